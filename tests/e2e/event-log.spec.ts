import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

const outOfStock = 'The product is out of stock and cannot be added to the cart!';

test('events persist in the view\'s IndexedDB log, survive a reload, export as JSON lines and replay', async ({ page }, testInfo) => {
  await page.goto('/eng');
  await waitForHydration(page);
  await page.evaluate(
    (message) => window.shop!.kernel.dispatch({ type: 'notifications/notify', data: { type: 'warning', message, hasNoTimeout: true } }),
    outOfStock,
  );
  await expect(page.getByRole('alert')).toContainText(outOfStock);

  // The log survives the reload; the toast does not (notifications are session-only, ADR 0019).
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const log = await page.evaluate(() => window.shop!.exportLog());
  const events = log.trim().split('\n').map((line) => JSON.parse(line) as { type: string; meta: { seq: number; storeCode: string } });
  expect(events.map((e) => e.type)).toEqual(['notifications/notificationAdded']);
  expect(events[0]?.meta).toMatchObject({ seq: 1, storeCode: 'eng' });

  const file = testInfo.outputPath('customer.jsonl');
  writeFileSync(file, log);
  const printed = execFileSync('npx', ['tsx', 'scripts/replay.ts', file], { encoding: 'utf8' });
  expect(printed).toContain('#1');
  expect(printed).toContain('notifications/notificationAdded');
  expect(printed).toContain(outOfStock);

  // Another store view keeps its own log.
  await page.goto('/rus');
  await waitForHydration(page);
  expect(await page.evaluate(() => window.shop!.exportLog())).toBe('');
});
