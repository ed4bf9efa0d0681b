import type { ApiFetch } from '../../kernel/api';
import { parseJsonl, toJsonl } from '../../kernel/event-log/jsonl';
import { redactLog } from './redact';

/** Where a shared log goes (server/support/shared-logs.ts). */
export const SHARE_PATH = '/api/ext/support-logs';

/** What the share answered: the code to read out to support, or why it failed. */
export type ShareOutcome = { ok: true; code: string; expiresAt: string } | { ok: false; status: number; message: string };

/**
 * Redacts the exported log (JSON lines) in the browser and POSTs it to the shop; the server keeps it 30 days
 * under a short code. Only after the shopper confirmed (the view asks).
 */
export async function shareLog(fetchApi: ApiFetch, exported: string): Promise<ShareOutcome> {
  const log = toJsonl(redactLog(parseJsonl(exported)));
  let response: Response;
  try {
    response = await fetchApi(SHARE_PATH, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ log }) });
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  const body = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  const result = body?.result as { code?: unknown; expiresAt?: unknown } | string | undefined;
  if (response.ok && typeof result === 'object' && result !== null && typeof result.code === 'string') {
    return { ok: true, code: result.code, expiresAt: String(result.expiresAt) };
  }
  return { ok: false, status: response.status, message: typeof result === 'string' ? result : `HTTP ${response.status}` };
}
