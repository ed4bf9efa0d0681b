/**
 * Product photos (ADR 0045): an original photo in the media directory is resized with sharp to the size an
 * `/img/...` URL asks for and encoded as AVIF, WebP or JPEG (PNG for originals with transparency) by the
 * request's Accept header. Each variant is encoded once and kept on disk; encodes are bounded in number and
 * originals in bytes and pixels, so product photos cannot starve page renders.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import pLimit from 'p-limit';
import type { Sharp, SharpOptions } from 'sharp';
import type { MediaConfig, MediaLimits } from './config';

type SharpFactory = ((input: string, options?: SharpOptions) => Sharp) & { versions: { sharp: string; vips: string } };
let sharpLoaded: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on the first photo: loading libvips takes 0.2-0.9 s here, which a shop without photos (the demo)
 * should not pay at start. libvips gets one thread per encode (MAX_IMAGE_ENCODES bounds the encodes) and no
 * operation cache (variants are cached on disk; libvips' cache would hold decoded originals in memory).
 */
function loadSharp(): Promise<SharpFactory> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** Formats a variant is encoded in. */
export type PhotoFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Files the media directory may hold as originals. */
export const PHOTO_EXTENSIONS: readonly string[] = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff'];

/**
 * Encoder settings, measured in ADR 0045: sharp's default qualities (AVIF 50 and WebP 80 look like JPEG 80), and
 * mozjpeg for the JPEG fallback. AVIF at effort 0: a variant is encoded while its first visitor waits, and
 * sharp's default effort 4 took 60 times as long (21 s against 0.36 s for 600x744 on this loaded machine) for
 * 10 % fewer bytes. A change here changes every variant's key.
 */
export const ENCODER_OPTIONS = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 80, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;

/** What a variant's bytes depend on besides its original and request: an upgrade of sharp or libvips re-encodes. */
const encoderVersion = (sharp: SharpFactory) => JSON.stringify([sharp.versions.sharp, sharp.versions.vips, ENCODER_OPTIONS, 1]);

/** How an `/img/` action fits the original into the box: the whole photo on its background, inside it, or filling it. */
export const ACTION_FITS = { resize: 'contain', fit: 'inside', crop: 'cover' } as const;
export type PhotoAction = keyof typeof ACTION_FITS;

/** A photo request: the image path as the catalogue names it, the size and action asked for, and two headers. */
export interface PhotoRequest {
  path: string;
  width: number;
  height: number;
  action: PhotoAction;
  accept: string | undefined;
  ifNoneMatch: string | undefined;
}

export type PhotoAnswer =
  /** No original for this path: the caller draws its illustration. */
  | { kind: 'none' }
  /** The original cannot be served (too large, unreadable) or the encoders are busy; `code` is the HTTP status. */
  | { kind: 'refused'; code: number; message: string; retryAfterSeconds?: number }
  /** A variant: its bytes, or `body: null` when the client's ETag is current (304). */
  | { kind: 'photo'; format: PhotoFormat; etag: string; body: Buffer | null };

/** Counters of what the store did, for tests and the ADR's figures. */
export interface PhotoStats {
  encodes: number;
  cacheHits: number;
}

export interface PhotoStore {
  answer(request: PhotoRequest): Promise<PhotoAnswer>;
  readonly stats: PhotoStats;
  readonly config: MediaConfig;
}

/** Seconds a client refused because the encoders are busy is asked to wait. */
export const IMAGE_RETRY_AFTER_SECONDS = 1;

/**
 * The file of an image path inside `dir`, or null when the path could leave it or names no photo: no `..`, `.`
 * or hidden segments, no backslashes or NUL, a photo extension, and the resolved file inside `dir`.
 */
