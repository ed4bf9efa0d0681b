import { expect, test } from '@playwright/test';
import { CHECKOUT_TEXTS, reviewTotal, tallinnShopper, toPaymentStep } from './checkout-journey';
import { collectErrors, uniqueEmail } from './support';

/**
 * Issue 20 bug 5: a guest who paid on delivery follows the thank-you page's link to the order status page
 * (the number filled in), types the e-mail and sees the order: status, date, the part, DPD, cash on delivery and
 * the total the review showed. A wrong e-mail shows the one "not found" answer; the page is not cached or indexed.
 */
test('eng: a guest pays on delivery, follows the thank-you link and finds the order with its number and e-mail', async ({ page }) => {
  test.slow();
  const texts = CHECKOUT_TEXTS.en;
  const errors = collectErrors(page);
  const email = uniqueEmail('order-status');
  const { payment, review } = await toPaymentStep(page, texts, tallinnShopper(email));
  await payment.getByRole('radio', { name: texts.cod }).check();
  await payment.getByRole('button', { name: texts.continueReview }).click();
  const total = await reviewTotal(review);
  await review.getByLabel(texts.terms).check();
  await review.getByRole('button', { name: texts.place }).click();

  await expect(page).toHaveURL(/\/eng\/thank-you-page$/);
  // The thank-you page renders after the URL changes: wait for the number before reading it.
  await expect(page.locator('#main')).toContainText(texts.orderNumber);
  const number = texts.orderNumber.exec((await page.locator('#main').textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  const statusLink = page.locator('#main').getByRole('link', { name: 'Check the status of your order' });
  await expect(statusLink).toHaveAttribute('href', `/eng/order-status?order=${number}`);
  await statusLink.click();
  await expect(page).toHaveURL(new RegExp(`/eng/order-status\\?order=${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  const main = page.locator('#main');
  await expect(main.getByLabel('Order number')).toHaveValue(number!);

  // The wrong e-mail: the same answer as a wrong number, nothing of the order.
  await main.getByLabel('E-mail address').fill('someone.else@example.com');
  await main.getByRole('button', { name: 'Show the order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No order was found with this order number and e-mail address.' })).toBeVisible();

  await main.getByLabel('E-mail address').fill(email.toUpperCase());
  await main.getByRole('button', { name: 'Show the order' }).click();
  const result = main.getByRole('region', { name: `Order #${number}` });
  await expect(result.getByRole('heading', { name: `Order #${number}` })).toBeFocused();
  await expect(result).toContainText('Pending');
  await expect(result.getByRole('rowheader', { name: /FERODO/i })).toContainText('FERODO-FDB98647');
  await expect(result).toContainText('DPD Courier');
  await expect(result).toContainText('Cash on delivery');
  // The grand total the review showed (the emphasised last figure).
  expect(await reviewTotal(result)).toBe(total);

  // The page itself: never stored, never indexed.
  const reload = await page.reload();
  expect(reload?.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The browser logs the wrong e-mail's 404 answer; nothing else went wrong.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});
