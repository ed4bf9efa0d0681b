import { expect, test, type Page } from '@playwright/test';
import { fakeUrl, PROVIDERS_SHOP_URL } from './providers';
import { appErrors, CHECKOUT_TEXTS, tallinnShopper, toPaymentStep } from './checkout-journey';
import { collectErrors, outboxMails, uniqueEmail, waitForHydration } from './support';

/**
 * PayPal express journeys (spec section 4 "Payment flows", section 7 "PayPal", ADR 0030): with provider keys,
 * PayPal's buttons (a fake of PayPal's browser SDK whose button calls createOrder, approves the order at the
 * local fake of PayPal's API the way a buyer's browser does, then onApprove); without keys, the server's sandbox
 * page by redirect and back to the checkout; and PayPal's script unreachable, where cash on delivery still works.
 */
const SDK = 'https://www.paypal.com/sdk/js**';

/** PayPal's own texts beside the checkout's, per view. */
const VIEWS = {
  en: {
    ...CHECKOUT_TEXTS.en,
    paypal: /^PayPal Express Checkout/,
    incomplete: 'Please pay with PayPal first, or choose another payment method.',
    continueToPaypal: 'Continue to PayPal',
    approved: /^Your PayPal payment of (\d+\.\d{2}) € is approved\. Continue to review and place the order\.$/,
    unavailable: 'PayPal cannot be reached at the moment. Please choose another payment method.',
    reviewApproved: /PayPal: your payment of (\d+\.\d{2}) € is approved\./,
    paid: 'PayPal: paid with your PayPal account.',
  },
  et: {
    ...CHECKOUT_TEXTS.et,
    paypal: /^PayPal/,
    incomplete: 'Palun maksa enne jätkamist PayPaliga või vali muu makseviis.',
    continueToPaypal: 'Jätka PayPali',
    approved: /^Sinu PayPali makse summas (\d+,\d{2}) € on kinnitatud\. Jätka ülevaatusega ja esita tellimus\.$/,
    unavailable: 'PayPal ei ole hetkel kättesaadav. Palun vali muu makseviis.',
    reviewApproved: /PayPal: sinu makse summas (\d+,\d{2}) € on kinnitatud\./,
    paid: 'PayPal: makstud sinu PayPali kontoga.',
  },
};
type ViewTexts = (typeof VIEWS)['en'];

/**
 * A fake of PayPal's browser SDK (window.paypal.Buttons(...).render(el)): its button calls the shop's createOrder,
 * then does what the buyer's browser does at PayPal (opens the checkout page of the order, presses Approve there,
 * both at www.paypal.com, which `routePaypalToFake` hands to the local fake of PayPal, so the page's CSP sees
 * PayPal's own origin), then calls onApprove with the order and payer ids.
 */
const fakeSdk = (paypal: string) => `
window.paypal = {
  Buttons: function (options) {
    return {
      isEligible: function () { return true; },
      close: function () { return Promise.resolve(); },
      render: function (container) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal (fake SDK)';
        button.addEventListener('click', async function () {
          try {
            var orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
            await fetch(${JSON.stringify(paypal)} + '/checkoutnow?token=' + encodeURIComponent(orderID), { mode: 'no-cors' });
            await fetch(${JSON.stringify(paypal)} + '/checkoutnow/' + encodeURIComponent(orderID) + '/approve', { method: 'POST', mode: 'no-cors' });
            await options.onApprove({ orderID: orderID, payerID: 'FAKEPAYER' }, {});
          } catch (error) {
            if (options.onError) options.onError(error);
          }
        });
        container.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};`;

/** PayPal's site, where the fake SDK sends the buyer's browser. */
const PAYPAL_WEB = 'https://www.paypal.com';

/** Answers the fake SDK's calls to PayPal's checkout pages from the local fake of PayPal. */
async function routePaypalToFake(page: Page): Promise<void> {
  await page.route(`${PAYPAL_WEB}/checkoutnow**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${fakeUrl('paypal')}${url.pathname}${url.search}` }) });
  });
}

/** Review shows the approved amount; terms, place; the thank-you page's order number and PayPal line. */
async function placeAndThank(page: Page, texts: ViewTexts, review: ReturnType<Page['locator']>): Promise<{ number: string; total: string }> {
  await expect(review).toContainText(texts.reviewApproved);
  const approvedTotal = texts.reviewApproved.exec((await review.textContent()) ?? '')?.[1] ?? '';
  const total = /\d+[.,]\d{2}/.exec((await review.locator('dl strong').last().textContent()) ?? '')?.[0] ?? '';
  // PayPal captured the review's grand total (the server's figure).
  expect(approvedTotal).toBe(total);
  await review.getByLabel(texts.terms).check();
  await review.getByRole('button', { name: texts.place }).click();
  await expect(page).toHaveURL(new RegExp(`${texts.prefix}/thank-you-page`));
  await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
  const main = page.locator('#main');
  await expect(main).toContainText(texts.orderNumber);
  await expect(main).toContainText(texts.paid);
  return { number: texts.orderNumber.exec((await main.textContent()) ?? '')?.[1] ?? '', total: total.replace(',', '.') };
}

