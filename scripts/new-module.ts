import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { storeViews } from '../src/app/store-views';

/**
 * `npm run new-module -- NAME [--views a,b]`: a new module in src/modules/NAME that passes typecheck, lint and
 * its tests as generated (ADR 0068): index.ts, messages.ts, a pure decider with its given/when/then spec, a
 * projection, a view with a story, texts in the five languages and a README listing what it declares. With
 * `--views` (store codes) it runs only there (`when`) and is registered as a per-view module: a chunk of its
 * own that only those views load. It prints the lines that register it in src/app/manifest.ts.
 */

const ROOT = resolve(import.meta.dirname, '..');
const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const USAGE = 'usage: npm run new-module -- NAME [--views code,code]   (NAME in kebab-case, e.g. gift-wrap)';

export interface ModulePlan {
  id: string;
  /** Store codes it runs in; empty: every view. */
  views: readonly string[];
}

/** The plan from the command line, or an error naming what is wrong. */
export function parseModuleArgs(argv: readonly string[], knownViews: readonly string[] = storeViews.map((view) => view.storeCode)): ModulePlan {
  const { values, positionals } = parseArgs({ args: [...argv], options: { views: { type: 'string' } }, allowPositionals: true });
  const [id, ...extra] = positionals;
  if (!id || extra.length > 0) throw new Error(USAGE);
  if (!KEBAB_CASE.test(id)) throw new Error(`new-module: "${id}" is not kebab-case (letters, digits, inner hyphens: gift-wrap)`);
  const views = (values.views ?? '').split(',').map((code) => code.trim()).filter(Boolean);
  if (values.views !== undefined && views.length === 0) throw new Error('new-module: --views needs at least one store code');
  const unknown = views.filter((code) => !knownViews.includes(code));
  if (unknown.length > 0) throw new Error(`new-module: unknown store view "${unknown.join(', ')}" (known: ${knownViews.join(', ')})`);
  return { id, views: [...new Set(views)] };
}

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (id: string) => camel(id).replace(/^./, (letter) => letter.toUpperCase());
const title = (id: string) => id.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** What an empty list says, in each of the shop's languages. */
const EMPTY: Record<string, string> = {
  en: 'Nothing here yet.',
  et: 'Siin pole veel midagi.',
  ru: 'Здесь пока ничего нет.',
  fi: 'Täällä ei ole vielä mitään.',
  it: 'Non c’è ancora niente qui.',
};
const LANGUAGES = ['en', 'et', 'ru', 'fi', 'it'] as const;

