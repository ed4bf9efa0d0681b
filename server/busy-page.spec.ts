import { describe, expect, it } from 'vitest';
import { BUSY_TEXTS, busyMessage, busyPageHtml, viewOfPage } from './busy-page';
import { storeViews } from '../src/app/store-views';

const LANGUAGES = ['et', 'ru', 'en', 'fi', 'it'] as const;

describe('the 503 page', () => {
  it('names the limit it went over, and when to try again, in every language', () => {
    for (const language of LANGUAGES) {
      expect(busyMessage(language, { kind: 'pages', limit: 24 }, 3)).toMatch(/24\D.*\b3 /);
      expect(busyMessage(language, { kind: 'overloaded', type: 'eventLoopDelay', ms: 1000 }, 1)).toMatch(/\b1000 (ms|мс)/u);
      expect(busyMessage(language, { kind: 'overloaded', type: 'heapUsedBytes', mb: 512 }, 1)).toMatch(/\b512 (MB|МБ|Mt)/u);
      expect(busyMessage(language, { kind: 'overloaded', type: 'unhealthy' }, 1)).toContain(BUSY_TEXTS[language].unhealthy);
    }
    // Each language its own words.
    expect(new Set(LANGUAGES.map((language) => busyMessage(language, { kind: 'pages', limit: 1 }, 1))).size).toBe(5);
  });

  it('finds the view by the store prefix first, then by the host, else the default view', () => {
    expect(viewOfPage(storeViews, 'localhost', '/rus/c/x?y=1')).toEqual({ language: 'ru', home: '/rus' });
    expect(viewOfPage(storeViews, 'fi.localhost', '/eng/cart')).toEqual({ language: 'en', home: '/eng' });
    expect(viewOfPage(storeViews, 'fi.localhost', '/cart')).toEqual({ language: 'fi', home: '/' });
    expect(viewOfPage(storeViews, 'unknown.example', '/cart')).toEqual({ language: 'et', home: '/' });
  });

  it('escapes the URL it links back to', () => {
    const html = busyPageHtml({ language: 'en', home: '/eng' }, '/eng/search?q="><script>alert(1)</script>', { kind: 'pages', limit: 1 }, 1);
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/eng/search?q=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });
});
