import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { optionsChecksum } from './cart-identity';

// The checksum names a cart line in the database (cart_item.options_checksum) and in the browser: it must stay the
// SHA3-224 (hex) of the canonical option JSON whatever library computes it (ADR 0021; ADR 0054 swapped js-sha3 for
// @noble/hashes), or lines stored before a release would no longer match.
const sha3 = (text: string) => createHash('sha3-224').update(text).digest('hex');

describe('optionsChecksum', () => {
  it('is the SHA3-224 of the canonical custom options, sorted by option id', () => {
    const checksum = optionsChecksum({ extension_attributes: { custom_options: [{ option_id: 2, option_value: 'Ö B' }, { option_id: 1, option_value: 'A' }] } });
    expect(checksum).toBe(sha3(JSON.stringify({ custom_options: [['1', 'A'], ['2', 'Ö B']] })));
    expect(checksum).toMatch(/^[0-9a-f]{56}$/);
  });

  it('is the SHA3-224 of the canonical bundle selections', () => {
    const checksum = optionsChecksum({ extension_attributes: { bundle_options: [{ option_id: 7, option_qty: 2, option_selections: [12, 3] }] } });
    expect(checksum).toBe(sha3(JSON.stringify({ bundle_options: [['7', 2, ['12', '3']]] })));
  });
});
