/**
 * Line identity (spec section 3), shared by the server's carts and the storefront's cart module so both sides
 * name a line the same way: non-bundle lines match by sku; a line with custom options by the SHA3-224 of its
 * canonical product option; a bundle by the checksum of its selections. '' when the sku alone decides.
 */
import { sha3_224 as sha3 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CartProductOption } from './cart';

/** SHA3-224 of a string as lower-case hex (@noble/hashes: the shop's browser bundle carries only this one hash). */
const sha3_224 = (text: string): string => bytesToHex(sha3(utf8ToBytes(text)));

const byId = <T extends { option_id: string | number }>(a: T, b: T) => String(a.option_id).localeCompare(String(b.option_id));

/** The options checksum (the server keeps it in cart_item.options_checksum). */
export function optionsChecksum(option: CartProductOption | null | undefined): string {
  const ext = option?.extension_attributes;
  const bundle = ext?.bundle_options ?? [];
  if (bundle.length) {
    const canonical = [...bundle].sort(byId).map((o) => [String(o.option_id), Number(o.option_qty ?? 1), [...(o.option_selections ?? [])].map(String).sort()]);
    return sha3_224(JSON.stringify({ bundle_options: canonical }));
  }
  const custom = ext?.custom_options ?? [];
  if (custom.length) {
    const canonical = [...custom].sort(byId).map((o) => [String(o.option_id), String(o.option_value)]);
    return sha3_224(JSON.stringify({ custom_options: canonical }));
  }
  return '';
}
