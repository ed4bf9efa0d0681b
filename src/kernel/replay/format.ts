import type { Change } from './diff';
import type { ReplayStep } from './replay';

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
