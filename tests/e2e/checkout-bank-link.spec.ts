import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fakeUrl, PROVIDERS_SHOP_URL } from './providers';
import { appErrors, CHECKOUT_TEXTS, reviewTotal, tallinnShopper, toPaymentStep } from './checkout-journey';
import { collectErrors, outboxMails, uniqueEmail, waitForHydration } from './support';

/**
 * Bank link journeys (spec section 4 "Payment flows", section 7 "Bank-link transaction"): a guest places an order
 * paid by bank link, the shop creates the transaction and sends the browser to the bank (the server's sandbox
 * approval page without provider keys), and the bank sends the shopper back: Approve → the thank-you page with
 * the order number, the order paid on the server; Cancel → the see-you page, the order cancelled.
 */
const SANDBOX_PAGE = /\/api\/ext\/payment-sandbox\/makecommerce\/mcsb_[\w-]+$/;

/** The sandbox bank page has no icon, so the browser's own /favicon.ico request would log a 404 that is not the shop's. */
async function noFaviconNoise(page: Page) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
}

/** The bank link's own texts beside the checkout's, per view. */
const VIEWS = {
  en: {
    ...CHECKOUT_TEXTS.en,
    bankLink: /^Bank link/,
    bankNote: 'You will be taken to your bank to pay after placing the order.',
    reviewSummary: 'Bank link: you pay at your bank after placing the order.',
    paid: 'Bank link: thank you for paying at your bank.',
  },
  et: {
    ...CHECKOUT_TEXTS.et,
    bankLink: /^Pangalink/,
    bankNote: 'Pärast tellimuse esitamist suunatakse sind maksmiseks sinu panka.',
    reviewSummary: 'Pangalink: maksad pärast tellimuse esitamist oma pangas.',
    paid: 'Pangalink: aitäh, et maksid oma pangas.',
  },
  it: {
    ...CHECKOUT_TEXTS.it,
    bankLink: /^Bonifico online/,
    bankNote: "Dopo aver effettuato l'ordine verrai indirizzato alla tua banca per pagare.",
    reviewSummary: "Bonifico online: paghi presso la tua banca dopo aver effettuato l'ordine.",
    paid: 'Bonifico online: grazie per aver pagato presso la tua banca.',
  },
};
type ViewTexts = (typeof VIEWS)['en'];

/** The four steps with the bank link chosen, up to "Place the order"; answers the grand total the review showed. */
async function placeWithBankLink(page: Page, texts: ViewTexts, email: string): Promise<string> {
  const { payment, review } = await toPaymentStep(page, texts, tallinnShopper(email));
  const bankLink = payment.getByRole('radio', { name: texts.bankLink });
  await expect(bankLink).toBeVisible();
  await bankLink.check();
  await expect(payment.getByText(texts.bankNote)).toBeVisible();
  await payment.getByRole('button', { name: texts.continueReview }).click();

  await expect(review).toContainText(texts.reviewSummary);
  const total = await reviewTotal(review);
  await review.getByLabel(texts.terms).check();
  await review.getByRole('button', { name: texts.place }).click();
  return total;
}

/** The sandbox bank page the shop sent the browser to: answers the order number it shows, after checking the amount. */
async function atTheBank(page: Page, total: string, bank = { url: SANDBOX_PAGE, name: 'Bank link (sandbox)' }): Promise<string> {
  // The shop created the transaction and sent the browser to the bank (the sandbox page on this server).
  await expect(page).toHaveURL(bank.url);
  await expect(page.getByRole('heading', { level: 1, name: bank.name })).toBeVisible();
  const number = (await page.locator('dt', { hasText: 'Order number' }).locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d+$/);
  // The bank asks for the total the review showed (the server's, computed from the order).
  await expect(page.locator('dt', { hasText: 'Amount' }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${total} €`);
  return number;
}

/** What create-transaction says about the order now (the server refuses a paid or cancelled order by name). */
async function transactionRefusal(request: APIRequestContext, number: string, total: string): Promise<{ status: number; result: unknown }> {
  const res = await request.post('/api/ext/make-commerce/create-transaction', {
    data: { transaction: { amount: Number(total), currency: 'EUR', reference: number, order_ids: [number] }, customer: {} },
  });
  return { status: res.status(), result: ((await res.json()) as { result: unknown }).result };
}

for (const [language, texts] of Object.entries(VIEWS)) {
  test(`checkout (${language}): a guest pays by bank link, approves at the bank, and is back on the thank-you page with the order paid`, async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);
    await noFaviconNoise(page);
    const email = uniqueEmail(`bank-${language}`);
    const total = await placeWithBankLink(page, texts, email);
    const number = await atTheBank(page, total);

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`${texts.prefix}/thank-you-page\\?order=${number}$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
    await expect(page.locator('#main')).toContainText(texts.orderNumber);
    // The thank-you page renders after the URL changes: wait for the number before reading it.
    await expect(page.locator('#main')).toContainText(texts.orderNumber);
    expect(texts.orderNumber.exec((await page.locator('#main').textContent()) ?? '')?.[1]).toBe(number);
    await expect(page.locator('#main')).toContainText(texts.paid);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // On the server: one order for this e-mail with that number and total, and it is paid.
    await expect.poll(async () => (await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation').length).toBe(1);
    const [mail] = (await outboxMails(request, email)).filter((m) => m.kind === 'order_confirmation');
    expect(mail?.text_body).toContain(number);
    expect(mail?.text_body).toMatch(new RegExp(`${total.replace('.', '[.,]')}\\s?€`));
    expect(await transactionRefusal(request, number, total)).toEqual({ status: 400, result: 'The order is already paid.' });

    // The event log (what support receives) shows the transaction and the return.
    const log = await page.evaluate(async () => (window as unknown as { shop: { exportLog(): Promise<string> } }).shop.exportLog());
    const types = log
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { type: string }).type)
      .filter((type) => type.startsWith('payment-bank-link/'));
    expect(types).toEqual(['payment-bank-link/transactionRequested', 'payment-bank-link/transactionCreated', 'payment-bank-link/shopperReturned']);
    expect(appErrors(errors)).toEqual([]);
  });
}

