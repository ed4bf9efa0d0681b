import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { StoredEncoding } from './cache';

/**
 * Compression of everything the server sends (ADR 0033):
 * - built assets have brotli and gzip twins written at build time (vite.config.ts) and served by
 *   @fastify/static's `preCompressed`;
 * - pages, API answers, SVG and other text are compressed on the fly by @fastify/compress;
 * - the output cache keeps the compressed bytes of what it stores (`encodeForCache`), so a hit
 *   costs no compression.
 */

/** Bodies smaller than this are sent as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Built files that get .br and .gz twins at build time (vite.config.ts); not source maps, not images. */
export const PRECOMPRESSED_FILES = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Codings offered, best first. */
export const ENCODINGS: readonly StoredEncoding[] = ['br', 'gzip'];

/**
 * On the fly: a fast brotli level (Cloudflare's choice for dynamic content), and every written chunk
 * flushed so a streamed page reaches the browser as React renders it (the shell first).
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  global: true,
  encodings: [...ENCODINGS],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    flush: constants.BROTLI_OPERATION_FLUSH,
  },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing: text, JSON, XML (SVG too) and JavaScript. */
const COMPRESSIBLE = /^text\/|[/+](json|xml)\b|javascript/i;

/**
 * The stored forms of a cached body: brotli at a higher level than on the fly and gzip at level 9,
 * computed once in zlib's thread pool. Small or incompressible bodies get none.
 */
export async function encodeForCache(body: Buffer, contentType: string | undefined): Promise<Partial<Record<StoredEncoding, Buffer>>> {
  if (body.length < COMPRESSION_THRESHOLD_BYTES || !COMPRESSIBLE.test(contentType ?? '')) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** The coding to answer with among those stored, by the request's Accept-Encoding (q-values honoured); null for identity. */
export function pickEncoding(acceptEncoding: string | undefined, available: Partial<Record<StoredEncoding, Buffer>>): StoredEncoding | null {
  if (!acceptEncoding) return null;
  const offered = ENCODINGS.filter((encoding) => available[encoding] !== undefined);
  if (offered.length === 0) return null;
  return negotiate(acceptEncoding, offered);
}