/** The log's PayPal events (what support receives), without the settings' requests. */
async function paypalLog(page: Page): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const log = await page.evaluate(async () => (window as unknown as { shop: { exportLog(): Promise<string> } }).shop.exportLog());
  return log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string; data: Record<string, unknown> }).filter(({ type }) => type.startsWith('payment-paypal/') && !type.startsWith('payment-paypal/config'));
}
const paypalEvents = async (page: Page) => (await paypalLog(page)).map((event) => event.type);

/**
 * On the server: one confirmation mail naming the order, PayPal and the total; the PayPal order the shop placed it
 * with answers complete (idempotent) as captured for exactly that total, the server's.
 */
async function expectPaidOnServer(page: Page, texts: ViewTexts, email: string, number: string, total: string) {
  const request = page.request;
  await expect.poll(async () => (await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation').length).toBe(1);
  const [mail] = (await outboxMails(request, email)).filter((m) => m.kind === 'order_confirmation');
  expect(mail?.text_body).toContain(number);
  expect(mail?.text_body).toContain('PayPal');
  expect(mail?.text_body).toMatch(new RegExp(`${total.replace('.', '[.,]')}\\s?€`));
  const paid = (await paypalLog(page)).find((event) => event.type === 'payment-paypal/orderPaid')?.data;
  expect(paid).toMatchObject({ orderNumber: number, amount: Number(total) });
  const store = texts.prefix ? `${texts.prefix.replace('/', '')}/` : '';
  const capture = await request.post(`/api/ext/paypal/${store}complete`, { data: { orderID: paid?.paypalOrderId } });
  expect(await capture.json()).toMatchObject({ code: 200, result: { status: 'COMPLETED', id: paid?.paypalOrderId, amount: Number(total) } });
}

test.describe('with provider keys: PayPal buttons against the fake of PayPal', () => {
  // Once in a fresh clone's run (1 of 4 runs) the payment methods of the providers shop did not arrive in time and
  // the step showed its fallback: one retry on CI until that is found; the trace of the failed try is kept.
  test.describe.configure({ retries: process.env.CI ? 1 : 0 });
  test.use({ baseURL: PROVIDERS_SHOP_URL });

  for (const [language, texts] of Object.entries(VIEWS)) {
    test(`checkout (${language}): a guest pays with PayPal's buttons, places the order, and it is paid on the server`, async ({ page }) => {
      test.slow();
      const errors = collectErrors(page);
      const scripts: URL[] = [];
      await page.route(SDK, async (route) => {
        scripts.push(new URL(route.request().url()));
        await route.fulfill({ contentType: 'application/javascript', body: fakeSdk(PAYPAL_WEB) });
      });
      await routePaypalToFake(page);
      const calls: string[] = [];
      page.on('request', (request) => void (request.url().includes('/api/ext/paypal') && calls.push(`${request.method()} ${new URL(request.url()).pathname}`)));
      const email = uniqueEmail(`paypal-${language}`);
      const { payment, review } = await toPaymentStep(page, texts, tallinnShopper(email));
      expect(scripts).toEqual([]);

      await payment.getByRole('radio', { name: texts.paypal }).check();
      const button = payment.getByRole('button', { name: 'Pay with PayPal (fake SDK)' });
      await expect(button).toBeVisible();
      // Loaded only now, with the spec's currency and funding limits and the shop's public client id.
      expect(scripts).toHaveLength(1);
      expect(Object.fromEntries(scripts[0]!.searchParams)).toMatchObject({ 'client-id': 'fake-client-id', currency: 'EUR', intent: 'capture', 'disable-funding': 'card,credit,paylater' });
      // Held until PayPal approves.
      await payment.getByRole('button', { name: texts.continueReview }).click();
      await expect(payment.getByText(texts.incomplete).first()).toBeVisible();

      await button.click();
      await expect(payment.getByText(texts.approved)).toBeVisible();
      // Spec section 7: under /api/ext/paypal, with the store prefix for every view but the default one.
      expect(calls).toEqual(['GET /api/ext/paypal/config', `POST /api/ext/paypal${texts.prefix}/setExpressCheckout`, `POST /api/ext/paypal${texts.prefix}/complete`]);
      await payment.getByRole('button', { name: texts.continueReview }).click();
      const { number, total } = await placeAndThank(page, texts, review);
      expect(number).toMatch(/^\d+$/);
      await expectPaidOnServer(page, texts, email, number, total);
      expect(await paypalEvents(page)).toEqual(['payment-paypal/checkoutRequested', 'payment-paypal/checkoutOpened', 'payment-paypal/paymentApproved', 'payment-paypal/paymentCompleted', 'payment-paypal/orderPaid']);
      expect(appErrors(errors)).toEqual([]);
    });
  }

  for (const [language, texts] of Object.entries(VIEWS)) {
    test(`checkout (${language}): PayPal's script cannot be loaded; the method says so and cash on delivery still places the order`, async ({ page }) => {
      test.slow();
      const errors = collectErrors(page);
      await page.route(SDK, (route) => route.abort('internetdisconnected'));
      const email = uniqueEmail(`paypal-down-${language}`);
      const { payment, review } = await toPaymentStep(page, texts, tallinnShopper(email));
      await payment.getByRole('radio', { name: texts.paypal }).check();
      await expect(payment.getByText(texts.unavailable)).toBeVisible();
      await payment.getByRole('radio', { name: texts.cod }).check();
      await payment.getByRole('button', { name: texts.continueReview }).click();
      await review.getByLabel(texts.terms).check();
      await review.getByRole('button', { name: texts.place }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/thank-you-page`));
      await expect(page.locator('#main')).toContainText(texts.orderNumber);
      await expect.poll(async () => (await outboxMails(page.request, email)).filter((mail) => mail.kind === 'order_confirmation').length).toBe(1);
      // The failed script is in the log for support; the browser's own report of the aborted request is expected.
      expect(await paypalEvents(page)).toEqual(['payment-paypal/buttonsFailed']);
      expect(appErrors(errors).filter((error) => !/paypal\.com\/sdk\/js|ERR_INTERNET_DISCONNECTED|PayPal script/i.test(error))).toEqual([]);
    });
  }
});

test.describe('without keys: the sandbox approval page by redirect', () => {
  for (const [language, texts] of Object.entries(VIEWS)) {
    test(`checkout (${language}): a guest goes to the sandbox, approves, comes back to the review, and the order is paid`, async ({ page }) => {
      test.slow();
      const errors = collectErrors(page);
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
      const email = uniqueEmail(`paypal-sb-${language}`);
      const { payment } = await toPaymentStep(page, texts, tallinnShopper(email));
      await payment.getByRole('radio', { name: texts.paypal }).check();

      // First a cancel: back on the checkout with a polite notice, PayPal can be tried again.
      await payment.getByRole('button', { name: texts.continueToPaypal }).click();
      await expect(page).toHaveURL(/\/api\/ext\/payment-sandbox\/paypal\/SB\w+$/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/checkout$`));
      await waitForHydration(page);
      const cancelled = language === 'en' ? 'You cancelled the payment at PayPal. You can try again or choose another payment method.' : 'Sa tühistasid makse PayPalis. Võid uuesti proovida või valida muu makseviisi.';
      await expect(page.getByRole('alert').filter({ hasText: cancelled }).or(page.getByRole('status').filter({ hasText: cancelled })).first()).toBeVisible();

      const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
      const again = steps.getByRole('listitem').nth(2);
      await again.getByRole('radio', { name: texts.paypal }).check();
      await again.getByRole('button', { name: texts.continueToPaypal }).click();
      await expect(page).toHaveURL(/\/api\/ext\/payment-sandbox\/paypal\/SB\w+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'PayPal (sandbox)' })).toBeVisible();
      await page.getByRole('button', { name: 'Approve payment' }).click();

      // Back on the checkout: the payment is captured and the payment step saved with it; the review is next.
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/checkout$`));
      await waitForHydration(page);
      const review = steps.getByRole('listitem').nth(3);
      const { number, total } = await placeAndThank(page, texts, review);
      await expectPaidOnServer(page, texts, email, number, total);
      expect(await paypalEvents(page)).toEqual([
        'payment-paypal/checkoutRequested', 'payment-paypal/checkoutOpened', 'payment-paypal/paymentCancelled',
        'payment-paypal/checkoutRequested', 'payment-paypal/checkoutOpened', 'payment-paypal/paymentApproved', 'payment-paypal/paymentCompleted', 'payment-paypal/orderPaid',
      ]);
      expect(appErrors(errors)).toEqual([]);
    });
  }
});
