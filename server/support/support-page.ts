/**
 * The support console's page, /support (issue 21 item 1, ADR 0066): staff only (server/support/staff-gate.ts),
 * never indexed, never cached. A bare document that loads the console's own build (`vite build --mode
 * support` into dist/support, entry src/app/support/support-entry.tsx), whose files are served under
 * /support/assets/ to staff only: no shopper page loads it, and the service worker never sees it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViteManifest } from '../../src/app/asset-manifest';
import { chunkFiles } from '../../src/app/asset-manifest';
import { applyPagePolicy, createNonce } from '../security-headers';
import { admitStaff, STAFF_HEADERS } from './staff-gate';

/** The console's path. */
export const SUPPORT_PAGE_PATH = '/support';
/** The console's entry in the client build's manifest (and its module path in development). */
export const SUPPORT_ENTRY = 'src/app/support/support-entry.tsx';

/** The console's build: its directory (dist/support) and Vite manifest. */
export interface SupportBuild {
  dir: string;
  manifest: ViteManifest;
}

/** The console's build under `root` (dist/support), or null when it was not built. */
export function readSupportBuild(root: string): SupportBuild | null {
  const dir = join(root, 'dist/support');
  const file = join(dir, '.vite/manifest.json');
  return existsSync(file) ? { dir, manifest: JSON.parse(readFileSync(file, 'utf8')) as ViteManifest } : null;
}

export interface SupportPageOptions {
  /** OPS_KEY; without it /support does not exist. */
  opsKey: string | null;
  /** The console's build (production). */
  build?: SupportBuild | null;
  /** Development: Vite's head (client, React refresh) and module paths instead of built files. */
  dev?: { head: string };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The console's document: its entry script and stylesheets, or null when the build has no console entry. */
export function supportDocument(options: SupportPageOptions, nonce: string): string | null {
  let head: string;
  if (options.dev) {
    head = `${options.dev.head.replace(/<script/g, `<script nonce="${escapeAttribute(nonce)}"`)}<script type="module" nonce="${escapeAttribute(nonce)}" src="/${SUPPORT_ENTRY}"></script>`;
  } else {
    const manifest = options.build?.manifest;
    if (!manifest?.[SUPPORT_ENTRY]) return null;
    const { js, css } = chunkFiles(manifest, [SUPPORT_ENTRY]);
    const [entry, ...preloads] = js;
    const url = (file: string) => escapeAttribute(`${SUPPORT_PAGE_PATH}/${file}`);
    head = [
      ...css.map((file) => `<link rel="stylesheet" href="${url(file)}">`),
      ...preloads.map((file) => `<link rel="modulepreload" href="${url(file)}">`),
      `<script type="module" nonce="${escapeAttribute(nonce)}" src="${url(entry!)}"></script>`,
    ].join('');
  }
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow"><title>AP24 support console</title>' +
    head +
    '</head><body><div id="support-console"></div></body></html>'
  );
}

/**
 * GET /support: the console for staff; 401 with the Basic challenge otherwise, 404 without OPS_KEY. Its built
 * files under /support/assets/ behind the same gate.
 */
export async function registerSupportPage(app: FastifyInstance, options: SupportPageOptions): Promise<void> {
  const text = (reply: FastifyReply) => (status: number, message: string) => reply.code(status).type('text/plain; charset=utf-8').send(message);
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!admitStaff(request, reply, options.opsKey, text(reply))) return reply;
    const nonce = createNonce();
    const html = supportDocument(options, nonce);
    if (!html) return text(reply)(503, 'The support console is not in this build: run "npm run build".');
    applyPagePolicy(request, reply, nonce, {}, Boolean(options.dev));
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  };
  app.get(SUPPORT_PAGE_PATH, page);
  app.get(`${SUPPORT_PAGE_PATH}/`, page);
  const build = options.build;
  if (!build || !existsSync(join(build.dir, 'assets'))) return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!admitStaff(request, reply, options.opsKey, text(reply))) return reply;
      return undefined;
    });
    await scope.register(fastifyStatic, {
      root: join(build.dir, 'assets'),
      prefix: `${SUPPORT_PAGE_PATH}/assets/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(STAFF_HEADERS)) res.setHeader(name, value);
      },
    });
  });
}
