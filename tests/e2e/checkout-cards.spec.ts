import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fakeIntent, serveFakeStripeJs, STRIPE_JS_URL, TEST_NUMBERS } from './fake-stripe-js';
import { PROVIDERS_SHOP_PORT, PROVIDERS_SHOP_URL } from './providers';
import { appErrors, CHECKOUT_TEXTS, toPaymentStep, type CheckoutTexts, type Shopper } from './checkout-journey';
import { collectErrors, E2E_PORT, outboxMails, uniqueEmail } from './support';

/**
 * Card payments in the Italian views (spec section 4 "Payment flows", Card; sections 5, 8, 9): with provider keys
 * (the providers shop, whose real Stripe adapter talks to the local Stripe API fake, and a fake Stripe.js served
 * in place of js.stripe.com), and without (the sandbox shop's test cards).
 */
/** The browser logs the order's 402 'Authentication Required' answer (the server's contract for 3-D Secure); nothing else. */
const without402 = (errors: string[]) => appErrors(errors).filter((error) => !error.includes('status of 402 (Payment Required)'));

/** The card's own texts beside the checkout's; `at(port)`: the view's address on the shop at that port. */
const EN = {
  ...CHECKOUT_TEXTS.en,
  at: (port: number) => `http://localhost:${port}/ap24_italy_en`,
  language: 'en',
  card: /^Credit Card/,
  cod: /^Cash On Delivery/,
  testMode: 'Test mode: no real money is charged.',
  processing: 'Processing order...',
};
const IT: typeof EN = {
  ...CHECKOUT_TEXTS.it,
  at: (port) => `http://it.localhost:${port}`,
  language: 'it',
  card: /^Carta di credito/,
  cod: /^Pagamento alla consegna/,
  testMode: 'Modalità di prova: non viene addebitato denaro reale.',
  processing: "Elaborazione dell'ordine...",
};
type ViewTexts = typeof EN;

/** A shopper in Milan. */
const milanShopper = (email: string): Shopper => ({ firstName: 'Giulia', lastName: 'Rossi', email, street: 'Via Roma 1', city: 'Milano', zip: '20121', phone: '+39 02 555 1234' });

/** The first two steps on the shop at `port`, then the payment step (answered). */
async function toPayment(page: Page, texts: CheckoutTexts & { at: (port: number) => string }, port: number, email: string) {
  return toPaymentStep(page, { ...texts, prefix: texts.at(port) }, milanShopper(email));
}

/** Review: accept the terms and place the order. */
async function place(review: ReturnType<Page['locator']>, texts: ViewTexts) {
  await review.getByLabel(texts.terms).check();
  await review.getByRole('button', { name: texts.place }).click();
}

const exportLog = async (page: Page) =>
  (await page.evaluate(async () => (window as unknown as { shop: { exportLog(): Promise<string> } }).shop.exportLog()))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown> });

