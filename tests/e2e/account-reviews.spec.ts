import { expect, test } from '@playwright/test';
import { collectErrors, uniqueEmail, waitForHydration } from './support';

// The English view, so the journey reads the spec's English texts.
const PRODUCT = '/eng/p/MANN-HU7020Z/mann-filter-hu-7020-z-1';

test.describe('account: My product reviews', () => {
  test('a review written while logged in is listed in My Account as pending', async ({ page }) => {
    // Several page loads and a registration.
    test.slow();
    const errors = collectErrors(page);
    const email = uniqueEmail('account-reviews');
    const password = 'secret-pass-1';
    const title = `Fits my Golf ${Date.now()}`;

    await page.goto('/eng/my-account', { timeout: 60_000 });
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Not yet an account? Register now' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('E-mail address').fill(email);
    await register.getByLabel('First name').fill('Kadri');
    await register.getByLabel('Last name').fill('Tamm');
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Repeat password').fill(password);
    await register.getByRole('button', { name: 'Register an account' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Hello, Kadri Tamm!')).toBeVisible();
    // A new customer has written nothing yet.
    const mine = page.getByRole('region', { name: 'My product reviews' });
    await expect(mine.getByText('You have not reviewed any products yet.')).toBeVisible();

    await page.goto(PRODUCT);
    await waitForHydration(page);
    const product = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.getByLabel('Name', { exact: true }).fill('Kadri');
    await reviews.getByLabel('Summary', { exact: true }).fill(title);
    await reviews.getByLabel('Review', { exact: true }).fill('Fitted in ten minutes, no leaks.');
    await reviews.locator('label', { hasText: '4 of 5' }).click();
    await reviews.getByRole('button', { name: 'Add review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You submitted your review for moderation.' })).toBeVisible();

    await page.goto('/eng/my-account');
    await waitForHydration(page);
    const review = mine.getByRole('article').filter({ hasText: title });
    await expect(review).toHaveCount(1);
    await expect(review.getByRole('link', { name: product })).toHaveAttribute('href', PRODUCT);
    await expect(review.getByRole('img', { name: '4 of 5' })).toBeVisible();
    await expect(review.getByText('Pending', { exact: true })).toBeVisible();
    await expect(mine.getByRole('article')).toHaveCount(1);

    await review.getByRole('link', { name: product }).click();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product);
    // The dev server's HMR socket may be taken by another dev server on this machine: not the app's error.
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
  });
});
