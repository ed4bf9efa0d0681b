import { describe, expect, it } from 'vitest';
import { loadModules, ModuleLoadError } from './loader';
import { defineModule, type ModuleDefinition } from './module';
import { makeTestStoreView, testStoreView } from './testing/test-store-view';

const mod = (id: string, extra: Partial<ModuleDefinition> = {}): ModuleDefinition => defineModule({ id, ...extra });
const ids = (modules: readonly ModuleDefinition[]) => modules.map((m) => m.id);

function loadError(all: readonly ModuleDefinition[], view = testStoreView): ModuleLoadError {
  try {
    loadModules(all, view);
  } catch (error) {
    if (error instanceof ModuleLoadError) return error;
    throw error;
  }
  throw new Error('expected loadModules to throw');
}

describe('loadModules', () => {
  it('keeps input order when nothing requires anything', () => {
    expect(ids(loadModules([mod('c'), mod('a'), mod('b')], testStoreView))).toEqual(['c', 'a', 'b']);
  });

  it('places each module after what it requires, otherwise keeping input order', () => {
    const all = [mod('checkout', { requires: ['cart', 'user'] }), mod('catalog'), mod('cart', { requires: ['catalog'] }), mod('user')];
    expect(ids(loadModules(all, testStoreView))).toEqual(['catalog', 'cart', 'user', 'checkout']);
  });

  it('drops modules whose when() is false for the store view', () => {
    const italian = makeTestStoreView({ storeCode: 'ap24_italy_en' });
    const all = [mod('cart'), mod('checkout-module-it-cards', { when: (v) => v.storeCode.startsWith('ap24_italy') })];
    expect(ids(loadModules(all, testStoreView))).toEqual(['cart']);
    expect(ids(loadModules(all, italian))).toEqual(['cart', 'checkout-module-it-cards']);
  });

  it('names an unknown requirement', () => {
    const error = loadError([mod('checkout', { requires: ['cart'] })]);
    expect(error.kind).toBe('unknown-requirement');
    expect(error.message).toBe("Module 'checkout' requires unknown module 'cart'");
  });

  it('names the cycle path', () => {
    expect(loadError([mod('a', { requires: ['b'] }), mod('b', { requires: ['a'] })]).message).toBe('Module dependency cycle: a -> b -> a');
    const long = loadError([mod('x'), mod('a', { requires: ['x', 'b'] }), mod('b', { requires: ['c'] }), mod('c', { requires: ['a'] })]);
    expect(long.kind).toBe('cycle');
    expect(long.message).toBe('Module dependency cycle: a -> b -> c -> a');
    expect(loadError([mod('self', { requires: ['self'] })]).message).toBe('Module dependency cycle: self -> self');
  });

  it('rejects duplicate ids', () => {
    const error = loadError([mod('cart'), mod('cart')]);
    expect(error.kind).toBe('duplicate-id');
    expect(error.message).toBe("Duplicate module id 'cart'");
  });

  it.each(['Cart', 'payment_cod', 'cart-', '-cart', '1cart', 'cart--x', ''])('rejects the non-kebab-case id %j', (id) => {
    const error = loadError([mod(id)]);
    expect(error.kind).toBe('invalid-id');
    expect(error.message).toBe(`Module id '${id}' is not kebab-case`);
  });

  it('accepts kebab-case ids with digits', () => {
    expect(ids(loadModules([mod('vehicle-module-fi-plates'), mod('payment-3ds')], testStoreView))).toHaveLength(2);
  });

  it('says which store view a required module is inactive in', () => {
    const view = makeTestStoreView({ storeCode: 'eng' });
    const error = loadError([mod('vehicle', { when: (v) => v.storeCode !== 'eng' }), mod('vehicle-module-fi-plates', { requires: ['vehicle'] })], view);
    expect(error.kind).toBe('inactive-requirement');
    expect(error.message).toBe("Module 'vehicle-module-fi-plates' requires module 'vehicle', which is not active in store view 'eng'");
  });

  it('validates inactive modules too, so a manifest error shows in every view', () => {
    expect(loadError([mod('fi-only', { when: () => false, requires: ['nope'] })]).kind).toBe('unknown-requirement');
  });
});
