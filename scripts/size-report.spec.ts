import { describe, expect, it } from 'vitest';
import type { ViteManifest } from '../src/app/asset-manifest';
import { computeSizes, formatTable } from './size-report';

const manifest: ViteManifest = {
  'src/app/entry-client.tsx': { file: 'entry.js', imports: ['_react.js'], css: ['entry.css'] },
  '_react.js': { file: 'react.js' },
  'src/app/pages/home-page.tsx': { file: 'home.js', imports: ['_react.js'], css: ['home.css'] },
  'src/modules/catalog/category-page.tsx': { file: 'category.js', imports: ['_react.js'] },
  'src/modules/catalog/category-loader.ts': { file: 'category-loader.js' },
  ...Object.fromEntries(['et', 'ru', 'en', 'fi', 'it'].map((lng) => [`src/modules/catalog/locales/${lng}.json`, { file: `catalog-${lng}.js` }])),
  'src/app/pages/product-page.tsx': { file: 'product.js' },
  'src/app/pages/checkout-page.tsx': { file: 'checkout.js' },
  ...Object.fromEntries(['et', 'ru', 'en', 'fi', 'it'].map((lng) => [`src/app/locales/${lng}.json`, { file: `${lng}.js` }])),
};
const sizes: Record<string, number> = { 'entry.js': 1000, 'react.js': 5000, 'entry.css': 300, 'home.js': 200, 'home.css': 50, 'en.js': 100, 'ru.js': 150 };
const gzipSize = (file: string) => sizes[file] ?? 10;

describe('size report', () => {
  const rows = computeSizes(manifest, gzipSize);

  it('counts the entry, its imports, the page chunk and the language chunks once each', () => {
    const homeEn = rows.find((row) => row.route === 'home' && row.language === 'en');
    expect(homeEn).toMatchObject({ jsBytes: 1000 + 5000 + 200 + 100, cssBytes: 350, views: ['eng', 'test', 'ap24_italy_en'] });
    const homeRu = rows.find((row) => row.route === 'home' && row.language === 'ru');
    expect(homeRu).toMatchObject({ jsBytes: 1000 + 5000 + 200 + 150 + 100, views: ['rus'] });
  });

  it("counts a module page with its module's language chunks", () => {
    const categoryRu = rows.find((row) => row.route === 'category' && row.language === 'ru');
    // entry + react + page (10) + loader (10) + shell ru + en + catalog ru + en (10 each)
    expect(categoryRu?.jsBytes).toBe(1000 + 5000 + 10 + 10 + 150 + 100 + 10 + 10);
  });

  it('has one row per route type and language', () => {
    expect(rows.map((row) => `${row.route}/${row.language}`)).toHaveLength(4 * 5);
    expect(formatTable(rows).split('\n')[0]).toMatch(/^route\s+language\s+store views\s+JS \(gzip\)\s+CSS \(gzip\)\s+total$/);
  });
});
