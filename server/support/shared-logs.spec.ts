import { describe, expect, it } from 'vitest';
import { toJsonl } from '../../src/kernel/event-log/jsonl';
import type { StoredEvent } from '../../src/kernel/messages';
import { useCommerceApp } from '../commerce/users/testing';
import { forEachDatabase } from '../testing';
import { normaliseSupportLogCode, SUPPORT_LOG_LIMITS, SUPPORT_LOGS_PATH, supportLogCode, supportLogRoutes } from './shared-logs';
import { SUPPORT_CHALLENGE } from './staff-gate';

const OPS_KEY = 'support-spec-ops-key-0123';
const DAY = 24 * 3600_000;

/** A log of `count` events as the browser exports it. */
function exportedLog(count: number): string {
  const events = Array.from({ length: count }, (_, i) => ({
    type: 'cart/itemAdded',
    data: { line: { sku: `SKU-${i}`, qty: 1 } },
    meta: { id: `e${i + 1}`, seq: i + 1, time: '2026-06-01T11:00:00.000Z', version: 1, storeCode: 'est', correlationId: `c${i + 1}`, causationId: null },
  })) as unknown as StoredEvent[];
  return toJsonl(events);
}

const basic = (password: string) => `Basic ${Buffer.from(`support:${password}`).toString('base64')}`;

describe('support log codes', () => {
  it('are 10 unambiguous characters in two groups, and typed codes normalise to them', () => {
    const codes = new Set(Array.from({ length: 200 }, supportLogCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/);
    expect(normaliseSupportLogCode(' abcde fghjk ')).toBe('ABCDE-FGHJK');
    expect(normaliseSupportLogCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(normaliseSupportLogCode('ABCDE-FGHJ0')).toBeNull();
    expect(normaliseSupportLogCode('ABCDE')).toBeNull();
  });
});

forEachDatabase('support logs API', ({ db }) => {
  const { app, clock } = useCommerceApp(db, [supportLogRoutes], { commerce: { opsKey: OPS_KEY } });

  const share = (log: unknown, ip = '10.0.0.1') => app().inject({ method: 'POST', url: SUPPORT_LOGS_PATH, payload: { log }, remoteAddress: ip });
  const fetchLog = (code: string, headers: Record<string, string> = { 'x-ops-key': OPS_KEY }) => app().inject({ method: 'GET', url: `${SUPPORT_LOGS_PATH}/${encodeURIComponent(code)}`, headers });

  it('stores a shared log under a code that staff fetch with the ops key (header or Basic password)', async () => {
    const log = exportedLog(3);
    const shared = await share(log);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    const { code, expiresAt } = (shared.json() as { result: { code: string; expiresAt: string } }).result;
    expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());

    for (const headers of [{ 'x-ops-key': OPS_KEY }, { authorization: basic(OPS_KEY) }] as Record<string, string>[]) {
      const fetched = await fetchLog(code.toLowerCase().replace('-', ' '), headers);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['cache-control']).toBe('no-store');
      expect(fetched.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(fetched.json()).toEqual({ code: 200, result: { code, createdAt: clock.now().toISOString(), expiresAt, lines: 3, bytes: Buffer.byteLength(log), log } });
    }
  });

  it('refuses the fetch without the ops key (401 with the Basic challenge) and with a wrong one', async () => {
    const { code } = (await share(exportedLog(1))).json().result as { code: string };
    for (const headers of [{}, { 'x-ops-key': 'wrong-key-wrong-key-1' }, { authorization: basic('wrong-key-wrong-key-1') }] as Record<string, string>[]) {
      const refused = await fetchLog(code, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe(SUPPORT_CHALLENGE);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.json()).toEqual({ code: 401, result: expect.stringContaining('Support staff only') });
      expect(refused.body).not.toContain('cart/itemAdded');
    }
  });

  it('answers 404 for an unknown or malformed code', async () => {
    expect((await fetchLog('ZZZZZ-ZZZZZ')).json()).toEqual({ code: 404, result: 'No shared log has the code ZZZZZ-ZZZZZ (codes are 10 letters and digits, kept 30 days)' });
    expect((await fetchLog('not-a-code')).statusCode).toBe(404);
  });

  it('refuses what is not an exported log, naming the line, and an empty one', async () => {
    expect((await share(undefined)).json()).toEqual({ code: 400, result: 'log: the exported event log (JSON lines) as a string is required' });
    expect((await share('{"type":"cart/itemAdded"}\n')).json()).toEqual({ code: 400, result: 'log is not an exported event log: line 1: data is missing' });
    expect((await share('\n')).json()).toEqual({ code: 400, result: 'log is empty: there is nothing to share yet' });
  });

  it('names the limits: at most 1 MiB and 5000 lines', async () => {
    const tooLong = await share(exportedLog(SUPPORT_LOG_LIMITS.maxLines + 1), '10.0.0.2');
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().result).toMatch(/^The log has too many events \(5001; at most 5000 lines, 1048576 bytes\)/);
    const big = exportedLog(1).replace('SKU-0', 'x'.repeat(SUPPORT_LOG_LIMITS.maxBytes));
    const tooBig = await share(big, '10.0.0.2');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().result).toMatch(/^The log is too large \(\d+ bytes; at most 1048576 bytes, 5000 lines\)/);
  });

  it('lets one address share 10 logs an hour, then answers 429 with the limit and Retry-After', async () => {
    const ip = '10.0.0.3';
    for (let i = 0; i < 10; i++) expect((await share(exportedLog(1), ip)).statusCode).toBe(200);
    const refused = await share(exportedLog(1), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().result).toBe('Too many logs shared from your address (10 in 60 minutes). Please try again in 60 minutes.');
    expect(refused.headers['retry-after']).toBe('3600');
    expect((await share(exportedLog(1), '10.0.0.4')).statusCode).toBe(200);
    clock.advance(3600_000);
    expect((await share(exportedLog(1), ip)).statusCode).toBe(200);
  });

  it('forgets a log after 30 days: the code is unknown and the row is deleted', async () => {
    const { code } = (await share(exportedLog(1), '10.0.0.5')).json().result as { code: string };
    clock.advance(30 * DAY - 1000);
    expect((await fetchLog(code)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await fetchLog(code)).statusCode).toBe(404);
    const { rows } = await db().query('SELECT code FROM support_log WHERE code = $1', [code]);
    expect(rows).toEqual([]);
  });
});
