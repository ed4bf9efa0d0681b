import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, outboxMails, uniqueEmail, waitForHydration } from './support';

// Issue 18 item 9 (ADR 0041): the link of the reset e-mail opened the 404 page. The journeys take the link
// from the shop's mail outbox, as the shopper would from the mailbox.

/** The user module's texts in a language (English keys). */
const userTexts = (language: string) => JSON.parse(readFileSync(new URL(`../../src/modules/user/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'new-password-1';

/** An account of the view with this store id, made through the API. */
async function register(request: APIRequestContext, email: string, storeId: number): Promise<void> {
  const answer = await request.post('/api/user/create', { data: { customer: { email, firstname: 'Mari', lastname: 'Maasikas', store_id: storeId }, password: OLD_PASSWORD } });
  expect(answer.status()).toBe(200);
}

/** The link of the newest reset e-mail to `email` (waits for the mail to be queued). */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outboxMails(request, email)).find((candidate) => candidate.kind === 'password_reset');
      link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function setNewPassword(page: Page, labels: { password: string; repeat: string }, password: string): Promise<void> {
  const main = page.locator('#main');
  await main.getByLabel(labels.password, { exact: true }).fill(password);
  await main.getByLabel(labels.repeat, { exact: true }).fill(password);
  // Keyboard: Enter in the last field submits.
  await main.getByLabel(labels.repeat, { exact: true }).press('Enter');
}

test.describe('password reset from the e-mail link', () => {
  test('asks for a link in the sign-in dialog, sets the new password from the mailed link, ends logged in and logs in with it again', async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);
    const email = uniqueEmail('reset');
    await register(request, email, 4);

    await page.goto('/eng');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot the password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset password' });
    await forgot.getByLabel('E-mail address').fill(email);
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await expect(forgot.getByRole('status')).toHaveText("We've sent password reset instructions to your e-mail. Check your inbox and follow the link.");

    const link = await mailedLink(request, email);
    expect(new URL(link).pathname).toBe('/eng/reset-password');
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
    await expect(page.locator('#main').getByLabel('E-mail address')).toHaveValue(email);

    // The spec's messages first, then the new password.
    await setNewPassword(page, { password: 'New password', repeat: 'Repeat new password' }, 'short');
    await expect(page.locator('#main').getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Password must have at least 8 letters.');
    await setNewPassword(page, { password: 'New password', repeat: 'Repeat new password' }, NEW_PASSWORD);

    await expect(page).toHaveURL(/\/eng\/my-account$/);
    // The notice lives in the notifications region (the page's own status line shows it too until My Account replaces it).
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Password has successfully been changed')).toBeVisible();
    await expect(page.getByText('Hello, Mari Maasikas!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account', exact: true })).toBeVisible();

    // The old password is gone; the new one logs in through the dialog.
    expect((await request.post('/api/user/login', { data: { username: email, password: OLD_PASSWORD } })).status()).toBe(401);
    await page.locator('#main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText("You're logged out")).toBeVisible();
    // Logout goes home; the home page replaces the account page once its data is loaded (a navigation closes open panels).
    await expect(page).toHaveURL(/\/eng\/?$/);
    await expect(page.getByText('You need to be logged in to see this page')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail address').fill(email);
    await login.getByLabel('Password').fill(NEW_PASSWORD);
    await login.getByRole('button', { name: 'Log in to your account' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account', exact: true })).toBeVisible();
    expect(errors).toEqual([]);

    // The link works once: opened again it says it has expired and offers a new one.
    await page.goto(link);
    await waitForHydration(page);
    await setNewPassword(page, { password: 'New password', repeat: 'Repeat new password' }, 'newer-password-2');
    await expect(page.locator('#main').getByRole('alert')).toHaveText('Your password reset link has expired.');
    await page.locator('#main').getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset password' })).toBeVisible();
  });

  test("the Finnish view's link opens on its own domain, in Finnish, and lands on My Account there", async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail('reset-fi');
    await register(request, email, 6);
    expect((await request.post('/api/user/reset-password?storeCode=fin', { data: { email } })).status()).toBe(200);
    const link = await mailedLink(request, email);
    expect(new URL(link).hostname).toBe('fi.localhost');
    expect(new URL(link).pathname).toBe('/reset-password');

    await page.goto(link);
    await waitForHydration(page);
    const fi = userTexts('fi');
    await expect(page.getByRole('heading', { level: 1, name: fi['Reset password'] })).toBeVisible();
    await setNewPassword(page, { password: fi['New password']!, repeat: fi['Repeat new password']! }, NEW_PASSWORD);
    await expect(page).toHaveURL(/^http:\/\/fi\.localhost:\d+\/my-account$/);
    expect((await request.post('/api/user/login', { data: { username: email, password: NEW_PASSWORD } })).status()).toBe(200);
  });
});