/** The files of the module, by path inside its folder. */
export function moduleFiles(plan: ModulePlan): Record<string, string> {
  const { id, views } = plan;
  const name = camel(id);
  const Name = pascal(id);
  const command = `${id}/addNote`;
  const event = `${id}/noteAdded`;
  const projection = `${id}/notes`;
  const perView = views.length > 0;
  const viewList = views.map((code) => `'${code}'`).join(', ');

  const files: Record<string, string> = {};

  files['messages.ts'] = `// The module's messages, added to the kernel's open registries (docs/extending.md, "Declare the messages").
// The example note is a placeholder: replace it with the module's own commands, events and read models.
declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** The shopper adds a note. */
    '${command}': { text: string };
  }
  interface EventRegistry {
    /** A note was added (trimmed). */
    '${event}': { text: string };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The notes, oldest first. */
    '${projection}': { items: string[] };
  }
}

export type ${Name}Command = '${command}';
export type ${Name}Event = '${event}';
`;

  files['decider.ts'] = `import { DomainError, type Decider } from '../../kernel/module';
import type { ${Name}Command, ${Name}Event } from './messages';

export interface ${Name}State {
  notes: string[];
}

/** Pure rules (no I/O, time and ids only from ctx): a blank note is refused with the spec's message. */
export const ${name}Decider: Decider<${Name}State, ${Name}Command, ${Name}Event> = {
  initialState: () => ({ notes: [] }),
  decide(command) {
    const text = command.data.text.trim();
    if (text === '') throw new DomainError('${id}/noText', 'Field is required.');
    return [{ type: '${event}', data: { text } }];
  },
  evolve(draft, event) {
    draft.notes.push(event.data.text);
  },
};
`;

  files['projection.ts'] = `import type { Projection } from '../../kernel/module';
import type { ${Name}Event } from './messages';

/** What the view reads: the notes, oldest first. */
export const ${name}Notes: Projection<'${projection}', ${Name}Event> = {
  name: '${projection}',
  version: 1,
  handles: ['${event}'],
  initial: () => ({ items: [] }),
  apply(draft, event) {
    draft.items.push(event.data.text);
  },
};
`;

  files['view.tsx'] = `import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjection } from '../../kernel/react';

/** The module's section: its notes, or a line saying there are none. Fill a slot with it in index.ts. */
export function ${Name}Section() {
  const { t } = useTranslation('${id}');
  const headingId = useId();
  const { items } = useProjection('${projection}');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul>
          {items.map((item, index) => (
            <li key={\`\${index}:\${item}\`}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;

  files['index.ts'] = `import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { ${name}Decider } from './decider';
import { ${name}Notes } from './projection';
${perView ? `\n/** The store views it runs in (\`npm run new-module -- ${id} --views ${views.join(',')}\`). */\nexport const ${constantCase(id)}_STORE_CODES: readonly string[] = [${viewList}];\n` : ''}
export { ${Name}Section } from './view';

/** ${title(id)}: describe what the module adds, and to which views. See README.md. */
export const ${name}Module = defineModule({
  id: '${id}',
${perView ? `  when: (view) => ${constantCase(id)}_STORE_CODES.includes(view.storeCode),\n` : ''}  activation: 'eager',
  decider: ${name}Decider,
  projections: [${name}Notes],
  translations: defineTranslations('${id}', {
${LANGUAGES.map((lang) => `    ${lang}: () => import('./locales/${lang}.json'),`).join('\n')}
  }),
});
`;

  files['decider.spec.ts'] = `import { describe, expect, it } from 'vitest';
import { createTestKernel, given${perView ? ', makeTestStoreView' : ''} } from '../../kernel/testing';
import { ${name}Decider } from './decider';
import { ${name}Module } from './index';

const added = (text: string) => ({ type: '${event}' as const, data: { text } });

describe('${id} decider', () => {
  it('given nothing, when a note is added, then it is recorded trimmed', () => {
    given(${name}Decider).when({ type: '${command}', data: { text: '  Wrap it  ' } }).then([added('Wrap it')]);
  });

  it('given a note, when another is added, then both are kept in order', () => {
    const spec = given(${name}Decider, added('First'));
    expect(spec.state.notes).toEqual(['First']);
    spec.when({ type: '${command}', data: { text: 'Second' } }).then([added('Second')]);
  });

  it('refuses a blank note with the spec message', () => {
    given(${name}Decider).when({ type: '${command}', data: { text: ' ' } }).thenThrows('Field is required.');
  });
});

describe('${id} through the kernel', () => {
  it('projects the notes, and logs a refused command', async () => {
    const kernel = await createTestKernel([${name}Module]${perView ? `, { storeView: makeTestStoreView({ storeCode: '${views[0]}' }) }` : ''});
    await kernel.dispatch({ type: '${command}', data: { text: 'Wrap it' } });
    expect(kernel.getProjection('${projection}').items).toEqual(['Wrap it']);
    const refused = await kernel.dispatch({ type: '${command}', data: { text: '' } });
    expect(refused.ok).toBe(false);
    expect((await kernel.log.read()).at(-1)?.type).toBe('kernel/commandRejected');
  });
${
  perView
    ? `
  it('runs only in its store views', () => {
    expect(${name}Module.when?.(makeTestStoreView({ storeCode: '${views[0]}' }))).toBe(true);
    expect(${name}Module.when?.(makeTestStoreView({ storeCode: 'not-${views[0]}' }))).toBe(false);
  });
`
    : ''
}});
`;

  files['view.stories.tsx'] = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';${perView ? `\nimport { makeTestStoreView } from '../../kernel/testing';` : ''}
import { ${name}Module, ${Name}Section } from './index';
import en from './locales/en.json';

const seeded = (events: EventDraft[]) => loadModuleStory([${name}Module], '${id}', en, { events${perView ? `, storeView: makeTestStoreView({ storeCode: '${views[0]}' })` : ''} });

const meta = {
  title: 'Modules/${Name}',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <${Name}Section />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No notes yet: the section says so. */
export const Empty: Story = {
  loaders: [() => seeded([])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(en.empty)).toBeVisible();
  },
};

/** Two notes, oldest first. */
export const TwoNotes: Story = {
  loaders: [() => seeded([{ type: '${event}', data: { text: 'Wrap it' } }, { type: '${event}', data: { text: 'Add a card' } }])],
  play: async ({ canvas }) => {
    const items = await canvas.findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Wrap it', 'Add a card']);
  },
};
`;

  for (const lang of LANGUAGES) files[`locales/${lang}.json`] = `${JSON.stringify({ heading: title(id), empty: EMPTY[lang] }, null, 2)}\n`;

  files['README.md'] = `# ${id}

${title(id)}: what the module adds, for whom${perView ? `, in the store views ${views.map((code) => `\`${code}\``).join(', ')} only (\`when\`; a per-view module: its code is a chunk only those views load, ADR 0068)` : ', in every store view'}. Generated by
\`npm run new-module\`: replace the example note with the module's own messages and keep this list current.

- Commands: \`${command} {text}\` (a blank note is refused: 'Field is required.').
- Events: \`${event} {text}\`.
- Projections: \`${projection}\` (\`{items}\`, oldest first).
- Slots: fills none yet (\`${Name}Section\` is ready for one: add \`{slot, key: '${id}', component: ${Name}Section}\` to \`slots\`); declares none.
- Routes: none.
- Reactors: none (I/O goes in reactors only; docs/extending.md).
- Texts: namespace \`${id}\`, in en, et, ru, fi and it (\`locales/\`).

## Tests

\`decider.spec.ts\` (given/when/then, and through the kernel), \`view.stories.tsx\` (empty, two notes).
`;
  return files;
}

