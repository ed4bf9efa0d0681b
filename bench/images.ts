/**
 * Product photo benchmark (ADR 0045): `npm run bench:images -- [--photo FILE] [--runs N] [--hits N]`.
 * Puts one original (FILE, else a generated 2400x1800 test photo) in a temporary media directory and, for the
 * gallery, product and cart sizes (1x and 2x) and each format, asks the photo store for the variant as a browser
 * would: the first ask encodes (timed over N fresh caches, median), later asks read the disk cache (median of
 * --hits). Prints bytes, encode median and cache-hit median per size and format. Asserts nothing.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_MEDIA_LIMITS } from '../server/media/config';
import { createPhotoStore, type PhotoRequest } from '../server/media/photos';
import { writeTestPhoto } from '../server/media/test-photos';

const { values } = parseArgs({ options: { photo: { type: 'string' }, runs: { type: 'string', default: '5' }, hits: { type: 'string', default: '50' } } });
const runs = Number(values.runs);
const hits = Number(values.hits);

const ACCEPTS = {
  avif: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  webp: 'image/webp,*/*',
  jpeg: 'image/*',
} as const;
const SIZES = [[600, 744], [1200, 1488], [310, 300], [620, 600], [150, 150], [300, 300]] as const;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const root = mkdtempSync(join(tmpdir(), 'bench-images-'));
try {
  const mediaDir = join(root, 'media');
  const name = `photo${values.photo ? extname(values.photo) : '.jpg'}`;
  if (values.photo) {
    mkdirSync(mediaDir, { recursive: true });
    copyFileSync(values.photo, join(mediaDir, name));
  } else {
    await writeTestPhoto(join(mediaDir, name), 2400, 1800);
  }
  console.log(`original: ${values.photo ?? 'generated 2400x1800 test photo'}; ${runs} encodes per cell (fresh cache each), ${hits} cache hits`);
  console.log('| size | format | bytes | encode median ms | cache hit median ms |');
  console.log('|---|---|--:|--:|--:|');
  for (const [width, height] of SIZES) {
    for (const [format, accept] of Object.entries(ACCEPTS)) {
      const request: PhotoRequest = { path: `/${name}`, width, height, action: 'resize', accept, ifNoneMatch: undefined };
      const encodes: number[] = [];
      let bytes = 0;
      let cacheDir = '';
      for (let run = 0; run < runs; run += 1) {
        cacheDir = mkdtempSync(join(root, 'cache-'));
        const store = createPhotoStore({ dir: mediaDir, cacheDir, limits: DEFAULT_MEDIA_LIMITS });
        // The original's header is read once per store: ask for a size not measured first so only the encode is timed.
        await store.answer({ ...request, width: 64, height: 64, accept: undefined });
        const started = performance.now();
        const answer = await store.answer(request);
        encodes.push(performance.now() - started);
        if (answer.kind !== 'photo' || !answer.body) throw new Error(`no photo: ${JSON.stringify(answer)}`);
        bytes = answer.body.length;
      }
      const store = createPhotoStore({ dir: mediaDir, cacheDir, limits: DEFAULT_MEDIA_LIMITS });
      await store.answer(request);
      const reads: number[] = [];
      for (let hit = 0; hit < hits; hit += 1) {
        const started = performance.now();
        await store.answer(request);
        reads.push(performance.now() - started);
      }
      if (store.stats.encodes !== 0) throw new Error('a cache hit encoded');
      console.log(`| ${width}x${height} | ${format} | ${bytes} | ${median(encodes).toFixed(1)} | ${median(reads).toFixed(2)} |`);
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
