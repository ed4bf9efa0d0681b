/**
 * The support console's gate (issue 21 item 1, ADR 0066): staff present the ops key (OPS_KEY) either as
 * the header `x-ops-key` (scripts, the API) or as the password of HTTP Basic authentication (a browser
 * opening /support: it asks once and sends the credentials again with the console's own requests).
 * Without OPS_KEY configured the console does not exist (404, like any unknown path).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The realm browsers show in their sign-in dialog; the console's API answers 401 with the same one. */
export const SUPPORT_REALM = 'AP24 support';
/** `WWW-Authenticate` of a refusal: the browser asks for (or resends) the staff credentials. */
export const SUPPORT_CHALLENGE = `Basic realm="${SUPPORT_REALM}", charset="UTF-8"`;
/** Headers of every answer of the console and its API: never indexed, never stored by any cache. */
export const STAFF_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/** The 401 text: what staff must send. */
export const STAFF_ONLY = 'Support staff only: sign in with the ops key (HTTP Basic password, or the x-ops-key header)';

const sameKey = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The password of `Authorization: Basic base64(user:password)`, or null. Any user name is accepted. */
export function basicPassword(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : decoded.slice(colon + 1);
}

/** What a request is to the gate. */
export type StaffCheck = 'staff' | 'refused' | 'disabled';

/** Whether a request carries the ops key (header or Basic password); 'disabled' when no key is configured. */
export function checkStaff(request: Pick<FastifyRequest, 'headers'>, opsKey: string | null): StaffCheck {
  if (!opsKey) return 'disabled';
  const header = request.headers['x-ops-key'];
  if (typeof header === 'string' && sameKey(header, opsKey)) return 'staff';
  const password = basicPassword(request.headers.authorization);
  return password !== null && sameKey(password, opsKey) ? 'staff' : 'refused';
}

/** Sets the staff headers; answers 404/401 (with the Basic challenge) and returns false unless staff. */
export function admitStaff(request: FastifyRequest, reply: FastifyReply, opsKey: string | null, answer: (status: 401 | 404, message: string) => FastifyReply): boolean {
  reply.headers(STAFF_HEADERS);
  const check = checkStaff(request, opsKey);
  if (check === 'staff') return true;
  if (check === 'disabled') {
    answer(404, 'Not found');
    return false;
  }
  reply.header('www-authenticate', SUPPORT_CHALLENGE);
  answer(401, STAFF_ONLY);
  return false;
}
