import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isReexportBarrel } from './barrels';

const file = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe('isReexportBarrel (the client build treats these as free of side effects, ADR 0075)', () => {
  it('takes an index of re-exports only, comments and type re-exports included', () => {
    const code = "// The design system.\nexport { Button } from './button/button';\nexport type { ButtonProps } from './button/button';\n/** All of it. */\nexport * from './logic';\nexport { a, type B } from './b';\n";
    expect(isReexportBarrel('/repo/src/ui-fake/index.ts', () => code)).toBe(true);
  });

  it('refuses an index that imports for effects, declares anything, or a file that is no index', () => {
    expect(isReexportBarrel('/repo/src/fake-a/index.ts', () => "import 'reflect-metadata/lite';\nexport * from './x';\n")).toBe(false);
    expect(isReexportBarrel('/repo/src/fake-b/index.ts', () => "export { x } from './x';\nexport const y = register();\n")).toBe(false);
    expect(isReexportBarrel('/repo/src/fake-c/button.ts', () => "export { x } from './x';\n")).toBe(false);
    expect(isReexportBarrel('/repo/node_modules/pkg/index.ts', () => "export { x } from './x';\n")).toBe(false);
  });

  it('on the real tree: the ui index is a barrel, the kernel index (it loads reflect-metadata) is not', () => {
    expect(isReexportBarrel(file('src/ui/index.ts'))).toBe(true);
    expect(isReexportBarrel(file('src/kernel/index.ts'))).toBe(false);
  });
});
