import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { FAKE_PORTS, PROVIDERS_SHOP_URL, providersShopEnv } from './tests/e2e/providers';
import { E2E_AUTH_SECRET, E2E_OPS_KEY } from './tests/e2e/support';

// A fixed port, so the journeys can name fi.localhost:PORT and it.localhost:PORT.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// Each port has its own data directory, so two suites (two checkouts) can run side by side; the shops start from
// a new one on every run (tests/e2e/fresh-shop.ts removes it first), so every run starts from the same data.
// No load shedding in the journeys: parallel workers on a loaded 2-core machine are not an overload to refuse
// (server/load-shedding.spec.ts and bench:overload cover the bounds).
const common = { STORE_VIEW_DOMAINS: '', OPS_KEY: E2E_OPS_KEY, AUTH_SECRET: E2E_AUTH_SECRET, MAX_PAGE_RENDERS: '10000', MAX_SEARCHES: '10000', MAX_EVENT_LOOP_DELAY_MS: '0' };

// Journeys run against the production build (`npm run build` first; `npm test` does).
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Ceilings, not measurements (like the unit tests' 30 s and the component tests' 10 s, ADR 0054): every journey
  // waits for conditions, and a passing one ends as soon as they hold. On the 2-core machine with the burner on
  // (`npm run test:loaded`, ADR 0071) and other work beside it, a catalogue journey took 2.2 to 3.6 min where a
  // quiet run takes about 30 s: Playwright's 5 s per assertion and 30 s per test were made for a quiet machine.
  // Journeys longer than 30 s on a quiet machine still declare it (test.slow() or test.setTimeout, with the reason).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Every new browser context would install the service worker and download its whole precache list (ADR 0077):
    // blocked unless a file's journeys are about the worker (offline pages, kept orders, the precache), which say
    // `test.use({ serviceWorkers: 'allow' })`. page.route then also sees every request the page makes.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
  webServer: [
    {
      command: 'npx tsx tests/e2e/fresh-shop.ts',
      url: `http://localhost:${E2E_PORT}/api/health`,
      env: { ...common, PORT: String(E2E_PORT), DATA_DIR: join(tmpdir(), E2E_PORT === 3100 ? 'autoparts-e2e-data' : `autoparts-e2e-data-${E2E_PORT}`) },
      reuseExistingServer: !process.env.CI,
      // A new data dir is a copy of the demo database template (made at the first start after `npm install`).
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The payment journeys' fakes of the providers' APIs, and a second shop whose real adapters use them.
    { command: 'npx tsx tests/e2e/provider-fakes.ts', port: FAKE_PORTS.stripe, reuseExistingServer: !process.env.CI, timeout: 60_000, stdout: 'ignore', stderr: 'pipe' },
    {
      command: 'npx tsx tests/e2e/fresh-shop.ts',
      url: `${PROVIDERS_SHOP_URL}/api/health`,
      env: { ...common, ...providersShopEnv() },
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
