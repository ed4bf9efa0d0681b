import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

const outOfStock = 'The product is out of stock and cannot be added to the cart!';

test('events persist in the view\'s IndexedDB log, survive a reload, export as JSON lines and replay', async ({ page }, testInfo) => {
  // Three page loads and a second Node process that compiles scripts/replay.ts: 2.4 min on the loaded 2-core
  // machine (`npm run test:loaded`, ADR 0071), past the 90 s ceiling.
  test.slow();
  await page.goto('/eng');
  await waitForHydration(page);
  await page.evaluate(
    (message) => window.shop!.kernel.dispatch({ type: 'notifications/notify', data: { type: 'warning', message, hasNoTimeout: true } }),
    outOfStock,
  );
  await expect(page.getByRole('alert')).toContainText(outOfStock);

  // Each start of an anonymous session is logged too (user module, spec: session-after-nonauthorized):
  // one per page load, whenever the module's start-up finishes — this page's is in the log before the reload
  // (on a loaded machine the reload came first and the log held one start, not two).
  type Logged = { type: string; meta: { seq: number; storeCode: string } };
  const readLog = async () => {
    const text = await page.evaluate(() => window.shop!.exportLog());
    return { text, events: text.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Logged) };
  };
  await expect.poll(async () => (await readLog()).events.filter((e) => e.type === 'user/sessionStartedAnonymously').length).toBe(1);
  await page.evaluate(() => window.shop!.kernel.whenIdle());

  // The log survives the reload; the toast does not (notifications are session-only, ADR 0019).
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await readLog()).events.filter((e) => e.type === 'user/sessionStartedAnonymously').length).toBe(2);
  const { text: log, events } = await readLog();
  // The home lists' live price and stock sync is logged too (catalog/..., ADR 0051): one per list and page load.
  expect(events.filter((e) => e.type !== 'user/sessionStartedAnonymously' && !e.type.startsWith('catalog/')).map((e) => e.type)).toEqual(['notifications/notificationAdded']);
  expect(events.map((e) => e.meta.seq)).toEqual(events.map((_, i) => i + 1));
  expect(events.every((e) => e.meta.storeCode === 'eng')).toBe(true);

  const file = testInfo.outputPath('customer.jsonl');
  writeFileSync(file, log);
  const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', file], { encoding: 'utf8' });
  expect(printed).toContain('#1');
  expect(printed).toContain('notifications/notificationAdded');
  expect(printed).toContain(outOfStock);

  // Another store view keeps its own log.
  await page.goto('/rus');
  await waitForHydration(page);
  await expect.poll(async () => (await readLog()).events.map((e) => e.type).filter((type) => !type.startsWith('catalog/'))).toEqual(['user/sessionStartedAnonymously']);
});
