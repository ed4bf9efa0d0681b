import { describe, expect, it } from 'vitest';
import { isDeferredView } from '../kernel/react/deferred-view';
import { loadAllModules } from './manifest';

/** Every slot fill of the shop's modules, as `<slot> <key>`, with its component. */
async function fills() {
  const modules = await loadAllModules();
  return modules.flatMap((m) => (m.slots ?? []).map((fill) => ({ name: `${fill.slot} ${fill.key}`, component: fill.component })));
}

describe('deferred module views (ADR 0047)', () => {
  it('keeps the panels and the parts below the fold out of the code a page waits for', async () => {
    const deferred = (await fills()).filter(({ component }) => isDeferredView(component)).map(({ name }) => name);
    expect(deferred.sort()).toEqual(
      [
        'layout/overlay auth',
        'layout/overlay search-panel',
        'layout/overlay cart',
        'layout/footer newsletter',
        'layout/overlay newsletter',
        'account/sections newsletter',
        'product/sections reviews',
        'account/sections my-reviews',
        'product/sections compatible-cars',
        'account/car vehicle-my-car',
      ].sort(),
    );
  });

  it('names, for each deferred view, the file its loader imports (the server links that file\'s styles)', async () => {
    for (const { name, component } of await fills()) {
      if (!isDeferredView(component) || component.source === undefined) continue;
      expect(component.source, name).toMatch(/^src\/modules\/[a-z-]+\/[\w/-]+\.tsx$/);
      await component.preload();
      const named: Record<string, unknown> = await import(/* @vite-ignore */ `../../${component.source}`);
      expect(Object.values(named), `${name} loads an export of ${component.source}`).toContain(component.loaded);
    }
  });
});
