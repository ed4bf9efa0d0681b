import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_PRODUCT } from './checkout-journey';
import { waitForHydration } from './support';

/**
 * Issue 20, screenshots as tests: the first screen of home, category, product and checkout in the English view
 * on a phone and a desktop, compared with the baselines in visual.spec.ts-snapshots/ (ADR 0064). A layout change
 * shows up as a failing test with the diff image; an intended one is accepted by regenerating the baselines:
 *   E2E_PORT=4000 npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

/**
 * What changes with the clock or the stock rather than with the layout: the stock line, and anything a page
 * marks with `data-visual-mask` (delivery dates, quantities left). Masked areas are drawn as one flat box.
 */
const VOLATILE = '[data-visual-mask], main [class*="stock-"]';

/** Waits until the page is at rest: hydrated, fonts loaded, the images of the first screen decoded, no pointer hover. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
}

async function compare(page: Page, name: string): Promise<void> {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: [page.locator(VOLATILE)],
    // A quiet grey instead of Playwright's magenta: the README shows these pictures.
    maskColor: 'rgb(228, 232, 230)',
    // Font antialiasing differs by a few edge pixels between runs; a moved or restyled block differs by far more.
    maxDiffPixelRatio: 0.01,
  });
}

const PAGES = {
  home: async (page: Page) => {
    await page.goto('/eng', { timeout: 120_000 });
  },
  category: async (page: Page) => {
    await page.goto('/eng/c/brake-pads', { timeout: 120_000 });
  },
  product: async (page: Page) => {
    await page.goto(`/eng${CHECKOUT_PRODUCT}`, { timeout: 120_000 });
  },
  checkout: async (page: Page) => {
    await page.goto(`/eng${CHECKOUT_PRODUCT}`, { timeout: 120_000 });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /Shopping cart, 1 product/ })).toBeVisible();
    await page.goto('/eng/checkout');
    await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
  },
} as const;

test.describe.configure({ timeout: 120_000 });
test.use({ reducedMotion: 'reduce' });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const [name, visit] of Object.entries(PAGES)) {
    test(`${name} on a ${device} (${viewport.width}x${viewport.height})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page);
      await compare(page, `${name}-${device}`);
    });
  }
}
