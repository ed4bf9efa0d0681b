import { expect, test, type Page } from '@playwright/test';
import { collectErrors, uniqueEmail, waitForHydration } from './support';

/**
 * Checkout's first slice in the English view (the spec's own texts): an empty cart is refused; a guest's
 * personal details are validated with the spec's messages and an error summary, saved, shown as a summary and
 * kept over a reload; registering fills them from the profile, logging out clears them, logging in fills them.
 */
const VIEW = '/eng';
const PRODUCT = '/p/FERODO-FDB98647/ferodo-fdb-98647-857';
const PASSWORD = 'checkout-pass-1';

async function addProduct(page: Page) {
  await page.goto(`${VIEW}${PRODUCT}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Shopping cart, 1 product' })).toBeVisible();
}

async function openCheckout(page: Page) {
  await page.goto(`${VIEW}/checkout`);
  await waitForHydration(page);
}

const steps = (page: Page) => page.getByRole('list', { name: 'Checkout steps' });
const appErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

test.describe('checkout: personal details', () => {
  test('an empty cart is refused with the way back to the shop', async ({ page }) => {
    const errors = collectErrors(page);
    await openCheckout(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('The cart must not be empty when entering checkout.')).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/eng');
    await expect(page.locator('#main').getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/eng/cart');
    await expect(page.getByLabel('First name')).toHaveCount(0);
    expect(appErrors(errors)).toEqual([]);
  });

  test('a guest: an empty submit focuses the error summary; saved details show as a summary and survive a reload', async ({ page }) => {
    test.slow();
    const errors = collectErrors(page);
    await addProduct(page);
    await openCheckout(page);
    const main = page.locator('#main');
    await expect(steps(page).getByRole('heading', { level: 2 })).toHaveText(['1Personal details', '2Shipping', '3Payment', '4Review order']);

    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('First name: Field is required.');
    await expect(main.getByLabel('E-mail address')).toHaveAccessibleDescription('Field is required.');
    await summary.getByRole('link', { name: 'Last name: Field is required.' }).click();
    await expect(main.getByLabel('Last name')).toBeFocused();

    await main.getByLabel('First name').fill('Mari');
    await main.getByLabel('Last name').fill('Maasikas');
    await main.getByLabel('E-mail address').fill('mari@example');
    await expect(main.getByLabel('E-mail address')).toHaveAccessibleDescription('Please provide valid e-mail address.');
    await main.getByLabel('E-mail address').fill('mari@example.com');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();

    const first = steps(page).getByRole('listitem').first();
    await expect(first.getByText('Mari Maasikas')).toBeVisible();
    await expect(first.getByText('mari@example.com')).toBeVisible();
    // Focus moves on to the shipping step's first field (issue 20).
    await expect(steps(page).getByRole('listitem').nth(1).getByLabel('First name')).toBeFocused();
    await expect(steps(page).getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');

    await page.reload();
    await waitForHydration(page);
    await expect(first.getByText('Mari Maasikas')).toBeVisible();
    await first.getByRole('button', { name: 'Edit personal details' }).click();
    await expect(main.getByLabel('First name')).toBeFocused();
    await expect(main.getByLabel('First name')).toHaveValue('Mari');
    expect(appErrors(errors)).toEqual([]);
  });

  test('registering fills the details from the profile; logging out clears them; logging in fills them again', async ({ page }) => {
    test.slow();
    const errors = collectErrors(page);
    const email = uniqueEmail('checkout-customer');
    await addProduct(page);
    await openCheckout(page);
    await page.getByLabel('First name').fill('Guest');
    await expect(page.getByLabel('I want to create an account')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Not yet an account? Register now' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('E-mail address').fill(email);
    await register.getByLabel('First name').fill('Kati');
    await register.getByLabel('Last name').fill('Kask');
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Repeat password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Register an account' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const main = page.locator('#main');
    await expect(main.getByLabel('First name')).toHaveValue('Kati');
    await expect(main.getByLabel('Last name')).toHaveValue('Kask');
    await expect(main.getByLabel('E-mail address')).toHaveValue(email);
    await expect(main.getByLabel('I want to create an account')).toHaveCount(0);
    await main.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(main.getByText('Kati Kask')).toBeVisible();

    // Logout clears the user, the cart and the checkout details.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await addProduct(page);
    await openCheckout(page);
    await expect(main.getByLabel('First name')).toHaveValue('');
    await expect(main.getByLabel('E-mail address')).toHaveValue('');

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail address').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in to your account' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(main.getByLabel('First name')).toHaveValue('Kati');
    await expect(main.getByLabel('E-mail address')).toHaveValue(email);
    expect(appErrors(errors)).toEqual([]);
  });
});
