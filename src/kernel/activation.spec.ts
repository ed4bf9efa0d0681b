import { describe, expect, it } from 'vitest';
import { createActivationRegistry } from './activation';
import { defineModule, type ModuleDefinition } from './module';

function setup(modules: ModuleDefinition[], start?: (m: ModuleDefinition) => Promise<void> | void) {
  const started: string[] = [];
  let clock = 0;
  const registry = createActivationRegistry({
    modules,
    storeCode: 'eng',
    now: () => (clock += 5),
    start: async (m) => {
      started.push(m.id);
      await start?.(m);
    },
  });
  return { registry, started };
}

const modules = [
  defineModule({ id: 'catalog' }),
  defineModule({ id: 'wishlist', activation: 'lazy', requires: ['catalog'] }),
  defineModule({ id: 'checkout', activation: { onRoute: 'checkout' } }),
  defineModule({ id: 'it-cards', activation: { onRoute: 'checkout' }, requires: ['checkout'] }),
  defineModule({ id: 'cart', activation: 'eager' }),
];

describe('activation registry', () => {
  it('starts eager modules at boot and records lazy and route modules as pending', async () => {
    const { registry, started } = setup(modules);
    await registry.startEager();
    expect(started).toEqual(['catalog', 'cart']);
    expect(registry.pending()).toEqual(['wishlist', 'checkout', 'it-cards']);
    expect(registry.isStarted('cart')).toBe(true);
    expect(registry.isStarted('wishlist')).toBe(false);
  });

  it('activates a lazy module once, after what it requires', async () => {
    const { registry, started } = setup(modules);
    await Promise.all([registry.activate('wishlist'), registry.activate('wishlist')]);
    await registry.activate('wishlist');
    expect(started).toEqual(['catalog', 'wishlist']);
    expect(registry.pending()).toEqual(['checkout', 'it-cards']);
  });

  it('starts the modules waiting for a route', async () => {
    const { registry, started } = setup(modules);
    expect(await registry.activateRoute('checkout')).toEqual(['checkout', 'it-cards']);
    expect(await registry.activateRoute('checkout')).toEqual([]);
    expect(await registry.activateRoute('home')).toEqual([]);
    expect(started).toEqual(['checkout', 'it-cards']);
  });

  it('times each module and says why it started', async () => {
    const { registry } = setup(modules);
    await registry.startEager();
    await registry.activate('wishlist', 'command');
    expect(registry.timings()).toEqual([
      { id: 'catalog', activation: 'eager', reason: 'boot', startedAt: 5, durationMs: 5 },
      { id: 'cart', activation: 'eager', reason: 'boot', startedAt: 15, durationMs: 5 },
      { id: 'wishlist', activation: 'lazy', reason: 'command', startedAt: 25, durationMs: 5 },
    ]);
  });

  it('marks a dependency started on behalf of another module', async () => {
    const { registry } = setup(modules);
    await registry.activate('it-cards', 'route');
    expect(registry.timings().map((t) => [t.id, t.reason])).toEqual([
      ['checkout', 'dependency'],
      ['it-cards', 'route'],
    ]);
  });

  it('rejects an id that is not active in the store view', async () => {
    const { registry } = setup(modules);
    await expect(registry.activate('vehicle')).rejects.toThrow("Module 'vehicle' is not active in store view 'eng'");
  });

  it('leaves a module pending when starting it fails, so it can be retried', async () => {
    let fail = true;
    const { registry } = setup(modules, () => {
      if (fail) throw new Error('chunk failed to load');
    });
    await expect(registry.activate('checkout')).rejects.toThrow('chunk failed to load');
    expect(registry.pending()).toContain('checkout');
    fail = false;
    await registry.activate('checkout');
    expect(registry.isStarted('checkout')).toBe(true);
  });
});
