import { expect, test } from '@playwright/test';
import { appErrors, cartToCheckout, CHECKOUT_TEXTS, checkoutSteps, tallinnShopper } from './checkout-journey';
import { collectErrors, uniqueEmail } from './support';

/**
 * Issue 20, bug 7: the keyboard in the checkout. "Skip to the checkout form" is the second focus stop and lands
 * on the first field (it took some 30 Tabs); after each "Continue" focus moves on to the new step's first field,
 * or, for the review (no form: read before the terms are accepted), to its heading, not back to the saved
 * step's heading.
 */
const texts = CHECKOUT_TEXTS.en;

test('the skip link reaches the first field in two Tabs; each Continue moves focus to the next step', async ({ page }) => {
  test.slow();
  const errors = collectErrors(page);
  const shopper = tallinnShopper(uniqueEmail('checkout-focus'));
  await cartToCheckout(page, texts);
  const { step } = checkoutSteps(page);
  await expect(step(0).getByLabel(texts.firstName, { exact: true })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the checkout form' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(step(0).getByLabel(texts.firstName, { exact: true })).toBeFocused();

  await page.keyboard.type(shopper.firstName);
  await step(0).getByLabel(texts.lastName, { exact: true }).fill(shopper.lastName);
  await step(0).getByLabel(texts.email, { exact: true }).fill(shopper.email);
  await step(0).getByRole('button', { name: texts.continueShipping }).click();

  const shipping = step(1);
  await expect(shipping.getByLabel(texts.firstName, { exact: true })).toBeFocused();
  await shipping.getByLabel(texts.street, { exact: true }).fill(shopper.street);
  await shipping.getByLabel(texts.city, { exact: true }).fill(shopper.city);
  await shipping.getByLabel(texts.zip, { exact: true }).fill(shopper.zip);
  await shipping.getByLabel(texts.phone, { exact: true }).fill(shopper.phone);
  await shipping.getByRole('radio', { name: texts.dpd }).check();
  await shipping.getByRole('button', { name: texts.continuePayment }).click();

  const payment = step(2);
  await expect(payment.getByLabel('Billing address is the same as the shipping address')).toBeFocused();
  await payment.getByRole('radio', { name: texts.cod }).check();
  await payment.getByRole('button', { name: texts.continueReview }).click();

  await expect(step(3).getByRole('heading', { name: /Review order/ })).toBeFocused();

  // Back in an earlier step: saving it again moves on to the step now current (the review).
  await step(0).getByRole('button', { name: 'Edit personal details' }).click();
  await expect(step(0).getByLabel(texts.firstName, { exact: true })).toBeFocused();
  await step(0).getByRole('button', { name: texts.continueShipping }).click();
  await expect(step(3).getByRole('heading', { name: /Review order/ })).toBeFocused();
  expect(appErrors(errors)).toEqual([]);
});
