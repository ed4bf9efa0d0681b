import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-control';

describe('cacheControlFor (spec section 9)', () => {
  it.each([
    ['/assets/entry-client-RPbik2XK.js', 'public, max-age=2592000, immutable'],
    ['/assets/home-page-DyPXcE0u.css', 'public, max-age=2592000, immutable'],
    ['/banners/est.json', 'public, max-age=86400'],
    ['/icons/icon-192.PNG', 'public, max-age=604800'],
    ['/robots.txt', 'public, max-age=2592000'],
    ['offline.html', 'no-cache'],
    // The service worker is looked up again on every update check: never from a cache.
    ['sw.js', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/assets/sw.js', 'public, max-age=2592000, immutable'],
  ])('%s -> %s', (path, header) => {
    expect(cacheControlFor(path)).toBe(header);
  });
});
