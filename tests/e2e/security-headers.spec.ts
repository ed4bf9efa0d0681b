import { expect, test, type Page, type Response } from '@playwright/test';
import { serveFakeStripeJs } from './fake-stripe-js';
import { PROVIDERS_SHOP_URL } from './providers';
import { CHECKOUT_TEXTS, toPaymentStep, tallinnShopper } from './checkout-journey';
import { uniqueEmail, waitForHydration } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 18 item 15 in a real browser: the pages' Content-Security-Policy (a nonce per render, the modules' origins
 * per store view) lets everything the shop runs run — hydration, lazy chunks, the service worker, Stripe.js and
 * PayPal's SDK at the payment step — with no violation, and another site cannot frame the shop. On the providers
 * shop (with payment keys), so the real SDK loaders run against the fakes served at the providers' addresses.
 */
test.use({ baseURL: PROVIDERS_SHOP_URL });

/** Violations the page reported (`securitypolicyviolation` events and the console's CSP errors). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

/** The documents the browser loaded, to check their headers. */
function watchDocuments(page: Page): Response[] {
  const documents: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.url().startsWith(PROVIDERS_SHOP_URL)) documents.push(response);
  });
  return documents;
}

async function expectPageHeaders(response: Response): Promise<void> {
  const headers = await response.allHeaders();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, response.url()).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

/** A fake of PayPal's SDK: renders one button (the PayPal journeys test the flow itself). */
const FAKE_PAYPAL_SDK = `window.paypal = { Buttons: function () { return { isEligible: function () { return true; }, close: function () { return Promise.resolve(); },
  render: function (el) { var b = document.createElement('button'); b.type = 'button'; b.textContent = 'Pay with PayPal (fake SDK)'; el.appendChild(b); return Promise.resolve(); } }; } };`;

const VIEWS = [
  { name: 'English (Tallinn)', prefix: '/eng', cards: false },
  { name: 'Italy (English)', prefix: '/ap24_italy_en', cards: true },
] as const;

for (const view of VIEWS) {
  test(`${view.name}: home, category, product, cart, checkout with its payment SDKs, my account: headers set, no CSP violation`, async ({ page }) => {
    test.slow();
    const violations = await watchViolations(page);
    const documents = watchDocuments(page);
    const stripeJs = await serveFakeStripeJs(page);
    let paypalScripts = 0;
    await page.route('https://www.paypal.com/sdk/js**', (route) => ((paypalScripts += 1), route.fulfill({ contentType: 'application/javascript', body: FAKE_PAYPAL_SDK })));

    for (const path of ['', '/c/oil-filters']) {
      await page.goto(`${view.prefix}${path}`);
      await waitForHydration(page);
    }
    // Product (add to cart), checkout and its steps: the journey's own helper.
    const texts = { ...CHECKOUT_TEXTS.en, prefix: `${PROVIDERS_SHOP_URL}${view.prefix}` };
    const { payment } = await toPaymentStep(page, texts, tallinnShopper(uniqueEmail('csp')));
    await payment.getByRole('radio', { name: /^PayPal/ }).check();
    await expect(payment.getByRole('button', { name: 'Pay with PayPal (fake SDK)' })).toBeVisible();
    expect(paypalScripts).toBe(1);
    if (view.cards) {
      await payment.getByRole('radio', { name: /^Credit Card/ }).check();
      await expect(payment.getByLabel('Card number')).toBeVisible();
      expect(stripeJs.requests()).toBe(1);
    }
    expect(await violations()).toEqual([]);

    for (const path of ['/cart', '/my-account']) {
      await page.goto(`${view.prefix}${path}`);
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
    }
    // Home, category, product, checkout, cart, my account.
    expect(documents.length).toBeGreaterThanOrEqual(6);
    for (const response of documents) await expectPageHeaders(response);
  });
}

test('another site cannot show the shop in a frame (frame-ancestors none, X-Frame-Options DENY)', async ({ page }) => {
  await page.goto(`${PROVIDERS_SHOP_URL}/eng/my-account`);
  await waitForHydration(page);
  // Even the shop's own page may not frame it ('none'); another site's could not either.
  await page.setContent(`<iframe src="${PROVIDERS_SHOP_URL}/eng/my-account" title="framed"></iframe>`);
  // The browser refuses to render it and shows its error page in the frame instead.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[title="framed"]').locator('#root')).toHaveCount(0);
});
