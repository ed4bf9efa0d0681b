import { describe, expect, it } from 'vitest';
import { toJsonl } from '../../kernel/event-log/jsonl';
import type { StoredEvent } from '../../kernel/messages';
import { defineModule, type ModuleDefinition } from '../../kernel/module';
import { cartLinesOf, changesIn, loadLog, visibleEntries } from './timeline';

const event = (seq: number, type: string, data: unknown, causationId: string | null = null): StoredEvent =>
  ({ type, data, meta: { id: `e${seq}`, seq, time: `2026-11-27T10:00:0${seq}.000Z`, version: 1, storeCode: 'eng', correlationId: 'c1', causationId } }) as unknown as StoredEvent;

type Line = { sku: string; name: string; qty: number; price: number };
const cart = defineModule<{ lines: Line[]; cartId: string | null }>({
  id: 'cart',
  decider: {
    initialState: () => ({ lines: [], cartId: null }),
    decide: () => [],
    evolve(draft, raw) {
      const e = raw as unknown as { type: string; data: { line?: Line; answer?: { result: string } } };
      if (e.type === 'cart/itemAdded' && e.data.line) draft.lines.push(e.data.line);
      if (e.type === 'cart/connected' && e.data.answer) draft.cartId = e.data.answer.result;
    },
  },
}) as ModuleDefinition;
const user = defineModule<{ loggedIn: boolean }>({
  id: 'user',
  decider: { initialState: () => ({ loggedIn: false }), decide: () => [], evolve: () => {} },
}) as ModuleDefinition;

const log = toJsonl([
  event(1, 'user/sessionStartedAnonymously', {}),
  event(2, 'cart/itemAdded', { line: { sku: 'BRK-1', name: 'Brake pads', qty: 2, price: 40 } }, 'cmd-1'),
  event(3, 'cart/connected', { answer: { code: 200, result: 'cart-9', transmitted: true } }, 'e2'),
  event(4, 'kernel/commandRejected', { command: 'cart/addItem', commandData: { sku: 'X' }, code: 'OUT_OF_STOCK', message: 'Out of stock' }, 'cmd-2'),
  event(5, 'cart/lineUpdateFailed', { answer: { code: 500, result: 'Internal Server Error', transmitted: true } }, 'e2'),
]);

describe('support console timeline', () => {
  it('replays the log with the kernel and labels modules, refusals, errors and recorded server answers', () => {
    const loaded = loadLog(log, [cart, user]);
    expect(loaded.modules).toEqual(['cart', 'kernel', 'user']);
    expect(loaded.entries.map((e) => [e.event.meta.seq, e.module, e.marks, e.answerCode, e.command])).toEqual([
      [1, 'user', [], null, null],
      [2, 'cart', [], null, null],
      [3, 'cart', ['answer'], 200, null],
      [4, 'kernel', ['refused'], null, 'cart/addItem'],
      [5, 'cart', ['error', 'answer'], 500, null],
    ]);
    expect(loaded.steps).toHaveLength(5);
    // Each row says what happened in the replay summary's words (a refusal names its command).
    expect(loaded.entries[3]!.summary).toContain('cart/addItem');
    expect(loaded.entries.every((e) => e.summary.length > 0)).toBe(true);
  });

  it('gives the cart lines after each event and the changes of the step, per state area', () => {
    const { steps } = loadLog(log, [cart, user]);
    expect(cartLinesOf(steps[0]!.state)).toEqual([]);
    expect(cartLinesOf(steps[4]!.state)).toEqual([{ sku: 'BRK-1', name: 'Brake pads', qty: 2, price: 40 }]);
    expect(changesIn(steps[1]!.changes, 'cart')).toEqual([{ op: 'added', path: '$.modules.cart.lines[0]', new: { sku: 'BRK-1', name: 'Brake pads', qty: 2, price: 40 } }]);
    expect(changesIn(steps[1]!.changes, 'user')).toEqual([]);
    expect(changesIn(steps[2]!.changes, 'cart')).toEqual([{ op: 'changed', path: '$.modules.cart.cartId', old: null, new: 'cart-9' }]);
  });

  it('filters the timeline by module', () => {
    const { entries } = loadLog(log, [cart, user]);
    expect(visibleEntries(entries, 'cart').map((e) => e.event.meta.seq)).toEqual([2, 3, 5]);
    expect(visibleEntries(entries, '')).toHaveLength(5);
  });

  it('names the bad line of a file that is not an exported log', () => {
    expect(() => loadLog('{"type":"cart/itemAdded"}\n', [cart])).toThrow('line 1: data is missing');
  });
});
