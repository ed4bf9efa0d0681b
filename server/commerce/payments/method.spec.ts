/** The payment-method registry (ADR 0069): which views and carts get which methods, and malformed registrations. */
import { describe, expect, it } from 'vitest';
import { storeViews } from '../../../src/app/store-views';
import { loadCommerceConfig, testCommerceConfig } from '../config';
import { INSTALLED_PAYMENT_METHODS, paymentMethodsOf } from './installed';
import { createPaymentMethodRegistry, definePaymentMethod, type PaymentAvailabilityContext } from './method';

const view = (code: string) => {
  const found = storeViews.find((v) => v.storeCode === code);
  if (!found) throw new Error(code);
  return found;
};
const cart = (code: string, patch: Partial<PaymentAvailabilityContext> = {}): PaymentAvailabilityContext => ({ view: view(code), isVirtual: false, grandTotal: 50, countryId: 'EE', ...patch });
const installed = paymentMethodsOf({});
const sandbox = testCommerceConfig().payments;

describe('the installed payment methods', () => {
  it('offer the card only in the Italian views and no cash on delivery for virtual carts', () => {
    expect(installed.offered(cart('est'), sandbox)).toEqual([
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'makecommerce', title: 'Bank link', sandbox: true },
      { code: 'paypal_express', title: 'PayPal Express Checkout', sandbox: true },
    ]);
    expect(installed.offered(cart('ap24_italy_en', { isVirtual: true }), sandbox).map((m) => m.code)).toEqual(['makecommerce', 'paypal_express', 'stripe_payments']);
    expect(installed.offered(cart('ap24_italy_it'), sandbox).at(-1)).toEqual({ code: 'stripe_payments', title: 'Credit Card', sandbox: true });
    expect(installed.offered(cart('fin'), sandbox).map((m) => m.code)).not.toContain('stripe_payments');
  });

  it('offer a provider with keys as live, and none without keys once the sandbox is off', () => {
    const production = loadCommerceConfig({ NODE_ENV: 'production', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).payments;
    expect(production.sandbox).toBe(false);
    expect(installed.offered(cart('ap24_italy_it'), production)).toEqual([
      { code: 'cashondelivery', title: 'Cash On Delivery' },
      { code: 'paypal_express', title: 'PayPal Express Checkout' },
    ]);
    const allowed = loadCommerceConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }).payments;
    expect(installed.offered(cart('est'), allowed).filter((m) => m.sandbox).map((m) => m.code)).toEqual(['makecommerce', 'paypal_express']);
  });

  it('are the one list the server reads, each with a title in every mail language', () => {
    expect(installed.all).toEqual(INSTALLED_PAYMENT_METHODS);
    for (const part of INSTALLED_PAYMENT_METHODS) {
      expect(Object.keys(part.mailTitles).sort(), part.code).toEqual(['en', 'et', 'fi', 'it', 'ru']);
      expect(installed.get(part.code)).toBe(part);
    }
    expect(installed.get('invoice')).toBeUndefined();
  });
});

describe('a registered method', () => {
  const titles = { en: 'X', et: 'X', ru: 'X', fi: 'X', it: 'X' } as const;
  const bigOrders = definePaymentMethod({
    code: 'big_orders',
    title: 'Big orders',
    mailTitles: titles,
    views: (v) => v.language === 'fi',
    available: ({ grandTotal, countryId }) => grandTotal >= 100 && countryId === 'FI',
  });
  const registry = createPaymentMethodRegistry([bigOrders]);

  it('is offered only in its views and where its availability rule holds', () => {
    expect(registry.offered(cart('fin', { grandTotal: 100, countryId: 'FI' }), sandbox)).toEqual([{ code: 'big_orders', title: 'Big orders' }]);
    expect(registry.offered(cart('fin', { grandTotal: 99.99, countryId: 'FI' }), sandbox)).toEqual([]);
    expect(registry.offered(cart('fin', { grandTotal: 100, countryId: 'EE' }), sandbox)).toEqual([]);
    expect(registry.offered(cart('est', { grandTotal: 100, countryId: 'FI' }), sandbox)).toEqual([]);
  });

  it('runs on its provider: not offered without keys once the sandbox is off', () => {
    const withProvider = createPaymentMethodRegistry([definePaymentMethod({ code: 'big_orders', title: 'Big orders', mailTitles: titles, views: bigOrders.views, provider: 'paypal' })]);
    expect(withProvider.offered(cart('fin'), sandbox)).toEqual([{ code: 'big_orders', title: 'Big orders', sandbox: true }]);
    expect(withProvider.offered(cart('fin'), { ...sandbox, sandbox: false })).toEqual([]);
  });

  it('fails loudly at start-up when a code is repeated or malformed', () => {
    expect(() => createPaymentMethodRegistry([bigOrders, bigOrders])).toThrow('Payment method "big_orders" is registered twice');
    expect(() => createPaymentMethodRegistry([{ ...bigOrders, code: 'Big Orders' }])).toThrow('must be lower-case letters, digits and underscores');
  });
});
