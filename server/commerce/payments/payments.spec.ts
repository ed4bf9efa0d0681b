import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { storeViews } from '../../../src/app/store-views';
import { paymentRoutes } from '../../api/payments';
import type { Database } from '../../storage/port';
import { testCommerceConfig } from '../config';
import { fakeApp, listen } from './fakes/fake-server';
import { formEncode, providerJson, type ProviderError } from './http';
import { makeCommerceMac, verifyMakeCommerceMac } from './makecommerce/mac';
import { renderSandboxPage } from './sandbox-page';
import { parseCardToken, testCardOutcome } from './stripe/cards';
import { formsOf } from './testing';

describe('MakeCommerce MAC', () => {
  const json = '{"transaction":"t1","status":"COMPLETED","amount":"10.00"}';

  it('is the upper-case hex SHA-512 of json + secret', () => {
    expect(makeCommerceMac(json, 'k')).toBe(createHash('sha512').update(`${json}k`).digest('hex').toUpperCase());
  });

  it('verifies good MACs (any case) and refuses changed texts, keys and lengths', () => {
    const mac = makeCommerceMac(json, 'k');
    expect(verifyMakeCommerceMac(json, mac, 'k')).toBe(true);
    expect(verifyMakeCommerceMac(json, mac.toLowerCase(), 'k')).toBe(true);
    expect(verifyMakeCommerceMac(`${json} `, mac, 'k')).toBe(false);
    expect(verifyMakeCommerceMac(json, mac, 'other')).toBe(false);
    expect(verifyMakeCommerceMac(json, mac.slice(2), 'k')).toBe(false);
    expect(verifyMakeCommerceMac(json, '', 'k')).toBe(false);
  });
});

describe('formEncode', () => {
  it("encodes Stripe's nested keys and skips empty values", () => {
    expect(formEncode({ amount: 1234, currency: 'eur', metadata: { order_id: 'a b&c' }, description: undefined, x: null })).toBe('amount=1234&currency=eur&metadata%5Border_id%5D=a%20b%26c');
  });
});

describe('card tokens and test cards', () => {
  it("parses '<payment method id>:<brand>:<last four>' and refuses anything else", () => {
    expect(parseCardToken({ token: 'pm_card_visa:visa:4242' })).toEqual({ paymentMethod: 'pm_card_visa', brand: 'visa', last4: '4242' });
    expect(parseCardToken('pm_1Abc:mastercard:44x4')).toEqual({ paymentMethod: 'pm_1Abc', brand: 'mastercard', last4: '' });
    expect(parseCardToken({ token: 'tok_visa:visa:4242' })).toBeNull();
    expect(parseCardToken({})).toBeNull();
    expect(parseCardToken(null)).toBeNull();
  });

  it('decides by payment method id first, then by last four', () => {
    expect(testCardOutcome('pm_card_visa', '0002')).toBe('authorized');
    expect(testCardOutcome('pm_card_threeDSecure2Required')).toBe('requires_action');
    expect(testCardOutcome('pm_card_chargeDeclined')).toBe('declined');
    expect(testCardOutcome('pm_x', '3155')).toBe('requires_action');
    expect(testCardOutcome('pm_x', '0002')).toBe('declined');
    expect(testCardOutcome('pm_x', '4444')).toBe('authorized');
  });
});

describe('sandbox pages', () => {
  it('escape every text and field, and offer POST forms with labelled buttons', () => {
    const html = renderSandboxPage({
      provider: 'Bank link (sandbox)',
      shop: 'Shop <b>',
      reference: '"><script>alert(1)</script>',
      amount: 12.5,
      currency: 'EUR',
      buttons: [{ label: 'Approve payment', action: '/return?a=1&b=2', fields: { json: '{"a":"<x>"}', mac: 'ABC' } }, { label: 'Cancel', action: '/cancel' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('12.50 €');
    expect(formsOf(html)).toEqual([
      { label: 'Approve payment', action: '/return?a=1&b=2', fields: { json: '{"a":"<x>"}', mac: 'ABC' } },
      { label: 'Cancel', action: '/cancel', fields: {} },
    ]);
  });
});

describe('payment routes', () => {
  it('mark exactly the routes that take form posts (provider messages, sandbox buttons)', async () => {
    const app = Fastify();
    const forms: string[] = [];
    app.addHook('onRoute', (route) => {
      if (route.config?.acceptsFormBody) forms.push(`${String(route.method)} ${route.url}`);
    });
    // registration reads no data
    await paymentRoutes(app, { db: null as unknown as Database, storeViews, now: () => new Date(), commerce: testCommerceConfig() });
    expect(forms.sort()).toEqual([
      'POST /api/ext/make-commerce/notification',
      'POST /api/ext/make-commerce/return',
      'POST /api/ext/payment-sandbox/paypal/:id/approve',
      'POST /api/ext/payment-sandbox/paypal/:id/cancel',
      'POST /api/ext/payment-sandbox/stripe/:id/authenticate',
    ]);
    expect(app.hasContentTypeParser('application/x-www-form-urlencoded')).toBe(true);
    await app.close();
  });
});

describe('providerJson', () => {
  it('answers JSON, and maps timeouts, HTTP errors and non-JSON answers to ProviderError without request details', async () => {
    const app = fakeApp();
    app.get('/ok', async () => ({ id: 1 }));
    // answers only once the caller has given up and closed the connection
    app.get('/slow', (request) => new Promise((resolve) => request.raw.socket.once('close', () => resolve({ id: 2 }))));
    app.get('/error', async (_request, reply) => reply.code(422).send({ message: 'Nope' }));
    app.get('/html', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
    const fake = await listen(app, {});
    const call = (path: string, timeoutMs?: number) =>
      providerJson<{ id: number }>({ provider: 'Acme', method: 'GET', url: `${fake.url}${path}`, headers: { authorization: 'Bearer sk_secret' }, errorMessage: (body) => (body as { message?: string }).message, ...(timeoutMs ? { timeoutMs } : {}) });
    const failure = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ProviderError);
    try {
      expect(await call('/ok')).toEqual({ id: 1 });
      const slow = await failure(call('/slow', 100));
      expect([slow?.name, slow?.message, slow?.status]).toEqual(['ProviderError', 'Acme did not answer in time.', 0]);
      const refused = await failure(call('/error'));
      expect([refused?.message, refused?.status, refused?.body]).toEqual(['Nope', 422, { message: 'Nope' }]);
      expect((await failure(call('/html')))?.message).toBe('Acme answered something that is not JSON.');
      for (const error of [slow, refused]) expect(JSON.stringify({ ...error, message: error?.message })).not.toContain('sk_secret');
    } finally {
      await app.close();
    }
    const gone = await failure(call('/ok'));
    expect([gone?.message, gone?.status]).toEqual(['Acme could not be reached.', 0]);
  });
});
