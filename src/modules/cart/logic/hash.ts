import type { CartLine } from '../messages';

/**
 * The items hash (the spec's current-cart-hash): changes when a line's sku, quantity or options change, not
 * when only its server item id does. Order-independent. A 32-bit FNV-1a in hex: enough to tell "changed".
 */
export function linesHash(lines: readonly Pick<CartLine, 'sku' | 'qty' | 'checksum'>[]): string {
  if (!lines.length) return '';
  const text = lines
    .map((line) => `${line.sku}|${line.checksum}|${line.qty}`)
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The hash the server is known to hold: the lines' hash once every line has its server item, else null (a line
 * still to be pushed, e.g. a merge's push cut off by a navigation, keeps the cart "never synced", so the next
 * start-up or sync pulls and pushes it again instead of trusting a hash the server never confirmed).
 */
export function syncedHash(lines: readonly Pick<CartLine, 'sku' | 'qty' | 'checksum' | 'serverItemId'>[]): string | null {
  return lines.every((line) => line.serverItemId !== null) ? linesHash(lines) : null;
}