const confirmations = async (request: APIRequestContext, email: string) => (await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation');

test.describe('with provider keys (Stripe.js, the Stripe API fake)', () => {
  test.use({ baseURL: PROVIDERS_SHOP_URL });

  for (const texts of [EN, IT]) {
    test(`${texts.language}: 3-D Secure card, the challenge handled, the same order resent once, paid`, async ({ page, request }) => {
      test.slow();
      const errors = collectErrors(page);
      const stripeJs = await serveFakeStripeJs(page);
      const orders: string[] = [];
      page.on('request', (req) => void (req.method() === 'POST' && new URL(req.url()).pathname === '/api/order' && orders.push(req.postData() ?? '')));
      const email = uniqueEmail(`card-3ds-${texts.language}`);
      const { payment, review } = await toPayment(page, texts, PROVIDERS_SHOP_PORT, email);

      // Stripe.js is loaded only once the card is chosen, in the view's language, with the shop's publishable key.
      await expect(payment.getByRole('radio', { name: texts.cod })).toBeVisible();
      expect(stripeJs.requests()).toBe(0);
      await payment.getByRole('radio', { name: texts.card }).check();
      await expect(payment.getByText(texts.testMode)).toBeVisible();
      const number = payment.getByLabel('Card number');
      await expect(number).toBeVisible();
      expect(stripeJs.requests()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __stripeFake: { publishableKey: string; options: { locale: string } } }).__stripeFake)).toMatchObject({
        publishableKey: 'pk_test_fake',
        options: { locale: texts.language },
      });
      // The step waits for a card.
      await payment.getByRole('button', { name: texts.continueReview }).click();
      await expect(review.getByRole('button', { name: texts.place })).toHaveCount(0);
      await number.fill(TEST_NUMBERS.threeDSecure);
      await expect(payment.getByText(/3155/)).toBeVisible();
      await payment.getByRole('button', { name: texts.continueReview }).click();
      await expect(review).toContainText('3155');
      await place(review, texts);

      // Authentication Required: the card action's challenge (Stripe's dialog), 'Processing order...' meanwhile.
      const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
      await expect(challenge).toBeVisible();
      await expect(review.getByRole('status').filter({ hasText: texts.processing })).toBeVisible();
      await challenge.getByRole('button', { name: 'Complete authentication' }).click();

      await expect(page).toHaveURL(/\/thank-you-page$/);
      await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
      // The thank-you page renders after the URL changes: wait for the number before reading it.
      await expect(page.locator('#main')).toContainText(texts.orderNumber);
      const orderNumber = texts.orderNumber.exec((await page.locator('#main').textContent()) ?? '')?.[1];
      expect(orderNumber).toBeTruthy();

      // The same order twice (the resend after the check), with the card's token; one order on the server.
      expect(orders).toHaveLength(2);
      const [first, second] = orders.map((body) => JSON.parse(body) as { order_id: string; addressInformation: { payment_method_additional: unknown } });
      expect(second?.order_id).toBe(first?.order_id);
      expect(first?.addressInformation.payment_method_additional).toEqual({ token: 'pm_card_threeDSecure2Required:visa:3155' });
      await expect.poll(async () => (await confirmations(request, email)).length).toBe(1);
      expect((await confirmations(request, email))[0]?.text_body).toContain(orderNumber);

      // Paid: the intent the check was for is captured at Stripe, for this client order id.
      const log = await exportLog(page);
      const started = log.filter((event) => event.type === 'checkout-module-it-cards/authenticationStarted');
      expect(started).toHaveLength(1);
      const intent = await fakeIntent(String(started[0]?.data.intentId));
      expect(intent).toMatchObject({ status: 'succeeded', metadata: { order_id: first?.order_id } });
      expect(log.filter((event) => event.type === 'checkout/orderPlacementStarted')).toHaveLength(2);
      expect(without402(errors)).toEqual([]);
    });
  }

  test("en: a declined card returns to the payment step with the provider's message", async ({ page }) => {
    test.slow();
    await serveFakeStripeJs(page);
    const { payment, review } = await toPayment(page, EN, PROVIDERS_SHOP_PORT, uniqueEmail('card-declined'));
    await payment.getByRole('radio', { name: EN.card }).check();
    await payment.getByLabel('Card number').fill(TEST_NUMBERS.declined);
    await expect(payment.getByText(/0002/)).toBeVisible();
    await payment.getByRole('button', { name: EN.continueReview }).click();
    await place(review, EN);
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).first()).toBeVisible();
    // Back to the payment step: its form is open again with the card method, and a new card is asked for.
    await expect(payment.getByRole('button', { name: EN.continueReview })).toBeVisible();
    await expect(payment.getByRole('radio', { name: EN.card })).toBeChecked();
    await expect(payment.getByLabel('Card number')).toHaveValue('');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("en: a failed 3-D Secure check: Stripe's message, back to the payment step; another card then pays", async ({ page, request }) => {
    test.slow();
    await serveFakeStripeJs(page);
    const email = uniqueEmail('card-3ds-fail');
    const { payment, review } = await toPayment(page, EN, PROVIDERS_SHOP_PORT, email);
    await payment.getByRole('radio', { name: EN.card }).check();
    await payment.getByLabel('Card number').fill(TEST_NUMBERS.threeDSecure);
    await expect(payment.getByText(/3155/)).toBeVisible();
    await payment.getByRole('button', { name: EN.continueReview }).click();
    await place(review, EN);
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We are unable to authenticate your payment method.' }).first()).toBeVisible();
    await expect(payment.getByLabel('Card number')).toHaveValue('');
    await payment.getByLabel('Card number').fill(TEST_NUMBERS.visa);
    await expect(payment.getByText(/4242/)).toBeVisible();
    await payment.getByRole('button', { name: EN.continueReview }).click();
    await place(review, EN);
    await expect(page).toHaveURL(/\/thank-you-page$/);
    await expect.poll(async () => (await confirmations(request, email)).length).toBe(1);
    const types = (await exportLog(page)).map((event) => event.type);
    expect(types.filter((type) => type === 'checkout-module-it-cards/authenticationFailed')).toHaveLength(1);
  });

  test('en: Stripe.js cannot load: the method says so politely and cash on delivery still works', async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);
    await page.route(STRIPE_JS_URL, (route) => route.abort());
    const email = uniqueEmail('card-offline');
    const { payment, review } = await toPayment(page, EN, PROVIDERS_SHOP_PORT, email);
    await payment.getByRole('radio', { name: EN.card }).check();
    await expect(payment.getByText('Card payment cannot be loaded right now. Please check your connection, try again later or choose another payment method.').first()).toBeVisible();
    await payment.getByRole('radio', { name: EN.cod }).check();
    await payment.getByRole('button', { name: EN.continueReview }).click();
    await place(review, EN);
    await expect(page).toHaveURL(/\/thank-you-page$/);
    await expect.poll(async () => (await confirmations(request, email)).length).toBe(1);
    // Only the blocked script itself is in the console.
    expect(appErrors(errors).filter((error) => !/ERR_FAILED|Failed to load resource/.test(error))).toEqual([]);
  });
});

