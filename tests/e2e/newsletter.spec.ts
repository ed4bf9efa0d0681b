import { expect, test } from '@playwright/test';
import { E2E_OPS_KEY as OPS_KEY, waitForHydration } from './support';



test('a guest subscribes in the footer and gets the 10% coupon mail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `e2e-newsletter-${Date.now()}@example.com`;
  await page.goto('/eng', { timeout: 90_000 });
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Newsletter' });
  await section.getByLabel('E-mail address').fill('not-an-email');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByRole('alert')).toHaveText('Please provide valid e-mail address.');

  await section.getByLabel('E-mail address').fill(email);
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByRole('status')).toHaveText('You have been successfully subscribed to our newsletter! Check your e-mail for your 10% discount coupon.');

  const status = await request.get(`/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(email)}`);
  expect(((await status.json()) as { result: string }).result).toBe('subscribed');
  await expect
    .poll(async () => {
      const outbox = await request.get(`/api/ext/mail-service/outbox?recipient=${encodeURIComponent(email)}`, { headers: { 'x-ops-key': OPS_KEY } });
      return ((await outbox.json()) as { result: { subject: string; text: string }[] }).result.length;
    })
    .toBeGreaterThan(0);
  // The pop-up never opens by itself in an automated browser.
  await expect(page.getByRole('dialog', { name: 'Newsletter' })).toHaveCount(0);
});
