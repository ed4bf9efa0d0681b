/** For specs: other spellings of a genuine token and forged tokens, which verification must refuse. */
import { SignJWT } from 'jose';
import type { CommerceConfig } from '../config';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same token with its signature spelled differently: padded, or with the unused low bits of the last character set. */
export function otherSpellings(token: string): string[] {
  const [header, payload, signature = ''] = token.split('.');
  const last = signature.at(-1) ?? 'A';
  const flipped = signature.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
  // The spellings decode to the very same bytes: only a canonical-form check tells them apart.
  const bytes = (text: string) => atob(`${text.replace(/-/g, '+').replace(/_/g, '/')}=`);
  if (bytes(flipped) !== bytes(signature)) throw new Error('The altered signature must decode to the same bytes');
  return [`${header}.${payload}.${flipped}`, `${header}.${payload}.${signature}=`, `${header}.${payload}.${flipped}=`];
}

/** Tokens that must never pass: `alg: none`, and HS512 and HS384 signed with the right secret. */
export async function forgedTokens(config: Pick<CommerceConfig, 'authSecret'>, claims: Record<string, unknown>): Promise<string[]> {
  const key = new TextEncoder().encode(config.authSecret);
  const signed = (alg: string) => new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  return [`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`, await signed('HS512'), await signed('HS384')];
}
