/** The staff fetch of a shared log (server/support/shared-logs.ts); the browser sends the staff credentials. */
export const SHARED_LOGS_PATH = '/api/ext/support-logs';

/** The log's JSON lines for a share code; rejects with the server's message (unknown code, not staff). */
export async function fetchSharedLog(fetchImpl: typeof fetch, code: string): Promise<string> {
  const response = await fetchImpl(`${SHARED_LOGS_PATH}/${encodeURIComponent(code.trim())}`, { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
  const result = body?.result;
  if (response.ok && typeof result === 'object' && result !== null && typeof (result as { log?: unknown }).log === 'string') return (result as { log: string }).log;
  throw new Error(typeof result === 'string' ? result : `HTTP ${response.status}`);
}
