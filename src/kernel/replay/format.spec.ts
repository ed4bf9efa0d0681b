import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../messages';
import { formatReplay, formatChange } from './format';
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
