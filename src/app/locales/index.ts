import type { ModuleTranslations } from '../../kernel/module';
import type { Language } from '../../kernel/store-view/types';

type Chunk = Promise<{ default: Record<string, unknown> }>;

// Static imports, one per language: Vite turns each into its own chunk, and `Record<Language, ...>`
// makes a missing language a type error. (A template-literal import of `./${language}.json` from this
// same folder is refused by Vite's dynamic-import-vars and would not be bundled.)
const chunks: Record<Language, () => Chunk> = {
  en: () => import('./en.json'),
  et: () => import('./et.json'),
  ru: () => import('./ru.json'),
  fi: () => import('./fi.json'),
  it: () => import('./it.json'),
};

/** The app shell's texts (namespace `shell`); Vite emits one chunk per language. */
export const shellTranslations: ModuleTranslations = {
  namespace: 'shell',
  load: (language) => chunks[language](),
};