test.describe('without provider keys (the sandbox shop)', () => {
  test('en: a test card with 3-D Secure: the test check approved, the order resent, thank-you page', async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);
    let scripts = 0;
    await page.route(STRIPE_JS_URL, (route) => ((scripts += 1), route.abort()));
    const email = uniqueEmail('card-sandbox');
    const { payment, review } = await toPayment(page, EN, Number(E2E_PORT), email);
    await payment.getByRole('radio', { name: EN.card }).check();
    await expect(payment.getByText(EN.testMode)).toBeVisible();
    await expect(payment.getByRole('group', { name: 'Test cards' })).toBeVisible();
    await payment.getByRole('button', { name: EN.continueReview }).click();
    await expect(payment.getByText('Choose one of the test cards.').first()).toBeVisible();
    await payment.getByRole('radio', { name: 'Visa ending in 3155: asks for 3-D Secure' }).check();
    await payment.getByRole('button', { name: EN.continueReview }).click();
    await place(review, EN);

    const challenge = review.getByRole('region', { name: 'Confirm the payment (test 3-D Secure)' });
    await expect(challenge).toBeVisible();
    await expect(review.getByRole('status').filter({ hasText: EN.processing })).toBeVisible();
    await challenge.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/ap24_italy_en\/thank-you-page$/);
    // The thank-you page renders after the URL changes: wait for the number before reading it.
    await expect(page.locator('#main')).toContainText(EN.orderNumber);
    const orderNumber = EN.orderNumber.exec((await page.locator('#main').textContent()) ?? '')?.[1];
    expect(orderNumber).toBeTruthy();
    await expect.poll(async () => (await confirmations(request, email)).length).toBe(1);
    expect(scripts).toBe(0);
    const types = (await exportLog(page)).map((event) => event.type);
    expect(types.filter((type) => type === 'checkout/orderPlacementStarted')).toHaveLength(2);
    expect(types).toContain('checkout-module-it-cards/testChallengeAnswered');
    expect(without402(errors)).toEqual([]);
  });

  test('the card method does not show in the Estonian view', async ({ page }) => {
    test.slow();
    const { payment } = await toPayment(page, { ...CHECKOUT_TEXTS.et, at: (port) => `http://localhost:${port}` }, Number(E2E_PORT), uniqueEmail('card-et'));
    await expect(payment.getByRole('radio', { name: /^Sularahas kättesaamisel/ })).toBeVisible();
    await expect(payment.getByRole('radio')).not.toHaveCount(0);
    await expect(payment.getByRole('radio', { name: /Krediitkaart|Credit Card/ })).toHaveCount(0);
  });
});
