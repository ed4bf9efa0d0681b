import type { Envelope } from '../../../contract/envelope';
import { SYNC_CODES, SYNC_MESSAGES } from './messages';

export type { Envelope };

/** A parsed envelope, or the transport error that stood in its way (`code` chosen from the HTTP status). */
export type EnvelopeRead = { ok: true; envelope: Envelope } | { ok: false; code: number; message: string };

/**
 * Reads a `{code, result, meta}` envelope. Non-JSON content -> 'Error with response - bad content-type!';
 * JSON that is not an object with a numeric `code` -> 'Unhandled error, wrong response format!'.
 */
export async function readEnvelope(response: Response): Promise<EnvelopeRead> {
  const failCode = response.status >= 400 ? response.status : SYNC_CODES.badResponse;
  const contentType = response.headers.get('content-type') ?? '';
  if (!/json/i.test(contentType)) return { ok: false, code: failCode, message: SYNC_MESSAGES.badContentType };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, code: failCode, message: SYNC_MESSAGES.wrongFormat };
  }
  const code = envelopeCode(body);
  if (code === null) return { ok: false, code: failCode, message: SYNC_MESSAGES.wrongFormat };
  const record = body as Record<string, unknown>;
  const envelope: Envelope = { code, result: record.result };
  if (record.meta !== undefined) envelope.meta = record.meta;
  return { ok: true, envelope };
}

// Some backends send the code as a numeric string ("200"); VSF 1 parsed it the same way.
function envelopeCode(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const raw = (body as Record<string, unknown>).code;
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) return Number.parseInt(raw, 10);
  return null;
}

/**
 * The user-facing text of a server error: `result` itself when a string, else `result.errorMessage`
 * or `result.message`; null when the server gave none.
 */
export function serverMessage(result: unknown): string | null {
  if (typeof result === 'string') return result.trim() === '' ? null : result;
  if (typeof result !== 'object' || result === null) return null;
  const record = result as Record<string, unknown>;
  for (const key of ['errorMessage', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
