import { describe, expect, it } from 'vitest';
import { defineModule, type Intercept, type SlotFill } from './module';
import { resolveSlotFills, runIntercepts } from './extensions';
import { makeTestStoreView, testStoreView } from './testing/test-store-view';

const A = () => null;
const B = () => null;
const C = () => null;
const fill = (key: string, component: SlotFill<'example/panel'>['component'], order?: number): SlotFill<'example/panel'> => ({
  slot: 'example/panel',
  key,
  component,
  ...(order === undefined ? {} : { order }),
});

describe('resolveSlotFills', () => {
  it('orders fills by order, ties in module order', () => {
    const modules = [
      defineModule({ id: 'm1', slots: [fill('b', B, 10), fill('a', A)] }),
      defineModule({ id: 'm2', slots: [fill('c', C), { slot: 'layout/footer', key: 'other', component: A }] }),
    ];
    expect(resolveSlotFills(modules, 'example/panel').map((f) => [f.key, f.moduleId])).toEqual([
      ['a', 'm1'],
      ['c', 'm2'],
      ['b', 'm1'],
    ]);
  });

  it('lets a later fill with the same key replace an earlier one in place', () => {
    const modules = [
      defineModule({ id: 'payment-cod', slots: [fill('method', A), fill('after', C)] }),
      defineModule({ id: 'fi-override', slots: [fill('method', B)] }),
    ];
    expect(resolveSlotFills(modules, 'example/panel').map((f) => [f.key, f.component, f.moduleId])).toEqual([
      ['method', B, 'fi-override'],
      ['after', C, 'payment-cod'],
    ]);
  });

  it('lets a replacement set its own order', () => {
    const modules = [defineModule({ id: 'm1', slots: [fill('x', A, 1), fill('y', B, 2)] }), defineModule({ id: 'm2', slots: [fill('x', C, 3)] })];
    expect(resolveSlotFills(modules, 'example/panel').map((f) => f.key)).toEqual(['y', 'x']);
  });

  it('hides a fill replaced by component: null', () => {
    const modules = [defineModule({ id: 'm1', slots: [fill('x', A), fill('y', B)] }), defineModule({ id: 'm2', slots: [fill('x', null)] })];
    expect(resolveSlotFills(modules, 'example/panel').map((f) => f.key)).toEqual(['y']);
  });

  it('is empty for a slot nobody fills', () => {
    expect(resolveSlotFills([defineModule({ id: 'm' })], 'layout/overlay')).toEqual([]);
  });
});

describe('runIntercepts', () => {
  const tag = (name: string, order?: number): Intercept<'router/routes'> => ({
    point: 'router/routes',
    ...(order === undefined ? {} : { order }),
    run: (routes, { storeView }) => [...routes, { name: `${name}@${storeView.storeCode}`, path: '/', component: () => Promise.resolve({ default: A }) }],
  });

  it('runs a waterfall by order, ties in module order, with the store view', () => {
    const modules = [defineModule({ id: 'm1', intercepts: [tag('late', 5), tag('first')] }), defineModule({ id: 'm2', intercepts: [tag('second')] })];
    const routes = runIntercepts(modules, 'router/routes', [], { storeView: makeTestStoreView({ storeCode: 'eng' }) });
    expect(routes.map((r) => r.name)).toEqual(['first@eng', 'second@eng', 'late@eng']);
  });

  it('returns the value unchanged when nothing intercepts', () => {
    const value: never[] = [];
    expect(runIntercepts([], 'router/routes', value, { storeView: testStoreView })).toBe(value);
  });
});
