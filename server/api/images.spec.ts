import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { IMAGE_CACHE_CONTROL, imageRoutes, initials, productSvg } from './images';

forEachDatabase('image API', ({ db }) => {
  const app = useFixtureApp(db, [imageRoutes]);

  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  describe('GET /img/:width/:height/:action/*', () => {
    it('draws a known product image at each spec size and its double with long-lived cache headers', async () => {
      for (const [w, h] of [[150, 150], [310, 300], [600, 744], [300, 300], [620, 600], [1200, 1488]]) {
        const res = await get(`/img/${w}/${h}/resize/a/t/bp-1.jpg`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('image/svg+xml');
        expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
        expect(res.body).toContain(`width="${w}" height="${h}"`);
        expect(res.body).toContain('>BP<');
        expect(res.body).toContain('>BP-1<');
        // An illustration is the same whatever the Accept header: nothing to vary on.
        expect(res.headers.vary).toBeUndefined();
      }
      expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=2592000, immutable');
    });

    it('knows media gallery images too and answers the same bytes and ETag every time', async () => {
      const a = await get('/img/600/744/fit/a/t/bp-1-back.jpg');
      const b = await get('/img/600/744/fit/a/t/bp-1-back.jpg');
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(b.body);
      expect(a.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(a.headers.etag).toBe(b.headers.etag);
      expect((await get('/img/600/744/resize/a/t/bp-1.jpg')).headers.etag).not.toBe(a.headers.etag);
    });

    it('answers 304 when the client has the current ETag', async () => {
      const first = await get('/img/150/150/resize/w/b/wb-450.jpg');
      const again = await get('/img/150/150/resize/w/b/wb-450.jpg', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('refuses other sizes and actions with 400 and unknown paths with 404', async () => {
      const size = await get('/img/301/301/resize/a/t/bp-1.jpg');
      expect(size.statusCode).toBe(400);
      expect(size.json()).toEqual({ code: 400, result: 'Image size 301x301 is not available; use 150x150, 310x300, 600x744, 300x300, 620x600, 1200x1488' });
      expect((await get('/img/150/150/rotate/a/t/bp-1.jpg')).json()).toEqual({ code: 400, result: "Unknown image action 'rotate'; use resize, fit, crop" });
      const unknown = await get('/img/150/150/resize/x/y/nope.jpg');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 404, result: 'Image not found: /x/y/nope.jpg' });
      expect(unknown.headers['cache-control']).toBe('no-store');
    });
  });
}, FIXTURE_DATABASE);

describe('productSvg', () => {
  it('escapes text, uses no external fonts or resources and the brand green', () => {
    const svg = productSvg(150, 150, { name: 'A<b> & "c"', sku: 'X&1', path: '/p.jpg' });
    expect(svg).toContain('X&#38;1');
    expect(svg).not.toMatch(/<b>|@font-face|href=|url\(/);
    expect(svg).toContain('#135b37');
  });

  it('takes initials from the first two words, else the sku', () => {
    expect(initials('Brake pads, front — ATE', 'BP-1')).toBe('BP');
    expect(initials('öljynsuodatin', 'HU-7020')).toBe('Ö');
    expect(initials(null, 'hu-7020')).toBe('HU');
  });
});
