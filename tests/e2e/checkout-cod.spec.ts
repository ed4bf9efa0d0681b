import { expect, test, type Page } from '@playwright/test';
import { appErrors, cartToCheckout, CHECKOUT_TEXTS, checkoutSteps, reviewTotal } from './checkout-journey';
import { collectErrors, outboxMails, uniqueEmail, waitForHydration } from './support';

/**
 * Issue 7's cash-on-delivery journeys: a guest fills the four steps (the spec's messages on the way), pays on
 * delivery, double-clicks "Place the order" and lands on the thank-you page with the order number; the server
 * has exactly one order for that e-mail with its own grand total (the confirmation e-mail in the outbox).
 */

/** Cash on delivery's note beside the checkout's texts, per view. */
const VIEWS = {
  en: { ...CHECKOUT_TEXTS.en, codNote: 'You are going to pay for this order upon delivery.' },
  et: { ...CHECKOUT_TEXTS.et, codNote: 'Maksate selle tellimuse eest kättesaamisel.' },
  it: { ...CHECKOUT_TEXTS.it, codNote: 'Pagherai questo ordine alla consegna.' },
};
type ViewTexts = (typeof VIEWS)['en'];

async function checkoutWithCod(page: Page, texts: ViewTexts, email: string, address: { street: string; city: string; zip: string }, account?: { password: string }) {
  await cartToCheckout(page, texts);
  const { step } = checkoutSteps(page);
  await step(0).getByLabel(texts.firstName, { exact: true }).fill('Mari');
  await step(0).getByLabel(texts.lastName, { exact: true }).fill('Maasikas');
  await step(0).getByLabel(texts.email, { exact: true }).fill(email);
  if (account) {
    await step(0).getByLabel('I want to create an account').check();
    await step(0).getByLabel('Password', { exact: true }).fill(account.password);
    await step(0).getByLabel('Repeat password', { exact: true }).fill(account.password);
  }
  await step(0).getByRole('button', { name: texts.continueShipping }).click();

  const shipping = step(1);
  await expect(shipping.getByLabel(texts.firstName, { exact: true })).toHaveValue('Mari');
  // An empty street and a short zip code are the spec's messages beside the fields.
  await shipping.getByLabel(texts.zip, { exact: true }).fill('10');
  await shipping.getByRole('button', { name: texts.continuePayment }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await shipping.getByLabel(texts.street, { exact: true }).fill(address.street);
  await shipping.getByLabel(texts.city, { exact: true }).fill(address.city);
  await shipping.getByLabel(texts.zip, { exact: true }).fill(address.zip);
  await shipping.getByLabel(texts.phone, { exact: true }).fill('+372 5555 1234');
  const dpd = shipping.getByRole('radio', { name: texts.dpd });
  await expect(dpd).toBeVisible();
  await dpd.check();
  await shipping.getByRole('button', { name: texts.continuePayment }).click();

  const payment = step(2);
  const cod = payment.getByRole('radio', { name: texts.cod });
  await expect(cod).toBeVisible();
  await cod.check();
  await expect(payment.getByText(texts.codNote)).toBeVisible();
  await payment.getByRole('button', { name: texts.continueReview }).click();

  const review = step(3);
  await expect(review.getByText(texts.codNote)).toBeVisible();
  // The grand total the server computed with the shipping (the emphasised last row of the totals).
  const shownTotal = await reviewTotal(review);
  await review.getByRole('button', { name: texts.place }).click();
  await expect(review.getByText(texts.termsMessage).first()).toBeVisible();
  await review.getByLabel(texts.terms).check();
  // A double click places one order (the client order id; the page ignores the second click).
  await review.getByRole('button', { name: texts.place }).dblclick();

  await expect(page).toHaveURL(/\/thank-you-page$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
  const text = (await page.locator('#main').textContent()) ?? '';
  const number = texts.orderNumber.exec(text)?.[1];
  expect(number).toBeTruthy();
  return { number: number!, total: shownTotal };
}

for (const [language, texts] of Object.entries(VIEWS)) {
  test(`checkout (${language}): a guest pays on delivery, sees the thank-you page, and the server has one order`, async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);
    const email = uniqueEmail(`cod-${language}`);
    const { number, total } = await checkoutWithCod(page, texts, email, { street: 'Pikk 1', city: 'Tallinn', zip: '10115' });
    await expect.poll(async () => (await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation').length).toBe(1);
    const [mail] = (await outboxMails(request, email)).filter((m) => m.kind === 'order_confirmation');
    // The order on the server: its number, and the grand total the review showed (the server's).
    expect(mail?.text_body).toContain(number);
    expect(mail?.text_body).toMatch(new RegExp(`${total.replace('.', '[.,]')}\\s?€`));
    // The cart is empty after the order.
    await page.goto(`${texts.prefix}/checkout`);
    await waitForHydration(page);
    await expect(page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  });
}

test('checkout (en): a guest asks for an account; it is created with the order, logged in, and the order is in its history', async ({ page }) => {
  test.slow();
  const errors = collectErrors(page);
  const email = uniqueEmail('cod-account');
  const { number } = await checkoutWithCod(page, VIEWS.en, email, { street: 'Narva mnt 5', city: 'Tallinn', zip: '10117' }, { password: 'checkout-pass-1' });
  await expect(page.getByText('Your account has been created and you are logged in. The order is in your order history.')).toBeVisible();
  // With an account the thank-you page leads to My orders, not to the guest's order status page (issue 20 bug 5).
  await expect(page.locator('#main').getByRole('link', { name: 'Check the status of your order' })).toHaveCount(0);
  await page.locator('#main').getByRole('link', { name: 'See the order in My orders' }).click();
  await expect(page).toHaveURL(/\/eng\/my-account\/orders$/);
  await expect(page.locator('#main').getByText(number, { exact: false }).first()).toBeVisible();
  // The log never held the password.
  const log = await page.evaluate(async () => (window as unknown as { shop: { exportLog(): Promise<string> } }).shop.exportLog());
  expect(log).not.toContain('checkout-pass-1');
  expect(appErrors(errors)).toEqual([]);
});
