import { describe, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  const lines = robotsTxt(storeViews, 'https://fi.localhost:3000/sitemap.xml').split('\n');

  it('allows crawling and points at the sitemap index of the host', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Sitemap: https://fi.localhost:3000/sitemap.xml');
    expect(lines.at(-1)).toBe('');
  });

  it('disallows personal, transactional and API paths, unprefixed and in every prefixed view', () => {
    for (const path of ['/checkout', '/my-account', '/api/', '/thank-you-page', '/see-you-page', '/compare']) expect(lines).toContain(`Disallow: ${path}`);
    for (const prefix of ['/rus', '/eng', '/ap24_italy_en']) {
      for (const path of ['/checkout', '/my-account', '/thank-you-page', '/see-you-page', '/compare']) expect(lines).toContain(`Disallow: ${prefix}${path}`);
    }
    // own-domain views have no prefix: their paths are the unprefixed ones
    expect(lines.some((line) => line.includes('/fin') || line.includes('/ap24_italy_it'))).toBe(false);
    expect(lines.filter((line) => line.startsWith('Disallow: /api'))).toEqual(['Disallow: /api/']);
  });

  it('keeps crawlers out of the unlisted test view entirely', () => {
    expect(lines).toContain('Disallow: /test$');
    expect(lines).toContain('Disallow: /test/');
    expect(lines).not.toContain('Disallow: /test/checkout');
  });
});
