import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

/** Bounds of the work product photos may cause (ADR 0045); each is named in the answer it causes and in the README. */
export interface MediaLimits {
  /** Originals larger than this many bytes are refused (MAX_IMAGE_SOURCE_BYTES). */
  maxSourceBytes: number;
  /** Originals with more pixels than this are refused before decoding (MAX_IMAGE_SOURCE_PIXELS). */
  maxSourcePixels: number;
  /** Encodes run at once (MAX_IMAGE_ENCODES); each uses one core. */
  encodes: number;
  /** Encodes waiting for a turn; one more answers 503 with Retry-After (MAX_IMAGE_QUEUE). */
  queued: number;
}

/** Where product photos live and how much work they may cost. */
export interface MediaConfig {
  /** Originals by image path: `/parts/brake-discs/3.jpg` is `<dir>/parts/brake-discs/3.jpg` (MEDIA_DIR). */
  dir: string;
  /** Encoded variants, one file per path, size, action and format (MEDIA_CACHE_DIR). */
  cacheDir: string;
  limits: MediaLimits;
}

/**
 * The defaults: a phone photo is 12 MP and 3-8 MB, a studio shot 24-50 MP; 25 MB and 50 MP admit both while a
 * decompression bomb (a small file of a huge canvas) is refused from its header. Half the cores encode, each
 * with one libvips thread, so image work never takes the cores page renders need (ADR 0042's one render per core).
 */
export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  maxSourceBytes: 25 * 1024 * 1024,
  maxSourcePixels: 50_000_000,
  encodes: Math.max(1, Math.floor(availableParallelism() / 2)),
  queued: 64,
};

type Env = Record<string, string | undefined>;

/** A setting of the media directory the server cannot start with; the message names the variable. */
export class MediaConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaConfigError';
  }
}

function whole(name: string, raw: string | undefined, max: number): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < 1 || value > max) throw new MediaConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return value;
}

/** The media settings from the environment; directories default to `<dataDir>/media` and `<dataDir>/media-cache`. */
export function loadMediaConfig(env: Env, dataDir: string, cwd: string = process.cwd()): MediaConfig {
  const dir = env.MEDIA_DIR?.trim() ? resolve(cwd, env.MEDIA_DIR.trim()) : join(dataDir, 'media');
  const cacheDir = env.MEDIA_CACHE_DIR?.trim() ? resolve(cwd, env.MEDIA_CACHE_DIR.trim()) : join(dataDir, 'media-cache');
  const limits: MediaLimits = {
    maxSourceBytes: whole('MAX_IMAGE_SOURCE_BYTES', env.MAX_IMAGE_SOURCE_BYTES, 1024 ** 3) ?? DEFAULT_MEDIA_LIMITS.maxSourceBytes,
    maxSourcePixels: whole('MAX_IMAGE_SOURCE_PIXELS', env.MAX_IMAGE_SOURCE_PIXELS, 268_402_689) ?? DEFAULT_MEDIA_LIMITS.maxSourcePixels,
    encodes: whole('MAX_IMAGE_ENCODES', env.MAX_IMAGE_ENCODES, 64) ?? DEFAULT_MEDIA_LIMITS.encodes,
    queued: whole('MAX_IMAGE_QUEUE', env.MAX_IMAGE_QUEUE, 10_000) ?? DEFAULT_MEDIA_LIMITS.queued,
  };
  return { dir, cacheDir, limits };
}
