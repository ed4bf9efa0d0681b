import { describe, expect, it } from 'vitest';
import type { CartItemAnswer } from '../../../../contract/cart';
import { testLine as line } from '../test-lines';
import { serverItem } from '../test-sync';
import { mergeCart, mergeIsClean, type MergeOptions } from './merge';

const item = (item_id: number, sku: string, qty: number): CartItemAnswer => serverItem(item_id, sku, qty);

describe('mergeCart (spec section 4 merge rules, behaviour notes "Cart")', () => {
  const cases: { name: string; lines: ReturnType<typeof line>[]; items: CartItemAnswer[]; options?: MergeOptions; expected: Partial<ReturnType<typeof mergeCart>> }[] = [
    {
      name: 'a client line missing on the server is pushed',
      lines: [line('L1', 'A', { qty: 2 })],
      items: [],
      expected: { push: [{ lineId: 'L1', qty: 2, serverItemId: null }], removeLocal: [], bound: [] },
    },
    {
      name: 'a client line missing on the server is removed locally when the server merges by default and client state is not forced',
      lines: [line('L1', 'A')],
      items: [],
      options: { serverMergeByDefault: true },
      expected: { push: [], removeLocal: ['L1'] },
    },
    {
      name: '... but pushed when client state is forced',
      lines: [line('L1', 'A')],
      items: [],
      options: { serverMergeByDefault: true, forceClient: true },
      expected: { push: [{ lineId: 'L1', qty: 1, serverItemId: null }], removeLocal: [] },
    },
    {
      name: 'client qty 2 vs server qty 1 updates the server with 2',
      lines: [line('L1', 'A', { qty: 2 })],
      items: [item(7, 'A', 1)],
      expected: { bound: [{ lineId: 'L1', serverItemId: 7, qty: 2 }], push: [{ lineId: 'L1', qty: 2, serverItemId: 7 }] },
    },
    {
      name: 'a quantity mismatch takes the server quantity when configured',
      lines: [line('L1', 'A', { qty: 2 })],
      items: [item(7, 'A', 1)],
      options: { serverQtyWins: true },
      expected: { bound: [{ lineId: 'L1', serverItemId: 7, qty: 1 }], push: [] },
    },
    {
      name: 'the guest-cart merge sums a line present on both sides and pushes the sum',
      lines: [line('L1', 'A', { qty: 2 })],
      items: [item(7, 'A', 3)],
      options: { sumQuantities: true },
      expected: { bound: [{ lineId: 'L1', serverItemId: 7, qty: 5 }], push: [{ lineId: 'L1', qty: 5, serverItemId: 7 }] },
    },
    {
      name: 'a server item missing on the client is fetched and added locally',
      lines: [],
      items: [item(9, 'B', 2)],
      expected: { fetch: [item(9, 'B', 2)], deleteOnServer: [] },
    },
    {
      name: 'a server item missing on the client is deleted on the server when client state is forced',
      lines: [],
      items: [item(9, 'B', 2)],
      options: { forceClient: true },
      expected: { fetch: [], deleteOnServer: [{ item_id: 9, sku: 'B' }] },
    },
    {
      name: 'a line matches its own server item id even when the sku differs (identity rules)',
      lines: [line('L1', 'A', { serverItemId: 9 })],
      items: [item(9, 'A2', 1)],
      expected: { bound: [{ lineId: 'L1', serverItemId: 9, qty: 1 }], push: [], fetch: [] },
    },
  ];
  it.each(cases)('$name', ({ lines, items, options, expected }) => {
    expect(mergeCart(lines, items, options)).toMatchObject(expected);
  });

  it('a dry run only reports: the same differences, marked dry', () => {
    const plan = mergeCart([line('L1', 'A', { qty: 2 })], [item(7, 'A', 1), item(9, 'B', 1)], { dryRun: true });
    expect(plan).toMatchObject({ dryRun: true, push: [{ lineId: 'L1', qty: 2 }], fetch: [item(9, 'B', 1)] });
  });

  it('equal sides merge clean', () => {
    expect(mergeIsClean(mergeCart([line('L1', 'A', { qty: 2 })], [item(7, 'A', 2)]))).toBe(true);
    expect(mergeIsClean(mergeCart([line('L1', 'A', { qty: 2 })], [item(7, 'A', 1)]))).toBe(false);
  });
});
