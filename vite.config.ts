import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSION_THRESHOLD_BYTES, PRECOMPRESSED_FILES } from './server/compression';
import { isReexportBarrel } from './scripts/barrels';

/**
 * The folders of the per-view modules, read from src/app/manifest.ts (`source: 'src/modules/<id>/index.ts'`
 * of each `perViewModules` entry; the config cannot import the app). Their texts stay out of the shared chunks.
 */
const PER_VIEW_MODULES = [...readFileSync(resolve('src/app/manifest.ts'), 'utf8').matchAll(/source:\s*'src\/modules\/([a-z0-9-]+)\/index\.ts'/g)].map((match) => match[1]);

/** A language's texts (`locales/<lang>.json`), unless they belong to a per-view module. */
const TEXTS = new RegExp(`^(?!.*[\\\\/]src[\\\\/]modules[\\\\/](?:${PER_VIEW_MODULES.join('|')})[\\\\/]).*[\\\\/]locales[\\\\/]((?:en|et|ru|fi|it))\\.json$`);

const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'di', test: /node_modules[\\/](inversify|@inversifyjs|reflect-metadata)[\\/]/ },
  // The app code every page starts with (kernel, shell, design system, modules; whatever the entry
  // imports statically) in one chunk, not a dozen small shared ones (ADR 0034).
  { name: 'app', tags: ['$initial' as const], test: /[\\/](src|contract)[\\/]/ },
  // Code several lazy chunks (pages, panels, slot fills) share: the design system, the kernel, the app shell and the
  // modules' pure logic, split by the set of chunks that use it, sets under 12 kB (minified) merged into their
  // closest neighbour; and the catalog's listing parts (product grid, live prices) that home, category, search and
  // product pages share, in one chunk. A page then fetches two or three shared chunks, not one per small part
  // (issue 16: at most 15 scripts before a page is interactive; ADR 0075). A module's own views shared by two of
  // its chunks (the mini cart's panel and the cart page) keep the default: a chunk of their own.
  { name: 'parts', test: /[\\/](src[\\/](ui|kernel|app|modules[\\/][a-z0-9-]+[\\/]logic)|contract)[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 12 * 1024 },
  { name: 'catalog-parts', test: /[\\/]src[\\/]modules[\\/]catalog[\\/]/, minShareCount: 2 },
  // One text chunk per language with every namespace in it (one request instead of one per module).
  // The per-view modules keep their own, so their texts never reach another view.
  { name: (id: string) => TEXTS.exec(id) ? `texts-${TEXTS.exec(id)?.[1]}` : null, debugName: 'texts' },
];

/**
 * The service worker (ADR 0026): src/service-worker/sw.ts built into dist/client/sw.js with the client
 * build's files injected as its precache list. No manifest (the server writes one per store view) and no
 * registration script (src/app/pwa registers it with workbox-window).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    outDir: 'dist/client',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The app's scripts and styles (every route and language chunk, so any visited page hydrates
      // offline) and the icons; not source maps, not the build manifest.
      globPatterns: ['assets/**/*.{js,css}', 'icons/*.{png,svg}'],
      // The offline page is the server's, per host (src/app/offline-page.ts): its revision follows its source.
      additionalManifestEntries: [{ url: 'offline.html', revision: createHash('sha256').update(readFileSync(resolve('src/app/offline-page.ts'))).digest('hex').slice(0, 16) }],
      // Hashed names under assets/ change with their content; the rest get a revision.
      dontCacheBustURLsMatching: /^assets\//,
      minify: true,
      sourcemap: true,
    },
  });
}

/**
 * The server sends their .br or .gz twin (ADR 0033).
 * Brotli (quality 11) and gzip (level 9) twins of every built text file over 1 KB, written once at
 * build time so the server never compresses a static file per request.
 */
function precompress() {
  return compression({
    include: PRECOMPRESSED_FILES,
    exclude: [/\.map$/, /[\\/]\.vite[\\/]/],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    skipIfLargerOrEqual: false,
    logLevel: 'silent',
  });
}

/**
 * The service worker's twins, written after vite-plugin-pwa has injected the precache list into
 * dist/client/sw.js (its own build compresses too early: a twin of the worker without its list fails to
 * evaluate). Same settings as `precompress`.
 */
function precompressServiceWorker(): Plugin {
  return {
    name: 'precompress-service-worker',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const file = resolve('dist/client/sw.js');
        if (!existsSync(file)) return;
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}

// Two builds from one config: the browser bundle (with a manifest the server reads to emit preload
// links) and the SSR bundle (`vite build --ssr src/app/entry-server.tsx --outDir dist/server`).
// There is no index.html: the server writes the document, so the client entry is the TSX file itself.
/**
 * The support console (ADR 0066), `vite build --mode support`: a build of its own into dist/support, served
 * only to staff under /support/assets/ (server/support/support-page.ts). It shares no chunk with the shop's
 * build, so no shopper page loads, precaches or names it.
 */
const supportConsoleConfig = defineConfig({
  plugins: [react()],
  base: '/support/',
  build: {
    outDir: 'dist/support',
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: true,
    sourcemap: true,
    rolldownOptions: { input: 'src/app/support/support-entry.tsx' },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => mode === 'support' ? supportConsoleConfig : ({
  // Texts are imported whole (`import('./locales/et.json')`): without named exports a language chunk is the
  // objects alone, not also a getter per top-level key (ADR 0075).
  json: { namedExports: false },
  // The service worker belongs to the browser build only.
  plugins: isSsrBuild ? [react()] : [react(), serviceWorker(), precompress(), precompressServiceWorker()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rolldownOptions: {
          input: 'src/app/entry-client.tsx',
          treeshake: { moduleSideEffects: (id: string) => (isReexportBarrel(id) ? false : undefined) },
          // Libraries in their own chunks: they change far less often than the app, so browsers keep them cached.
          output: {
            codeSplitting: { groups: VENDOR_CHUNKS },
            // A shared part's chunk is named after its group alone, not after the chunks that share it (such a name
            // would list per-view modules, e.g. checkout-module-it-cards, in the files of every view).
            chunkFileNames: (chunk) => (chunk.name.startsWith('parts~') ? 'assets/parts-[hash].js' : 'assets/[name]-[hash].js'),
            assetFileNames: (asset) => (asset.names.some((name) => name.startsWith('parts~')) ? 'assets/parts-[hash][extname]' : 'assets/[name]-[hash][extname]'),
          },
        },
      },
  server: { port: 5173 },
}));
