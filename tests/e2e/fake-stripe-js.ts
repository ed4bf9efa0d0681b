/**
 * A fake of Stripe's browser SDK for the card journeys: served with `page.route` at the address
 * @stripe/stripe-js 10.2.1 injects (`https://js.stripe.com/endive/stripe.js`), so the shop's real adapter code
 * runs unchanged. `Stripe(pk, opts)` gives `elements().create('card')` (a real input, "Card number"),
 * `createPaymentMethod` (Stripe's test numbers → its test payment methods), `retrievePaymentIntent` and
 * `handleCardAction` (a small 3-D Secure dialog). The last two reach the local Stripe API fake through a
 * function the test exposes, which calls it over HTTP with the secret key (the browser never holds it).
 */
import type { Page, Route } from '@playwright/test';
import { FAKE_KEYS, fakeUrl } from './providers';

/** The script URL @stripe/stripe-js 10.2.1 injects (RELEASE_TRAIN 'endive'), with or without its query. */
export const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\/endive\/stripe\.js(\?.*)?$/;

/** Stripe's test card numbers and the test payment methods the API fake knows (server/commerce/payments/stripe/cards.ts). */
export const TEST_NUMBERS = { visa: '4242 4242 4242 4242', threeDSecure: '4000 0025 0000 3155', declined: '4000 0000 0000 0002' } as const;

const SCRIPT = `(() => {
  const METHODS = { '4242424242424242': 'pm_card_visa', '4000002500003155': 'pm_card_threeDSecure2Required', '4000000000000002': 'pm_card_chargeDeclined' };
  function Stripe(publishableKey, options) {
    const fake = (window.__stripeFake = { publishableKey, options: options || {}, calls: [] });
    const record = (call) => fake.calls.push(call);
    return {
      elements(elementsOptions) {
        record('elements');
        return {
          create(type) {
            record('create ' + type);
            const listeners = [];
            let input = null;
            const digits = () => (input ? input.value.replace(/\\D/g, '') : '');
            return {
              mount(target) {
                const box = typeof target === 'string' ? document.querySelector(target) : target;
                input = document.createElement('input');
                input.setAttribute('aria-label', 'Card number');
                input.setAttribute('inputmode', 'numeric');
                input.addEventListener('input', () => {
                  const n = digits();
                  const error = n.length > 16 ? { type: 'validation_error', message: 'Your card number is invalid.' } : undefined;
                  listeners.forEach((listener) => listener({ elementType: 'card', complete: n.length === 16, empty: n.length === 0, error, brand: 'visa' }));
                });
                box.appendChild(input);
              },
              on(name, listener) { if (name === 'change') listeners.push(listener); },
              destroy() { if (input) input.remove(); input = null; },
              unmount() { if (input) input.remove(); },
              __digits: digits,
            };
          },
        };
      },
      async createPaymentMethod({ type, card }) {
        record('createPaymentMethod ' + type);
        const number = card.__digits();
        const id = METHODS[number];
        if (!id) return { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } };
        return { paymentMethod: { id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: number.slice(-4) } } };
      },
      async retrievePaymentIntent(clientSecret) {
        record('retrievePaymentIntent');
        return { paymentIntent: await window.__stripeFakeApi('retrieve', clientSecret) };
      },
      async handleCardAction(clientSecret) {
        record('handleCardAction');
        const dialog = document.createElement('dialog');
        dialog.setAttribute('aria-label', '3D Secure 2 Test Page');
        dialog.innerHTML = '<p>3D Secure 2 Test Page</p><button type="button" value="approve">Complete authentication</button> <button type="button" value="fail">Fail authentication</button>';
        document.body.appendChild(dialog);
        dialog.showModal();
        const result = await new Promise((resolve) => dialog.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => resolve(button.value))));
        dialog.remove();
        const intent = await window.__stripeFakeApi(result, clientSecret);
        if (intent.status === 'requires_payment_method') {
          return { error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: intent.last_payment_error.message, payment_intent: intent } };
        }
        return { paymentIntent: intent };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Calls the Stripe API fake as the shop's server would (secret key). */
async function stripeApi(path: string, init: { method?: string; body?: string } = {}): Promise<Record<string, unknown>> {
  const res = await fetch(`${fakeUrl('stripe')}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${FAKE_KEYS.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A payment intent as the API fake holds it. */
export const fakeIntent = (id: string) => stripeApi(`/v1/payment_intents/${encodeURIComponent(id)}`);

/** Serves the fake Stripe.js; answers how often the page asked for it. */
export async function serveFakeStripeJs(page: Page): Promise<{ requests: () => number }> {
  let requests = 0;
  await page.exposeFunction('__stripeFakeApi', async (action: string, clientSecret: string) => {
    const id = encodeURIComponent(clientSecret.split('_secret_')[0] ?? '');
    if (action === 'retrieve') return stripeApi(`/v1/payment_intents/${id}`);
    return stripeApi(`/v1/test_helpers/payment_intents/${id}/authenticate`, { method: 'POST', body: `result=${action === 'approve' ? 'approve' : 'fail'}` });
  });
  await page.route(STRIPE_JS_URL, (route: Route) => {
    requests += 1;
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: SCRIPT });
  });
  return { requests: () => requests };
}