export function mediaFile(dir: string, imagePath: string): string | null {
  const relative = imagePath.replace(/^\/+/, '');
  if (!relative || /[\\\0]/.test(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  if (!PHOTO_EXTENSIONS.includes(extname(relative).toLowerCase())) return null;
  const root = resolve(dir);
  const file = resolve(root, ...segments);
  return file.startsWith(root + sep) ? file : null;
}

/** Whether Accept names `type` itself with a non-zero q (a wildcard does not count: old clients send `*\/*`). */
function acceptsExactly(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [range, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (range !== type) return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The format to answer with: AVIF, else WebP when Accept names them, else JPEG (PNG for a photo with transparency). */
export function negotiateFormat(accept: string | undefined, hasAlpha: boolean): PhotoFormat {
  if (accept && acceptsExactly(accept, 'image/avif')) return 'avif';
  if (accept && acceptsExactly(accept, 'image/webp')) return 'webp';
  return hasAlpha ? 'png' : 'jpeg';
}

/** Whether an If-None-Match header holds this ETag (a list, weak or strong). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

interface Original {
  width: number;
  height: number;
  hasAlpha: boolean;
}

/** Remembered headers of originals (by file, size and modification time); bounded, oldest dropped first. */
const MAX_REMEMBERED_ORIGINALS = 10_000;

const isMissing = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** The encodes: at most `encodes` run, `queued` wait for a turn, and one more is refused (`tryRun` answers null). */
export interface EncodeQueue {
  tryRun<T>(task: () => Promise<T>): Promise<T> | null;
  readonly limits: Readonly<Pick<MediaLimits, 'encodes' | 'queued'>>;
  readonly running: number;
  readonly waiting: number;
}

export function createEncodeQueue(limits: Pick<MediaLimits, 'encodes' | 'queued'>): EncodeQueue {
  const limit = pLimit(limits.encodes);
  return {
    limits: { encodes: limits.encodes, queued: limits.queued },
    tryRun: (task) => (limit.activeCount + limit.pendingCount >= limits.encodes + limits.queued ? null : limit(task)),
    get running() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

/** The photo store over a media directory and its variant cache; `queue` is the config's unless given (tests). */
export function createPhotoStore(config: MediaConfig, queue: EncodeQueue = createEncodeQueue(config.limits)): PhotoStore {
  const { limits } = config;
  const originals = new Map<string, Original | { refused: string }>();
  const inFlight = new Map<string, Promise<Buffer>>();
  const stats: PhotoStats = { encodes: 0, cacheHits: 0 };

  async function readOriginal(file: string, key: string, shown: string): Promise<Original | { refused: string }> {
    const known = originals.get(key);
    if (known) return known;
    let found: Original | { refused: string };
    try {
      // Reads the header only: the pixel limit is checked before anything is decoded.
      const sharp = await loadSharp();
      const meta = await sharp(file, { limitInputPixels: false }).metadata();
      const width = meta.autoOrient?.width ?? meta.width;
      const height = meta.autoOrient?.height ?? meta.height;
      found =
        width * height > limits.maxSourcePixels
          ? { refused: `The original photo ${shown} is ${width}x${height} (${(width * height / 1e6).toFixed(1)} MP), above MAX_IMAGE_SOURCE_PIXELS (${(limits.maxSourcePixels / 1e6).toFixed(1)} MP); make it smaller` }
          : { width, height, hasAlpha: meta.hasAlpha };
    } catch {
      found = { refused: `The original photo ${shown} is not an image the server can read` };
    }
    if (originals.size >= MAX_REMEMBERED_ORIGINALS) originals.delete(originals.keys().next().value as string);
    originals.set(key, found);
    return found;
  }

  async function encode(file: string, request: PhotoRequest, original: Original, format: PhotoFormat): Promise<Buffer> {
    const sharp = await loadSharp();
    const fit = ACTION_FITS[request.action];
    const background = original.hasAlpha ? { r: 255, g: 255, b: 255, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
    const pipeline = sharp(file, { limitInputPixels: limits.maxSourcePixels, failOn: 'error' })
      .autoOrient()
      .resize(request.width, request.height, { fit, background, withoutEnlargement: fit === 'inside' });
    stats.encodes += 1;
    if (format === 'avif') return pipeline.avif(ENCODER_OPTIONS.avif).toBuffer();
    if (format === 'webp') return pipeline.webp(ENCODER_OPTIONS.webp).toBuffer();
    if (format === 'png') return pipeline.png(ENCODER_OPTIONS.png).toBuffer();
    return pipeline.flatten({ background: '#ffffff' }).jpeg(ENCODER_OPTIONS.jpeg).toBuffer();
  }

  /** Keeps a variant: written beside its name and renamed, so a reader never sees half a file. */
  async function store(target: string, body: Buffer): Promise<void> {
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, target);
    } catch {
      // A full or read-only disk costs an encode per request, not the answer.
      await rm(temporary, { force: true }).catch(() => {});
    }
  }

  return {
    config,
    stats,
    async answer(request) {
      const file = mediaFile(config.dir, request.path);
      if (!file) return { kind: 'none' };
      let size: number;
      let modified: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return { kind: 'none' };
        size = info.size;
        modified = info.mtimeMs;
      } catch (error) {
        if (isMissing(error)) return { kind: 'none' };
        throw error;
      }
      const shown = `/${request.path.replace(/^\/+/, '')}`;
      if (size > limits.maxSourceBytes) {
        return {
          kind: 'refused',
          code: 422,
          message: `The original photo ${shown} is ${(size / 2 ** 20).toFixed(1)} MB, above MAX_IMAGE_SOURCE_BYTES (${(limits.maxSourceBytes / 2 ** 20).toFixed(1)} MB); make it smaller`,
        };
      }
      const original = await readOriginal(file, `${file}\0${size}\0${modified}`, shown);
      if ('refused' in original) return { kind: 'refused', code: 422, message: original.refused };

      const format = negotiateFormat(request.accept, original.hasAlpha);
      const key = createHash('sha256')
        .update(JSON.stringify([encoderVersion(await loadSharp()), shown, size, modified, request.width, request.height, request.action, format]))
        .digest('base64url');
      const etag = `"${key.slice(0, 27)}"`;
      if (etagMatches(request.ifNoneMatch, etag)) return { kind: 'photo', format, etag, body: null };

      const target = join(config.cacheDir, key.slice(0, 2), `${key}.${format}`);
      try {
        const body = await readFile(target);
        stats.cacheHits += 1;
        return { kind: 'photo', format, etag, body };
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      // The same variant asked for twice at once is encoded once.
      let pending = inFlight.get(target);
      if (!pending) {
        const queued = queue.tryRun(async () => {
          const body = await encode(file, request, original, format);
          await store(target, body);
          return body;
        });
        if (!queued) {
          return {
            kind: 'refused',
            code: 503,
            message: `The shop is busy: at most ${queue.limits.encodes} images are encoded at once and ${queue.limits.queued} wait (MAX_IMAGE_ENCODES, MAX_IMAGE_QUEUE). Try again in ${IMAGE_RETRY_AFTER_SECONDS} s.`,
            retryAfterSeconds: IMAGE_RETRY_AFTER_SECONDS,
          };
        }
        pending = queued.finally(() => inFlight.delete(target));
        inFlight.set(target, pending);
      }
      try {
        return { kind: 'photo', format, etag, body: await pending };
      } catch {
        return { kind: 'refused', code: 422, message: `The original photo ${shown} could not be converted` };
      }
    },
  };
}
