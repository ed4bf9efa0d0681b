import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MEDIA_LIMITS, loadMediaConfig, MediaConfigError, type MediaConfig } from './config';
import { createEncodeQueue, createPhotoStore, etagMatches, mediaFile, negotiateFormat, type PhotoRequest } from './photos';
import { writeTestPhoto } from './test-photos';

/** What Chromium, Firefox and an old Safari send for an <img>. */
const ACCEPT = {
  chromium: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  webpOnly: 'image/webp,*/*',
  old: 'image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5',
};

describe('mediaFile', () => {
  it('maps an image path into the media directory', () => {
    expect(mediaFile('/srv/media', '/parts/brake-discs/3.jpg')).toBe('/srv/media/parts/brake-discs/3.jpg');
    expect(mediaFile('/srv/media', 'a/t/bp-1.PNG')).toBe('/srv/media/a/t/bp-1.PNG');
  });

  it('refuses paths that could leave the directory or name no photo', () => {
    for (const path of ['../etc/passwd.jpg', '/a/../../b.jpg', 'a/./b.jpg', '.hidden/a.jpg', 'a/.b.jpg', 'a\\..\\b.jpg', 'a//b.jpg', 'a\0.jpg', 'a/b.svg', 'etc/passwd', '']) {
      expect(mediaFile('/srv/media', path), path).toBeNull();
    }
  });
});

describe('negotiateFormat', () => {
  it('answers AVIF, else WebP, else JPEG (PNG with transparency) by what Accept names', () => {
    expect(negotiateFormat(ACCEPT.chromium, false)).toBe('avif');
    expect(negotiateFormat(ACCEPT.webpOnly, false)).toBe('webp');
    expect(negotiateFormat(ACCEPT.old, false)).toBe('jpeg');
    expect(negotiateFormat(ACCEPT.old, true)).toBe('png');
    expect(negotiateFormat(undefined, false)).toBe('jpeg');
  });

  it('does not take a wildcard or q=0 for AVIF or WebP', () => {
    expect(negotiateFormat('*/*', false)).toBe('jpeg');
    expect(negotiateFormat('image/*', true)).toBe('png');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0.5', false)).toBe('webp');
  });
});

