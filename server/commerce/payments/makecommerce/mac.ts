/**
 * MakeCommerce message signatures: the provider posts `json` and `mac`, where mac is the upper-case hex
 * SHA-512 of the json text followed by the shop's secret key. Compared in constant time.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The MAC of a message text. */
export function makeCommerceMac(json: string, secretKey: string): string {
  return createHash('sha512').update(json + secretKey, 'utf8').digest('hex').toUpperCase();
}

/** True when `mac` is the message's MAC (case-insensitive hex, constant time). */
export function verifyMakeCommerceMac(json: string, mac: string, secretKey: string): boolean {
  const expected = Buffer.from(makeCommerceMac(json, secretKey), 'utf8');
  const given = Buffer.from(mac.toUpperCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
