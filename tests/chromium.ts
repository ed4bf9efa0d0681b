/**
 * Debian's Chromium, never a Playwright download (docs/stack.md). The background-networking flags keep it from
 * flooding the closed network with refused connections. Shared by Playwright and Vitest's browser mode.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
