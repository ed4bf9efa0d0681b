import type { KernelState } from '../state';
import type { Change } from './diff';
import type { ReplayStep } from './replay';
import { cartChanges, cartLines, cartOf, money, summarizeEvent } from './summary';
import { SUMMARY_WORDS } from './words';

/** Longest value shown on a change line; longer ones are cut with an ellipsis. */
const MAX_VALUE_CHARS = 160;

/**
 * A replay for humans: per event a header line (seq, time, type@version, store, correlation id),
 * then one indented line per change: `+` added, `-` removed, `~` changed.
 *
 * @example
 * #3 2024-05-01T10:00:00.000Z cart/itemAdded@v2 store=eng corr=c-17
 *   + $.modules.cart.items[0] = {"sku":"OC-90","qty":1}
 */
export function formatReplay(steps: readonly ReplayStep[]): string {
  const lines: string[] = [];
  for (const { event, changes } of steps) {
    const { seq, time, version, storeCode, correlationId } = event.meta;
    lines.push(`#${seq} ${time} ${event.type}@v${version} store=${storeCode} corr=${correlationId}`);
    if (changes.length === 0) lines.push('  (no state change)');
    for (const change of changes) lines.push('  ' + formatChange(change));
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

/** One change as `+ path = value`, `- path (was value)` or `~ path: old -> new`. */
export function formatChange(change: Change): string {
  switch (change.op) {
    case 'added':
      return `+ ${change.path} = ${show(change.new)}`;
    case 'removed':
      return `- ${change.path} (was ${show(change.old)})`;
    case 'changed':
      return `~ ${change.path}: ${show(change.old)} -> ${show(change.new)}`;
    default:
      return assertNever(change);
  }
}

function show(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? text.slice(0, MAX_VALUE_CHARS - 1) + '…' : text;
}

function assertNever(value: never): never {
  throw new Error(`Unknown change ${JSON.stringify(value)}`);
}

/**
 * A replay for support staff: a header (events, store view, first and last time), then per event one line
 * (`#seq time type  what happened`) and, when the event changed the cart's lines, the cart after it (a line per
 * product); then the final cart with its total, coupon, the server's grand total and the last order.
 *
 * @example
 * #29  18:23:55  cart/quantityChanged  Quantity of Brake pads, rear (FDB98647) changed 1 → 2
 *                                      cart: 2 × Brake pads, rear (FDB98647) at 67.72
 *                                            1 × Wiper blade (AEROTWIN-450) at 18.39
 */
export function formatSummary(steps: readonly ReplayStep[], initial: KernelState = { modules: {}, projections: {} }): string {
  if (steps.length === 0) return SUMMARY_WORDS.emptyLog + '\n';
  const first = steps[0]!.event.meta;
  const last = steps.at(-1)!.event.meta;
  const stores = [...new Set(steps.map((s) => s.event.meta.storeCode))].join(', ');
  const lines = [SUMMARY_WORDS.logHeader(steps.length, stores, clockTime(first.time, true), clockTime(last.time, true)), ''];
  const seqWidth = String(last.seq).length + 1;
  const typeWidth = Math.min(MAX_TYPE_COLUMN, Math.max(...steps.map((s) => s.event.type.length)));
  const indent = ' '.repeat(seqWidth + 1 + 8 + 2 + typeWidth + 2);
  let before = initial;
  let day = '';
  for (const step of steps) {
    const { meta, type } = step.event;
    if (meta.time.slice(0, 10) !== day) {
      day = meta.time.slice(0, 10);
      lines.push(day);
    }
    const head = `${`#${meta.seq}`.padEnd(seqWidth)} ${clockTime(meta.time, false)}  ${type.padEnd(typeWidth)}  `;
    lines.push(head + summarizeEvent(step.event, before, step.state));
    if (cartChanges(before, step.state).length > 0) {
      const [firstLine = SUMMARY_WORDS.emptyCart, ...more] = cartLines(step.state);
      const label = `${SUMMARY_WORDS.cartAfter} `;
      lines.push(indent + label + firstLine, ...more.map((line) => indent + ' '.repeat(label.length) + line));
    }
    before = step.state;
  }
  lines.push('', ...finalCart(before));
  return lines.join('\n') + '\n';
}

/** Longest event type the summary's type column is padded to; longer types push their line's words right. */
const MAX_TYPE_COLUMN = 34;

/** The final cart block: its lines, their total, the coupon, the server's grand total, the last order. */
function finalCart(state: KernelState): string[] {
  const cart = cartOf(state);
  const out = cart.length ? [SUMMARY_WORDS.finalCart, ...cartLines(state).map((line) => `  ${line}`)] : [SUMMARY_WORDS.finalCartEmpty];
  if (cart.length) out.push('  ' + SUMMARY_WORDS.linesTotal(money(cart.reduce((sum, line) => sum + line.qty * (line.price ?? 0), 0))));
  const totals = state.projections['cart/totals'] as { coupon?: { code?: string } | null; server?: { grand_total?: number; quote_currency_code?: string } | null } | undefined;
  if (totals?.coupon?.code) out.push('  ' + SUMMARY_WORDS.coupon(totals.coupon.code));
  if (cart.length && typeof totals?.server?.grand_total === 'number') {
    out.push('  ' + SUMMARY_WORDS.serverTotal(`${money(totals.server.grand_total)}${totals.server.quote_currency_code ? ` ${totals.server.quote_currency_code}` : ''}`));
  }
  const order = (state.projections['checkout/state'] as { lastOrder?: { orderNumber?: string } | null } | undefined)?.lastOrder;
  if (order?.orderNumber) out.push(SUMMARY_WORDS.lastOrder(order.orderNumber));
  return out;
}

/** `18:23:50` (or `2026-11-22 18:23:50` with the date) from an ISO time; other strings as they are. */
function clockTime(iso: string, withDate: boolean): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso);
  if (!match) return iso;
  return withDate ? `${match[1]} ${match[2]}` : match[2]!;
}