function constantCase(id: string): string {
  return id.replace(/-/g, '_').toUpperCase();
}

/** How to register the module in src/app/manifest.ts. */
export function registration(plan: ModulePlan): string {
  const name = camel(plan.id);
  if (plan.views.length === 0) {
    return [
      'Register it in src/app/manifest.ts:',
      `  import { ${name}Module } from '../modules/${plan.id}';`,
      `  and add \`${name}Module as ModuleDefinition,\` to allModules.`,
    ].join('\n');
  }
  return [
    'Register it in src/app/manifest.ts as a per-view module (only its views load its chunk; npm run build checks it):',
    '  perViewModules: [',
    '    ...,',
    '    {',
    `      id: '${plan.id}',`,
    `      views: [${plan.views.map((code) => `'${code}'`).join(', ')}],`,
    `      source: 'src/modules/${plan.id}/index.ts',`,
    `      load: () => import('../modules/${plan.id}').then((m) => m.${name}Module as ModuleDefinition),`,
    '    },',
    '  ]',
  ].join('\n');
}

/** Writes the module's folder under `modulesDir`; refuses to touch an existing one. Returns the folder. */
export function writeModule(plan: ModulePlan, modulesDir = join(ROOT, 'src/modules')): string {
  const folder = join(modulesDir, plan.id);
  if (existsSync(folder)) throw new Error(`new-module: ${folder} already exists`);
  for (const [path, text] of Object.entries(moduleFiles(plan))) {
    const file = join(folder, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
  }
  return folder;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const plan = parseModuleArgs(process.argv.slice(2));
    const folder = writeModule(plan);
    console.log(`Created ${folder}: ${Object.keys(moduleFiles(plan)).join(', ')}\n\n${registration(plan)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
