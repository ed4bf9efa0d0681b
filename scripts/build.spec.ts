import { describe, expect, it } from 'vitest';
import { sourceLocations } from './build';

type Transform = (code: string, id: string) => string | null;

describe('sourceLocations (server bundle)', () => {
  const transform = sourceLocations('/repo', '/repo/dist/node').transform as unknown as Transform;

  it("points each module's import.meta.dirname / url / filename at its source, from the bundle's location", () => {
    const code = transform('const a = import.meta.dirname; const b = import.meta.url; const c = import.meta.filename;', '/repo/server/storage/migrate.ts');
    expect(code).toBe(
      'const a = (import.meta.dirname + "/../../server/storage"); ' +
        'const b = ("file://" + import.meta.dirname + "/../../server/storage/migrate.ts"); ' +
        'const c = (import.meta.dirname + "/../../server/storage/migrate.ts");',
    );
    // Evaluated in the bundle (/repo/dist/node/main.js) they name the sources again.
    const meta = { dirname: '/repo/dist/node' };
    expect(new URL('..', new Function('import_meta', `return ${/const b = (.*?);/.exec(code!)![1]!.replace('import.meta', 'import_meta')}`)(meta) as string).pathname).toBe('/repo/server/');
  });

  it('leaves packages and modules without import.meta alone', () => {
    expect(transform('export const x = import.meta.url;', '/repo/node_modules/pkg/index.js')).toBeNull();
    expect(transform('export const x = 1;', '/repo/server/app.ts')).toBeNull();
  });
});
