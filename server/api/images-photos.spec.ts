import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { DEFAULT_MEDIA_LIMITS, type MediaConfig } from '../media/config';
import { createEncodeQueue, createPhotoStore, type PhotoStore } from '../media/photos';
import { writeTestPhoto } from '../media/test-photos';
import type { ApiRoutes } from '../app';
import { IMAGE_CACHE_CONTROL, imageRoutes } from './images';

const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SAFARI = 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

const root = mkdtempSync(join(tmpdir(), 'image-api-'));
const config: MediaConfig = { dir: join(root, 'media'), cacheDir: join(root, 'cache'), limits: DEFAULT_MEDIA_LIMITS };
// A photo for a catalogue image (a/t/bp-1.jpg), one the catalogue does not name, and one over the pixel limit.
const photos = Promise.all([
  writeTestPhoto(join(config.dir, 'a/t/bp-1.jpg'), 800, 600),
  writeTestPhoto(join(config.dir, 'extra/logo.png'), 300, 200, { alpha: true }),
  writeTestPhoto(join(config.dir, 'a/t/huge.jpg'), 1000, 1000),
]);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The image routes with a photo store (what `startApi` gives them from MEDIA_DIR). */
const withMedia = (store: () => PhotoStore): ApiRoutes => async (app, deps) => {
  await photos;
  await imageRoutes(app, { ...deps, media: store() });
};

forEachDatabase('image API with product photos', ({ db }) => {
  // Each database's run starts with an empty variant cache.
  const store = createPhotoStore({ ...config, cacheDir: mkdtempSync(join(root, 'cache-')) });
  const app = useFixtureApp(db, [withMedia(() => store)]);
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  it('answers AVIF, WebP or JPEG by Accept at the asked size, varying on Accept, immutable', async () => {
    for (const [accept, type, format] of [[CHROMIUM, 'image/avif', 'heif'], ['image/webp,*/*', 'image/webp', 'webp'], [OLD_SAFARI, 'image/jpeg', 'jpeg'], [undefined, 'image/jpeg', 'jpeg']] as const) {
      const res = await get('/img/310/300/resize/a/t/bp-1.jpg', accept ? { accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 310, 300]);
    }
  });

  it('serves the 2x sizes of srcset from the photo', async () => {
    for (const [w, h] of [[300, 300], [620, 600], [1200, 1488]]) {
      const res = await get(`/img/${w}/${h}/resize/a/t/bp-1.jpg`, { accept: CHROMIUM });
      const meta = await sharp(res.rawPayload).metadata();
      expect([res.statusCode, meta.width, meta.height]).toEqual([200, w, h]);
    }
  });

  it('answers 304 for the current ETag of the negotiated format, still varying on Accept', async () => {
    const first = await get('/img/150/150/crop/a/t/bp-1.jpg', { accept: CHROMIUM });
    const again = await get('/img/150/150/crop/a/t/bp-1.jpg', { accept: CHROMIUM, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.vary).toBe('Accept');
    // Another format is another representation: the AVIF's ETag does not match the JPEG.
    expect((await get('/img/150/150/crop/a/t/bp-1.jpg', { accept: OLD_SAFARI, 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
  });

  it('encodes a variant once: the second request is read from the disk cache', async () => {
    const before = { ...store.stats };
    const a = await get('/img/600/744/fit/a/t/bp-1.jpg', { accept: 'image/webp' });
    const b = await get('/img/600/744/fit/a/t/bp-1.jpg', { accept: 'image/webp' });
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(store.stats.encodes - before.encodes).toBe(1);
    expect(store.stats.cacheHits - before.cacheHits).toBe(1);
    expect(readdirSync(store.config.cacheDir).length).toBeGreaterThan(0);
  });

  it('serves a photo the catalogue does not name, PNG with its transparency for old browsers', async () => {
    const res = await get('/img/150/150/resize/extra/logo.png', { accept: OLD_SAFARI });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('draws the illustration for a catalogue image without a photo', async () => {
    const res = await get('/img/150/150/resize/w/b/wb-450.jpg', { accept: CHROMIUM });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers.vary).toBeUndefined();
  });

  it('refuses paths that leave the media directory', async () => {
    for (const url of ['/img/150/150/resize/..%2F..%2Fetc%2Fpasswd', '/img/150/150/resize/a/t/..%2F..%2F..%2Fmedia%2Fa%2Ft%2Fbp-1.jpg', '/img/150/150/resize/%2e%2e/%2e%2e/etc/hosts']) {
      const res = await get(url, { accept: CHROMIUM });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    const hidden = await get('/img/150/150/resize/.cache/a.jpg', { accept: CHROMIUM });
    expect(hidden.json()).toEqual({ code: 404, result: 'Image not found: /.cache/a.jpg' });
  });
}, FIXTURE_DATABASE);

forEachDatabase('image API limits', ({ db }) => {
  const small = createPhotoStore({ ...config, cacheDir: mkdtempSync(join(root, 'cache-small-')), limits: { ...DEFAULT_MEDIA_LIMITS, maxSourcePixels: 900_000 } });
  const queue = createEncodeQueue({ encodes: 1, queued: 0 });
  const busy = createPhotoStore({ ...config, cacheDir: mkdtempSync(join(root, 'cache-busy-')) }, queue);
  const limited = useFixtureApp(db, [withMedia(() => small)]);
  const get = (url: string) => limited().inject({ method: 'GET', url, headers: { accept: CHROMIUM } });

  it('refuses an original above MAX_IMAGE_SOURCE_PIXELS with a 422 envelope naming the limit', async () => {
    const res = await get('/img/150/150/resize/a/t/huge.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code: 422, result: 'The original photo /a/t/huge.jpg is 1000x1000 (1.0 MP), above MAX_IMAGE_SOURCE_PIXELS (0.9 MP); make it smaller' });
    expect(small.stats.encodes).toBe(0);
    expect((await get('/img/150/150/resize/a/t/bp-1.jpg')).statusCode).toBe(200);
  });

  const busyApp = useFixtureApp(db, [withMedia(() => busy)]);
  it('answers 503 with Retry-After while MAX_IMAGE_ENCODES are running and none may wait', async () => {
    let release = () => {};
    const blocker = queue.tryRun(() => new Promise<void>((resolve) => (release = resolve)));
    const res = await busyApp().inject({ method: 'GET', url: '/img/150/150/resize/a/t/bp-1.jpg', headers: { accept: CHROMIUM } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ code: 503, result: 'The shop is busy: at most 1 images are encoded at once and 0 wait (MAX_IMAGE_ENCODES, MAX_IMAGE_QUEUE). Try again in 1 s.' });
    release();
    await blocker;
    expect((await busyApp().inject({ method: 'GET', url: '/img/150/150/resize/a/t/bp-1.jpg', headers: { accept: CHROMIUM } })).statusCode).toBe(200);
  });
}, FIXTURE_DATABASE);
