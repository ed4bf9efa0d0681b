import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fakeUrl, PROVIDERS_SHOP_URL } from './providers';
import { collectErrors, E2E_PORT, outboxMails, uniqueEmail, waitForHydration } from './support';

/**
 * Bank link journeys (spec section 4 "Payment flows", section 7 "Bank-link transaction"): a guest places an order
 * paid by bank link, the shop creates the transaction and sends the browser to the bank (the server's sandbox
 * approval page without provider keys), and the bank sends the shopper back: Approve → the thank-you page with
 * the order number, the order paid on the server; Cancel → the see-you page, the order cancelled.
 */
const PRODUCT = '/p/FERODO-FDB98647/ferodo-fdb-98647-857';
const SANDBOX_PAGE = /\/api\/ext\/payment-sandbox\/makecommerce\/mcsb_[\w-]+$/;
const appErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

/** The sandbox bank page has no icon, so the browser's own /favicon.ico request would log a 404 that is not the shop's. */
async function noFaviconNoise(page: Page) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
}

interface ViewTexts {
  prefix: string;
  addToCart: string;
  cartButton: RegExp;
  firstName: string;
  lastName: string;
  email: string;
  continueShipping: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  dpd: RegExp;
  continuePayment: string;
  bankLink: RegExp;
  bankNote: string;
  continueReview: string;
  reviewSummary: string;
  place: string;
  terms: string;
  thanks: string;
  orderNumber: RegExp;
  paid: string;
}

const VIEWS: Record<'en' | 'et' | 'it', ViewTexts> = {
  en: {
    prefix: '/eng',
    addToCart: 'Add to cart',
    cartButton: /Shopping cart, 1 product/,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    continueShipping: 'Continue to shipping',
    street: 'Street address',
    city: 'City',
    zip: 'Zip code',
    phone: 'Phone number',
    dpd: /DPD Courier/,
    continuePayment: 'Continue to payment',
    bankLink: /^Bank link/,
    bankNote: 'You will be taken to your bank to pay after placing the order.',
    continueReview: 'Continue to review',
    reviewSummary: 'Bank link: you pay at your bank after placing the order.',
    place: 'Place the order',
    terms: 'I accept the terms and conditions',
    thanks: 'Thank you for your order!',
    orderNumber: /Your order number is (\S+)\./,
    paid: 'Bank link: thank you for paying at your bank.',
  },
  et: {
    prefix: '',
    addToCart: 'Lisa ostukorvi',
    cartButton: /Ostukorv/,
    firstName: 'Eesnimi',
    lastName: 'Perekonnanimi',
    email: 'E-posti aadress',
    continueShipping: 'Jätka tarnega',
    street: 'Tänav ja maja',
    city: 'Linn',
    zip: 'Postiindeks',
    phone: 'Telefoninumber',
    dpd: /DPD kuller/,
    continuePayment: 'Jätka maksega',
    bankLink: /^Pangalink/,
    bankNote: 'Pärast tellimuse esitamist suunatakse sind maksmiseks sinu panka.',
    continueReview: 'Jätka ülevaatusega',
    reviewSummary: 'Pangalink: maksad pärast tellimuse esitamist oma pangas.',
    place: 'Esita tellimus',
    terms: 'Nõustun müügitingimustega',
    thanks: 'Täname tellimuse eest!',
    orderNumber: /Sinu tellimuse number on (\S+)\./,
    paid: 'Pangalink: aitäh, et maksid oma pangas.',
  },
  it: {
    // The Italian view has its own host (it.localhost), as the shop's Italian domain.
    prefix: `http://it.localhost:${E2E_PORT}`,
    addToCart: 'Aggiungi al carrello',
    cartButton: /Carrello/,
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Indirizzo e-mail',
    continueShipping: 'Continua con la spedizione',
    street: 'Indirizzo',
    city: 'Città',
    zip: 'CAP',
    phone: 'Numero di telefono',
    dpd: /Corriere DPD/,
    continuePayment: 'Continua con il pagamento',
    bankLink: /^Bonifico online/,
    bankNote: "Dopo aver effettuato l'ordine verrai indirizzato alla tua banca per pagare.",
    continueReview: 'Continua con il riepilogo',
    reviewSummary: "Bonifico online: paghi presso la tua banca dopo aver effettuato l'ordine.",
    place: "Effettua l'ordine",
    terms: 'Accetto i termini e le condizioni',
    thanks: 'Grazie per il tuo ordine!',
    orderNumber: /Il numero del tuo ordine è (\S+)\./,
    paid: 'Bonifico online: grazie per aver pagato presso la tua banca.',
  },
};

/** The four steps with the bank link chosen, up to "Place the order"; answers the grand total the review showed. */
async function placeWithBankLink(page: Page, texts: ViewTexts, email: string): Promise<string> {
  await page.goto(`${texts.prefix}${PRODUCT}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: texts.cartButton })).toBeVisible();
  await page.goto(`${texts.prefix}/checkout`);
  await waitForHydration(page);

  const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  const step = (index: number) => steps.getByRole('listitem').nth(index);
  await step(0).getByLabel(texts.firstName, { exact: true }).fill('Mari');
  await step(0).getByLabel(texts.lastName, { exact: true }).fill('Maasikas');
  await step(0).getByLabel(texts.email, { exact: true }).fill(email);
  await step(0).getByRole('button', { name: texts.continueShipping }).click();

  const shipping = step(1);
  await expect(shipping.getByLabel(texts.firstName, { exact: true })).toHaveValue('Mari');
  await shipping.getByLabel(texts.street, { exact: true }).fill('Pikk 1');
  await shipping.getByLabel(texts.city, { exact: true }).fill('Tallinn');
  await shipping.getByLabel(texts.zip, { exact: true }).fill('10115');
  await shipping.getByLabel(texts.phone, { exact: true }).fill('+372 5555 1234');
  const dpd = shipping.getByRole('radio', { name: texts.dpd });
  await expect(dpd).toBeVisible();
  await dpd.check();
  await shipping.getByRole('button', { name: texts.continuePayment }).click();

  const payment = step(2);
  const bankLink = payment.getByRole('radio', { name: texts.bankLink });
  await expect(bankLink).toBeVisible();
  await bankLink.check();
  await expect(payment.getByText(texts.bankNote)).toBeVisible();
  await payment.getByRole('button', { name: texts.continueReview }).click();

  const review = step(3);
  await expect(review).toContainText(texts.reviewSummary);
  const total = /\d+[.,]\d{2}/.exec((await review.locator('dl strong').last().textContent()) ?? '')?.[0]?.replace(',', '.');
  expect(total).toBeTruthy();
  await review.getByLabel(texts.terms).check();
  await review.getByRole('button', { name: texts.place }).click();
  return total!;
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
