/**
 * The payment journeys' second shop: the same build as the sandbox shop, but with provider keys, so its real
 * HTTP adapters (bank link, PayPal, Stripe) talk to local fakes of the providers' APIs
 * (`server/commerce/payments/fakes`), started by `provider-fakes.ts` on fixed ports beside it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = Number(process.env.E2E_PORT ?? 3100);

/** The shop with provider keys; journeys reach it with `test.use({ baseURL: PROVIDERS_SHOP_URL })`. */
export const PROVIDERS_SHOP_PORT = base + 50;
export const PROVIDERS_SHOP_URL = `http://localhost:${PROVIDERS_SHOP_PORT}`;

/** The fakes: each provider's API on its own port. */
export const FAKE_PORTS = { makecommerce: base + 60, paypal: base + 61, stripe: base + 62 } as const;
export const fakeUrl = (provider: keyof typeof FAKE_PORTS): string => `http://127.0.0.1:${FAKE_PORTS[provider]}`;

/** The keys the fakes accept (their defaults); test values, not secrets. */
export const FAKE_KEYS = {
  MAKECOMMERCE_SHOP_ID: 'fake-shop-id',
  MAKECOMMERCE_SECRET_KEY: 'fake-secret-key',
  PAYPAL_CLIENT_ID: 'fake-client-id',
  PAYPAL_CLIENT_SECRET: 'fake-client-secret',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
} as const;

/** The providers shop's environment (beside the sandbox shop's common settings). */
export function providersShopEnv(): Record<string, string> {
  return {
    PORT: String(PROVIDERS_SHOP_PORT),
    DATA_DIR: join(tmpdir(), `autoparts-e2e-providers-${PROVIDERS_SHOP_PORT}`),
    ...FAKE_KEYS,
    MAKECOMMERCE_API_URL: fakeUrl('makecommerce'),
    PAYPAL_API_URL: fakeUrl('paypal'),
    STRIPE_API_URL: fakeUrl('stripe'),
  };
}
