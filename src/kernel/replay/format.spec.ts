import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../messages';
import { formatReplay, formatChange, formatSummary } from './format';
import type { ReplayStep } from './replay';

const step = (seq: number, changes: ReplayStep['changes']): ReplayStep => ({
  event: {
    type: 'kernel/commandRejected',
    data: { command: 'cart/addItem', commandData: {}, code: 'x', message: 'y' },
    meta: { id: `e${seq}`, seq, time: '2024-05-01T10:00:00.000Z', version: 1, storeCode: 'ap24_italy_en', correlationId: 'corr-9', causationId: null },
  } as DomainEvent,
  state: { modules: {}, projections: {} },
  changes,
});

describe('formatReplay', () => {
  it('prints a header per event and an indented line per change', () => {
    const text = formatReplay([
      step(7, [
        { op: 'added', path: '$.modules.cart.items[0]', new: { sku: 'OC-90', qty: 1 } },
        { op: 'changed', path: '$.modules.cart.total', old: 0, new: 12.5 },
        { op: 'removed', path: '$.modules.cart.coupon', old: 'SPRING' },
      ]),
      step(8, []),
    ]);
    expect(text).toBe(
      [
        '#7 2024-05-01T10:00:00.000Z kernel/commandRejected@v1 store=ap24_italy_en corr=corr-9',
        '  + $.modules.cart.items[0] = {"sku":"OC-90","qty":1}',
        '  ~ $.modules.cart.total: 0 -> 12.5',
        '  - $.modules.cart.coupon (was "SPRING")',
        '#8 2024-05-01T10:00:00.000Z kernel/commandRejected@v1 store=ap24_italy_en corr=corr-9',
        '  (no state change)',
        '',
      ].join('\n'),
    );
    expect(formatReplay([])).toBe('');
  });

  it('cuts long values so one change stays one readable line', () => {
    const line = formatChange({ op: 'added', path: '$.x', new: 'a'.repeat(500) });
    expect(line.length).toBeLessThan(200);
    expect(line.endsWith('…')).toBe(true);
    expect(formatChange({ op: 'changed', path: '$.x', old: undefined, new: 1 })).toBe('~ $.x: undefined -> 1');
  });
});

describe('formatSummary', () => {
  const line = (id: string, sku: string, name: string, qty: number, price: number) => ({ id, sku, name, qty, price });
  const at = (seq: number, time: string, type: string, data: unknown, projections: Record<string, unknown>): ReplayStep => ({
    event: { type, data, meta: { id: `e${seq}`, seq, time, version: 1, storeCode: 'eng', correlationId: 'c', causationId: null } } as DomainEvent,
    state: { modules: {}, projections },
    changes: [],
  });

  it('prints a line per event, the cart after each cart change, a date line per day and the final cart', () => {
    const pads = line('L1', 'BP-123', 'Brake pad set', 2, 39.9);
    const oneLine = { 'cart/lines': { items: [pads] } };
    const finished = {
      'cart/lines': { items: [{ ...pads, qty: 3 }] },
      'cart/totals': { coupon: { code: 'SAVE10', discount: -12 }, server: { grand_total: 107.73, quote_currency_code: 'EUR' } },
      'checkout/state': { lastOrder: { orderNumber: '200000001' } },
    };
    const text = formatSummary([
      at(1, '2026-11-20T23:59:58.000Z', 'cart/itemAdded', { line: pads }, oneLine),
      at(2, '2026-11-21T00:00:03.000Z', 'cart/totalsRequested', {}, oneLine),
      at(10, '2026-11-21T00:01:10.000Z', 'cart/quantityChanged', { lineId: 'L1', qty: 3, prevQty: 2, by: 'update' }, finished),
    ]);
    expect(text).toBe(
      [
        '3 events in store view eng, 2026-11-20 23:59:58 → 2026-11-21 00:01:10 UTC',
        '',
        '2026-11-20',
        '#1  23:59:58  cart/itemAdded        Added 2 × Brake pad set (BP-123) to the cart',
        '                                    cart: 2 × Brake pad set (BP-123) at 39.90',
        '2026-11-21',
        '#2  00:00:03  cart/totalsRequested  cart: totals requested',
        '#10 00:01:10  cart/quantityChanged  Quantity of Brake pad set (BP-123) changed 2 → 3',
        '                                    cart: 3 × Brake pad set (BP-123) at 39.90',
        '',
        'Final cart:',
        '  3 × Brake pad set (BP-123) at 39.90',
        '  Lines total 119.70',
        '  Coupon SAVE10',
        "  Server's grand total 107.73 EUR",
        'Last order 200000001',
        '',
      ].join('\n'),
    );
  });

  it('says so for an empty log and an empty final cart', () => {
    expect(formatSummary([])).toBe('The log has no events.\n');
    expect(formatSummary([at(1, '2026-11-20T10:00:00.000Z', 'user/loggedOut', {}, {})])).toMatch(/#1 10:00:00 {2}user\/loggedOut {2}Logged out\n\nFinal cart: empty\n$/);
  });
});
