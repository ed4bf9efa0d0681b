/**
 * Issue 18 item 10: the request log of the server as `npm start` builds it (buildServer, logger on) never
 * holds access tokens, refresh tokens, cart ids, reset tokens or e-mails, whatever the request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeViews } from '../src/app/store-views';
import { buildServer } from './app';
import { cartRoutes } from './api/cart';
import { userRoutes } from './api/user';
import { testCommerceConfig } from './commerce/config';
import { REDACTED, redactUrl } from './logging';
import { forEachDatabase, testServerConfig } from './testing';

describe('redactUrl', () => {
  it('masks the values of secret query parameters in any case and keeps everything else as sent', () => {
    expect(redactUrl('/api/cart/pull?token=abc.def.ghi&cartId=c-1&storeCode=eng')).toBe(`/api/cart/pull?token=${REDACTED}&cartId=${REDACTED}&storeCode=eng`);
    expect(redactUrl('/reset-password?TOKEN=x&e%6Dail=a%40b.ee&x=1#top')).toBe(`/reset-password?TOKEN=${REDACTED}&e%6Dail=${REDACTED}&x=1#top`);
    expect(redactUrl('/api/catalog/vue_storefront_catalog/product/_search?size=2&request=%7B%7D')).toBe('/api/catalog/vue_storefront_catalog/product/_search?size=2&request=%7B%7D');
    expect(redactUrl('/api/user/me?token')).toBe('/api/user/me?token');
    expect(redactUrl('/eng/checkout')).toBe('/eng/checkout');
  });
});

const scratch = mkdtempSync(join(tmpdir(), 'request-log-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

forEachDatabase('request log', ({ db }) => {
  const commerce = testCommerceConfig();
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const deps = { db: db(), storeViews, now: () => new Date('2026-06-01T12:00:00Z'), commerce };
    app = await buildServer(testServerConfig(scratch, { commerce }), { api: { deps, routes: [userRoutes, cartRoutes] }, logger: { write: (line) => lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes requests with [REDACTED] for tokens, cart ids and e-mails', async () => {
    const email = 'Logged.Shopper@example.ee';
    const post = async (url: string, payload: object) => (await app.inject({ method: 'POST', url, payload })).json() as { code: number; result: unknown; meta?: { refreshToken?: string } };
    expect((await post('/api/user/create', { customer: { email, firstname: 'Logi', lastname: 'Kirje' }, password: 'logged-password-1' })).code).toBe(200);
    const login = await post('/api/user/login', { username: email, password: 'logged-password-1' });
    const token = login.result as string;
    const refreshToken = login.meta?.refreshToken ?? '';
    const cartId = (await post(`/api/cart/create?token=${token}`, {})).result as string;
    expect(cartId).toEqual(expect.any(String));
    const gets = [
      `/api/user/me?token=${token}`,
      `/api/cart/pull?token=${token}&cartId=${cartId}`,
      `/api/cart/totals?cartId=${encodeURIComponent(cartId)}&token=${encodeURIComponent(token)}`,
      `/api/user/order-history?Token=${token}&pageSize=20`,
      `/reset-password?token=reset-token-that-must-not-leak&email=${encodeURIComponent(email)}`,
      `/api/no-such-route?token=${token}`,
    ];
    for (const url of gets) await app.inject({ url });
    expect((await post('/api/user/refresh', { refreshToken })).code).toBe(200);
    await app.inject({ method: 'POST', url: `/api/user/me?token=${token}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{bad json' });

    const log = lines.join('');
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url): url is string => url !== undefined);
    // Every request above was logged, each with its secrets masked.
    expect(urls).toEqual(expect.arrayContaining([`/api/user/me?token=${REDACTED}`, `/api/cart/pull?token=${REDACTED}&cartId=${REDACTED}`, `/reset-password?token=${REDACTED}&email=${REDACTED}`]));
    expect(urls.length).toBeGreaterThanOrEqual(gets.length + 5);
    for (const secret of [token, token.split('.')[2] ?? token, refreshToken, cartId, 'reset-token-that-must-not-leak', email, encodeURIComponent(email), 'logged-password-1']) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log).not.toContain(secret);
    }
  });

  it("keeps the throttles' Retry-After through the server's own error handler", async () => {
    const attempt = () => app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.40.0.1', payload: { username: 'nobody.logged@example.ee', password: 'wrong-password' } });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect([refused.statusCode, refused.headers['retry-after'], (refused.json() as { code: number }).code]).toEqual([429, '1', 429]);
  });
});
