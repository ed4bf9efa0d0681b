import { expect, test } from '@playwright/test';
import { collectErrors, outboxMails, uniqueEmail, waitForHydration } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 7's offline journey: a shopper whose pages the service worker has cached goes offline at the review
 * step, places the order (kept in the browser, the thank-you page says it will be sent), moves on to a page
 * served offline, comes back online, confirms the notice, and exactly one order reaches the server.
 */
const PRODUCT = '/eng/p/FERODO-FDB98647/ferodo-fdb-98647-857';
const appErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]|Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error));

test('checkout offline: the order is kept, survives going to another page, and is sent once after the shopper confirms', async ({ page, context, request }) => {
  test.slow();
  const errors = collectErrors(page);
  const email = uniqueEmail('offline');
  await page.goto('/eng');
  await waitForHydration(page);
  // The service worker controls the shop before the connection goes.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto(PRODUCT);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Shopping cart, 1 product' })).toBeVisible();
  await page.goto('/eng/checkout');
  await waitForHydration(page);

  const steps = page.getByRole('list', { name: 'Checkout steps' });
  const step = (index: number) => steps.getByRole('listitem').nth(index);
  await step(0).getByLabel('First name', { exact: true }).fill('Olev');
  await step(0).getByLabel('Last name', { exact: true }).fill('Offline');
  await step(0).getByLabel('E-mail address', { exact: true }).fill(email);
  await step(0).getByRole('button', { name: 'Continue to shipping' }).click();
  await step(1).getByLabel('Street address', { exact: true }).fill('Pikk 1');
  await step(1).getByLabel('City', { exact: true }).fill('Tartu');
  await step(1).getByLabel('Zip code', { exact: true }).fill('51004');
  await step(1).getByLabel('Phone number', { exact: true }).fill('+372 5555 1234');
  await expect(step(1).getByRole('radio', { name: /DPD Courier/ })).toBeVisible();
  await step(1).getByRole('button', { name: 'Continue to payment' }).click();
  await step(2).getByRole('radio', { name: /Cash On Delivery/ }).check();
  await step(2).getByRole('button', { name: 'Continue to review' }).click();
  await step(3).getByLabel('I accept the terms and conditions').check();

  await context.setOffline(true);
  await step(3).getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/\/eng\/thank-you-page$/);
  await expect(page.getByText('You are offline. Your order has been saved and will be sent as soon as you are back online.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Shopping cart, 0 products' })).toBeVisible();

  // Another visited page, served by the service worker while offline: the kept order is still there.
  await page.goto('/eng');
  await waitForHydration(page);
  // And a reload, still offline: the order lives in the browser's log, not in the page.
  await page.reload();
  await waitForHydration(page);
  const kept = await page.evaluate(async () => (window as unknown as { shop: { exportLog(): Promise<string> } }).shop.exportLog());
  expect(kept).toContain('offline-orders/orderQueued');
  expect(await outboxMails(request, email)).toEqual([]);

  await context.setOffline(false);
  const notice = page.getByText('You have 1 orders waiting to be sent. Send them now?');
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText(/Your order \d+ has been sent\./)).toBeVisible();
  await expect.poll(async () => (await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation').length).toBe(1);
  // Another online event sends nothing more: once the shop's own `online` listener has run (ours, added after it,
  // runs next) and the kernel is idle (its dispatch and any reactor it started have ended), the outbox still
  // holds one confirmation and the log no second transmission.
  await page.evaluate(() => {
    (window as unknown as { onlineSeen: Promise<void> }).onlineSeen = new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  });
  await context.setOffline(true);
  await context.setOffline(false);
  const transmissions = await page.evaluate(async () => {
    await (window as unknown as { onlineSeen: Promise<void> }).onlineSeen;
    await window.shop!.kernel.whenIdle();
    return (await window.shop!.kernel.log.read()).filter((event) => event.type === 'offline-orders/transmissionStarted').length;
  });
  expect(transmissions).toBe(1);
  expect((await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation')).toHaveLength(1);
  expect(appErrors(errors)).toEqual([]);
});