describe('etagMatches', () => {
  it('finds the ETag in a list, weak or strong', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe('loadMediaConfig', () => {
  it('defaults under DATA_DIR and reads the named limits', () => {
    expect(loadMediaConfig({}, '/data')).toEqual({ dir: '/data/media', cacheDir: '/data/media-cache', limits: DEFAULT_MEDIA_LIMITS });
    const config = loadMediaConfig({ MEDIA_DIR: '/photos', MEDIA_CACHE_DIR: '/cache', MAX_IMAGE_ENCODES: '3', MAX_IMAGE_QUEUE: '5', MAX_IMAGE_SOURCE_BYTES: '1000', MAX_IMAGE_SOURCE_PIXELS: '2000' }, '/data');
    expect(config).toEqual({ dir: '/photos', cacheDir: '/cache', limits: { encodes: 3, queued: 5, maxSourceBytes: 1000, maxSourcePixels: 2000 } });
    expect(() => loadMediaConfig({ MAX_IMAGE_ENCODES: 'many' }, '/data')).toThrow(MediaConfigError);
    expect(() => loadMediaConfig({ MAX_IMAGE_ENCODES: 'many' }, '/data')).toThrow('MAX_IMAGE_ENCODES must be a whole number from 1 to 64, got "many"');
  });
});

describe('createPhotoStore', () => {
  let root: string;
  let config: MediaConfig;
  const request = (path: string, accept: string | undefined, extra: Partial<PhotoRequest> = {}): PhotoRequest => ({ path, width: 310, height: 300, action: 'resize', accept, ifNoneMatch: undefined, ...extra });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'photos-'));
    config = { dir: join(root, 'media'), cacheDir: join(root, 'cache'), limits: { ...DEFAULT_MEDIA_LIMITS, encodes: 1 } };
    await writeTestPhoto(join(config.dir, 'parts/disc.jpg'), 640, 480);
    await writeTestPhoto(join(config.dir, 'parts/cap.png'), 320, 320, { alpha: true });
    writeFileSync(join(config.dir, 'parts/broken.jpg'), 'not a photo');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers none for a path without an original, and never leaves the directory', async () => {
    const store = createPhotoStore(config);
    expect(await store.answer(request('/parts/none.jpg', ACCEPT.chromium))).toEqual({ kind: 'none' });
    expect(await store.answer(request('/../media/parts/disc.jpg', ACCEPT.chromium))).toEqual({ kind: 'none' });
    expect(store.stats.encodes).toBe(0);
  });

  it('resizes to the asked size in the negotiated format, and encodes each variant once', async () => {
    const store = createPhotoStore(config);
    for (const [accept, format] of [[ACCEPT.chromium, 'avif'], [ACCEPT.webpOnly, 'webp'], [ACCEPT.old, 'jpeg']] as const) {
      const answer = await store.answer(request('/parts/disc.jpg', accept));
      if (answer.kind !== 'photo' || !answer.body) throw new Error(`expected a photo, got ${answer.kind}`);
      expect(answer.format).toBe(format);
      const meta = await sharp(answer.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format === 'avif' ? 'heif' : format, 310, 300]);
    }
    expect(store.stats).toEqual({ encodes: 3, cacheHits: 0 });
    const again = await createPhotoStore(config).answer(request('/parts/disc.jpg', ACCEPT.chromium));
    expect(again.kind).toBe('photo');
    // A new store (a restarted server) finds the variant on disk.
    const fresh = createPhotoStore(config);
    await fresh.answer(request('/parts/disc.jpg', ACCEPT.webpOnly));
    expect(fresh.stats).toEqual({ encodes: 0, cacheHits: 1 });
  });

  it('keeps transparency: PNG as the fallback, and each format has its own ETag', async () => {
    const store = createPhotoStore(config);
    const png = await store.answer(request('/parts/cap.png', ACCEPT.old, { width: 150, height: 150 }));
    const webp = await store.answer(request('/parts/cap.png', ACCEPT.webpOnly, { width: 150, height: 150 }));
    if (png.kind !== 'photo' || webp.kind !== 'photo' || !png.body) throw new Error('expected photos');
    expect(png.format).toBe('png');
    expect((await sharp(png.body).metadata()).hasAlpha).toBe(true);
    expect(webp.etag).not.toBe(png.etag);
    const notModified = await store.answer(request('/parts/cap.png', ACCEPT.old, { width: 150, height: 150, ifNoneMatch: png.etag }));
    expect(notModified).toEqual({ kind: 'photo', format: 'png', etag: png.etag, body: null });
  });

  it('refuses originals above the byte or pixel limit and unreadable ones, naming the limit', async () => {
    const small = createPhotoStore({ ...config, limits: { ...config.limits, maxSourceBytes: 1000 } });
    const bytes = await small.answer(request('/parts/disc.jpg', ACCEPT.chromium));
    expect(bytes).toMatchObject({ kind: 'refused', code: 422 });
    expect(bytes.kind === 'refused' && bytes.message).toMatch(/^The original photo \/parts\/disc\.jpg is 0\.\d MB, above MAX_IMAGE_SOURCE_BYTES \(0\.0 MB\); make it smaller$/);
    const few = createPhotoStore({ ...config, limits: { ...config.limits, maxSourcePixels: 100_000 } });
    expect(await few.answer(request('/parts/disc.jpg', ACCEPT.chromium))).toEqual({
      kind: 'refused',
      code: 422,
      message: 'The original photo /parts/disc.jpg is 640x480 (0.3 MP), above MAX_IMAGE_SOURCE_PIXELS (0.1 MP); make it smaller',
    });
    expect(few.stats.encodes).toBe(0);
    expect(await few.answer(request('/parts/broken.jpg', ACCEPT.chromium))).toEqual({ kind: 'refused', code: 422, message: 'The original photo /parts/broken.jpg is not an image the server can read' });
  });

  it('encodes at most MAX_IMAGE_ENCODES at once, lets MAX_IMAGE_QUEUE wait and refuses the rest with 503', async () => {
    const queue = createEncodeQueue({ encodes: 1, queued: 1 });
    let release = () => {};
    const blocker = queue.tryRun(() => new Promise<void>((resolve) => (release = resolve)));
    const store = createPhotoStore({ ...config, cacheDir: join(root, 'cache-busy') }, queue);
    const waiting = store.answer(request('/parts/disc.jpg', ACCEPT.old, { width: 150, height: 150 }));
    // Let the first request reach the queue (it waits behind the blocker); the next one finds it full.
    await vi.waitFor(() => expect([queue.running, queue.waiting]).toEqual([1, 1]));
    const refused = await store.answer(request('/parts/disc.jpg', ACCEPT.old, { width: 600, height: 744 }));
    expect(refused).toEqual({
      kind: 'refused',
      code: 503,
      message: 'The shop is busy: at most 1 images are encoded at once and 1 wait (MAX_IMAGE_ENCODES, MAX_IMAGE_QUEUE). Try again in 1 s.',
      retryAfterSeconds: 1,
    });
    release();
    await blocker;
    expect((await waiting).kind).toBe('photo');
    expect(readdirSync(join(root, 'cache-busy')).length).toBeGreaterThan(0);
  });

  it('asks once when the same variant is asked for twice at once', async () => {
    const store = createPhotoStore({ ...config, cacheDir: join(root, 'cache-twice') });
    const [a, b] = await Promise.all([store.answer(request('/parts/disc.jpg', ACCEPT.chromium)), store.answer(request('/parts/disc.jpg', ACCEPT.chromium))]);
    expect(a.kind === 'photo' && b.kind === 'photo' && a.etag === b.etag).toBe(true);
    expect(store.stats.encodes).toBe(1);
  });

  it('re-encodes when the original is replaced (a new ETag)', async () => {
    const store = createPhotoStore({ ...config, cacheDir: join(root, 'cache-replace') });
    const first = await store.answer(request('/parts/disc.jpg', ACCEPT.old));
    await writeTestPhoto(join(config.dir, 'parts/disc.jpg'), 640, 480, { seed: 7 });
    expect(statSync(join(config.dir, 'parts/disc.jpg')).size).toBeGreaterThan(0);
    const second = await store.answer(request('/parts/disc.jpg', ACCEPT.old));
    expect(first.kind === 'photo' && second.kind === 'photo' && first.etag !== second.etag).toBe(true);
    expect(store.stats.encodes).toBe(2);
  });
});
