/**
 * Draws the shop's icons (ADR 0026): `public/icons/icon.svg` (favicon and manifest icon) and the PNGs the
 * web app manifest lists, rendered by Debian's Chromium so they match the SVG exactly. Run it after
 * changing the drawing: `npx tsx scripts/make-icons.ts`; the files are committed.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';

/** The design system's brand green (--ui-color-brand, rgb(19, 91, 55)) and the text on it. */
export const BRAND = '#135b37';
const ON_BRAND = '#ffffff';

/**
 * The icon: a brake disc and "AP24" in white on brand green. `maskable` fills the whole square and keeps the
 * drawing inside the central safe circle (80 % of the size) that launchers may crop to.
 */
export function iconSvg(maskable: boolean): string {
  const holes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `<circle cx="${(256 + 33 * Math.cos(angle)).toFixed(1)}" cy="${(196 + 33 * Math.sin(angle)).toFixed(1)}" r="9" fill="${BRAND}"/>`;
  }).join('');
  const drawing = [
    `<circle cx="256" cy="196" r="118" fill="none" stroke="${ON_BRAND}" stroke-width="36"/>`,
    `<circle cx="256" cy="196" r="58" fill="${ON_BRAND}"/>`,
    `<circle cx="256" cy="196" r="14" fill="${BRAND}"/>`,
    holes,
    `<text x="256" y="436" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="104" fill="${ON_BRAND}">AP24</text>`,
  ].join('');
  const body = maskable ? `<rect width="512" height="512" fill="${BRAND}"/><g transform="translate(256 256) scale(0.76) translate(-256 -256)">${drawing}</g>` : `<rect width="512" height="512" rx="96" fill="${BRAND}"/>${drawing}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">${body}</svg>\n`;
}

/** The PNG files of the manifest (and the Apple touch icon): name, size, drawing. */
export const ICON_FILES = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const;

async function main(): Promise<void> {
  const dir = new URL('../public/icons/', import.meta.url);
  writeFileSync(new URL('icon.svg', dir), iconSvg(false));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { file, size, maskable } of ICON_FILES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = iconSvg(maskable).replace('width="512" height="512"', `width="${size}" height="${size}"`);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      writeFileSync(new URL(file, dir), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Icons written to ${fileURLToPath(dir)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
