import { describe, expect, it } from 'vitest';
import { diffJson } from './diff';

describe('diffJson', () => {
  it('finds nothing between equal values, even when they are different objects', () => {
    expect(diffJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });

  it('reports changed, added and removed keys with JSON paths', () => {
    const before = { cart: { qty: 1, coupon: 'SPRING' }, list: [] };
    const after = { cart: { qty: 2, total: 9.5 }, list: [] };
    expect(diffJson(before, after)).toEqual([
      { op: 'changed', path: '$.cart.qty', old: 1, new: 2 },
      { op: 'removed', path: '$.cart.coupon', old: 'SPRING' },
      { op: 'added', path: '$.cart.total', new: 9.5 },
    ]);
  });

  it('diffs arrays index by index and reports a new subtree as one change', () => {
    expect(diffJson({ items: [{ sku: 'A', qty: 1 }] }, { items: [{ sku: 'A', qty: 3 }, { sku: 'B', qty: 1 }] })).toEqual([
      { op: 'changed', path: '$.items[0].qty', old: 1, new: 3 },
      { op: 'added', path: '$.items[1]', new: { sku: 'B', qty: 1 } },
    ]);
    expect(diffJson([1, 2, 3], [1])).toEqual([
      { op: 'removed', path: '$[1]', old: 2 },
      { op: 'removed', path: '$[2]', old: 3 },
    ]);
  });

  it('quotes keys that are not identifiers and reports a change of kind whole', () => {
    expect(diffJson({ 'offline-orders': { queue: [] } }, { 'offline-orders': { queue: null } })).toEqual([
      { op: 'changed', path: '$["offline-orders"].queue', old: [], new: null },
    ]);
    expect(diffJson({ a: [1] }, { a: { 0: 1 } })).toEqual([{ op: 'changed', path: '$.a', old: [1], new: { 0: 1 } }]);
  });

  it('treats a key holding null as present', () => {
    expect(diffJson({ a: null }, {})).toEqual([{ op: 'removed', path: '$.a', old: null }]);
  });
});