test('checkout (en): a guest cancels at the bank and lands on the see-you page; the order is cancelled', async ({ page, request }) => {
  test.slow();
  const errors = collectErrors(page);
  await noFaviconNoise(page);
  const total = await placeWithBankLink(page, VIEWS.en, uniqueEmail('bank-cancel'));
  const number = await atTheBank(page, total);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/eng/see-you-page\\?order=${number}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'See you soon!' })).toBeVisible();
  await expect(page.locator('#main')).toContainText(`The payment of order ${number} was cancelled.`);
  expect(await transactionRefusal(request, number, total)).toEqual({ status: 400, result: 'The order is cancelled.' });
  expect(appErrors(errors)).toEqual([]);
});

test("checkout (en): the transaction call fails; the thank-you page shows the spec's message, and Try again takes the shopper to the bank", async ({ page, request }) => {
  test.slow();
  const errors = collectErrors(page);
  await noFaviconNoise(page);
  // The payment-transaction service is down for the first call only.
  let calls = 0;
  await page.route('**/api/ext/make-commerce/create-transaction', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ code: 502, result: 'Payment method you chose is not available at the moment' }) });
  });
  const total = await placeWithBankLink(page, VIEWS.en, uniqueEmail('bank-retry'));

  await expect(page).toHaveURL(/\/eng\/thank-you-page$/);
  const main = page.locator('#main');
  await expect(main).toContainText(VIEWS.en.orderNumber);
  const number = VIEWS.en.orderNumber.exec((await main.textContent()) ?? '')?.[1] ?? '';
  expect(number).toMatch(/^\d+$/);
  await expect(main.getByText('Payment method you chose is not available at the moment')).toBeVisible();
  // The notification says so too, with its own way to try again.
  await expect(page.getByRole('alert').filter({ hasText: 'Payment method you chose is not available at the moment' })).toBeVisible();
  await main.getByRole('button', { name: 'Try again' }).click();

  expect(await atTheBank(page, total)).toBe(number);
  expect(calls).toBe(2);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/eng/thank-you-page\\?order=${number}$`));
  await expect(page.locator('#main')).toContainText(VIEWS.en.paid);
  expect(await transactionRefusal(request, number, total)).toEqual({ status: 400, result: 'The order is already paid.' });
  // The browser logs the 502 this test answered; nothing else.
  expect(appErrors(errors).filter((error) => !error.includes('status of 502'))).toEqual([]);
});

test.describe('with MakeCommerce keys (the real adapter against a local fake of its API)', () => {
  test.use({ baseURL: PROVIDERS_SHOP_URL });

  test('checkout (en): the transaction is created at the provider, the shopper pays there and is back on the thank-you page, the order paid', async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);
    await noFaviconNoise(page);
    const total = await placeWithBankLink(page, VIEWS.en, uniqueEmail('bank-provider'));
    const number = await atTheBank(page, total, { url: new RegExp(`^${fakeUrl('makecommerce')}/pay/[\\w-]+$`), name: 'MakeCommerce (fake)' });

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PROVIDERS_SHOP_URL}/eng/thank-you-page\\?order=${number}$`));
    await waitForHydration(page);
    await expect(page.locator('#main')).toContainText(VIEWS.en.paid);
    expect(await transactionRefusal(request, number, total)).toEqual({ status: 400, result: 'The order is already paid.' });
    expect(appErrors(errors)).toEqual([]);
  });
});
