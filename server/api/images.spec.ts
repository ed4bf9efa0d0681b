import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { DRAWING_CSP, IMAGE_CACHE_CONTROL, imageRoutes, pictureOf } from './images';

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
        // An SVG opened on its own is a document: nothing in it may load or run.
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body).toContain(`width="${w}" height="${h}"`);
        // Its own brand and sku, nothing else's.
        expect(res.body).toContain('>ATE<');
        expect(res.body).toContain('>BP-1<');
        expect(res.body).not.toMatch(/BP-2|TRW/);
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

    it("draws each product's own brand and sku, and a second gallery picture of the same part", async () => {
      const disc = (await get('/img/310/300/resize/b/p/bp-2.jpg')).body;
      expect(disc).toContain('>TRW<');
      expect(disc).toContain('>BP-2<');
      expect(disc).not.toMatch(/BP-1|ATE/);
      const child = (await get('/img/150/150/resize/w/b/wb-450.jpg')).body;
      expect(child).toContain('>WB-450<');
      expect(child).not.toContain('>WB<');
      expect((await get('/img/600/744/resize/a/t/bp-1-back.jpg')).body).toContain('>BP-1<');
    });

    describe('a path several products share (a catalogue seeded before each product had its own picture)', () => {
      beforeAll(async () => {
        await db().query(`UPDATE product SET attrs = attrs || '{"image":"/shared/pads.jpg"}'::jsonb WHERE id IN (1, 2)`);
      });

      it("prints neither product's sku, nor a brand they do not share", async () => {
        const res = await get('/img/310/300/resize/shared/pads.jpg');
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toMatch(/BP-1|BP-2|ATE|TRW/);
        expect(res.body).toContain('<svg');
      });
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

describe('pictureOf', () => {
  it("draws the kind the demo catalogue's path names, else the one the English name says", () => {
    expect(pictureOf('/parts/brake-calipers/brembo-x.jpg', { sku: 'BREMBO-X', brand: 'Brembo', name: 'Anything' })).toEqual({ kind: 'brake-calipers', brand: 'Brembo', sku: 'BREMBO-X', view: 1 });
    expect(pictureOf('/a/t/bp-1-b.jpg', { sku: 'BP-1', brand: 'ATE', name: 'Brake pads, front — ATE' })).toMatchObject({ kind: 'brake-pads', view: 2 });
    expect(pictureOf('/x/y.jpg', { sku: 'Q', brand: null, name: 'Something else' }).kind).toBe('part');
  });

  it('drops the sku of a shared path, and the brand when the products sharing it differ', () => {
    const product = { sku: 'BP-1', brand: 'ATE', name: 'Brake pads' };
    expect(pictureOf('/p.jpg', product, { brand: 'ATE' })).toMatchObject({ brand: 'ATE', sku: null });
    expect(pictureOf('/p.jpg', product, { brand: 'TRW' })).toMatchObject({ brand: null, sku: null });
  });

  it('is exported with the policy the route sends', () => {
    expect(DRAWING_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
