import { describe, expect, it } from 'vitest';
import { paymentsApp } from '../commerce/payments/testing';
import type { Database } from '../storage/port';
import { paymentRoutes } from './payments';

// The config route reads no data: no database is opened.
const noDatabase = null as unknown as Database;
const keys = { apiUrl: 'https://api-m.sandbox.paypal.com', clientId: 'AbC-public-client-id', clientSecret: 'very-secret-value' };

async function get(url: string, paypal: typeof keys | null) {
  const { app } = await paymentsApp(noDatabase, [paymentRoutes], { paypal });
  try {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown }, raw: res.body };
  } finally {
    await app.close();
  }
}

describe('GET /api/ext/paypal/config (the browser\'s PayPal settings)', () => {
  it('with keys: the public client id, EUR, not the sandbox, and never the secret', async () => {
    const answer = await get('/api/ext/paypal/config?storeCode=eng', keys);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, result: { clientId: 'AbC-public-client-id', currency: 'EUR', sandbox: false } });
    expect(answer.raw).not.toContain('very-secret-value');
  });

  it('without keys: the sandbox on this server, no client id (PayPal\'s script cannot be used)', async () => {
    expect((await get('/api/ext/paypal/config', null)).body).toEqual({ code: 200, result: { clientId: null, currency: 'EUR', sandbox: true } });
  });

  it('refuses an unknown store code', async () => {
    const answer = await get('/api/ext/paypal/config?storeCode=xx', keys);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(404);
  });
});
