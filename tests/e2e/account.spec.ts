import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './support';

// The English view, so the journey reads the spec's English texts.
const HOME = '/eng';

test.describe('account: sign-in dialog, My Account, logout', () => {
  test('registers in the dialog, sees My Account with the name, logs out and logs in again', async ({ page }) => {
    // A long journey of several page loads.
    test.slow();
    const email = `u1-account-${Date.now()}@example.com`;
    const password = 'secret-pass-1';
    const errors = collectErrors(page);
    // A part viewed before signing in shows up in My Account's "Recently viewed".
    await page.goto(`${HOME}/p/FERODO-FDB98647/ferodo-fdb-98647-857`);
    await waitForHydration(page);
    const viewed = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Not yet an account? Register now' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register.getByLabel('E-mail address')).toBeFocused();
    await register.getByLabel('E-mail address').fill(email);
    await register.getByLabel('First name').fill('Mari');
    await register.getByLabel('Last name').fill('Maasikas');
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByLabel('Repeat password').fill(password);
    await register.getByRole('button', { name: 'Register an account' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('You are logged in!')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
    await expect(page).toHaveURL(/\/eng\/my-account$/);
    await expect(page.getByText('Hello, Mari Maasikas!')).toBeVisible();
    const profile = page.getByRole('region', { name: 'My profile' });
    await expect(profile.getByLabel('First name')).toHaveValue('Mari');
    await expect(profile.getByLabel('E-mail address')).toHaveValue(email);
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: viewed })).toHaveAttribute('href', '/eng/p/FERODO-FDB98647/ferodo-fdb-98647-857');

    await page.locator('#main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    await expect(page).toHaveURL(/\/eng\/?$/);
    // The home page replaces the account page once its data is loaded (a navigation closes open panels).
    await expect(page.getByText('You need to be logged in to see this page')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail address').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Log in to your account' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account', exact: true })).toBeVisible();

    // The session survives a reload: the stored token restores it.
    await page.goto(`${HOME}/my-account`);
    await waitForHydration(page);
    await expect(page.getByText('Hello, Mari Maasikas!')).toBeVisible();
    // The dev server's HMR socket may be taken by another dev server on this machine: not the app's error.
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
  });

  test('a wrong password shows the server message beside the form', async ({ page }) => {
    await page.goto(HOME);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail address').fill(`u1-nobody-${Date.now()}@example.com`);
    await login.getByLabel('Password').fill('whatever-1');
    await login.getByRole('button', { name: 'Log in to your account' }).click();
    await expect(login.getByRole('alert')).toHaveText('You did not sign in correctly or your account is temporarily disabled.');
  });

  test('/my-account as a guest asks to log in', async ({ page }) => {
    await page.goto(`${HOME}/my-account`);
    await waitForHydration(page);
    await expect(page.getByText('You need to be logged in to see this page')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
  });
});
