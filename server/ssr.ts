import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildServerOptions, RenderFn } from './app';
import type { ViteManifest } from '../src/app/asset-manifest';
import { readSupportBuild } from './support/support-page';

/** The build is missing or incomplete; the message says how to make it. */
export class MissingBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingBuildError';
  }
}

/** Production: the SSR bundle from dist/server and the static files and manifest from dist/client. */
export async function productionOptions(root: string): Promise<BuildServerOptions> {
  const clientDir = join(root, 'dist/client');
  const manifestFile = join(clientDir, '.vite/manifest.json');
  const serverEntry = join(root, 'dist/server/entry-server.js');
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) {
    throw new MissingBuildError(`No build in ${join(root, 'dist')}: run "npm run build" first (or "npm start", which builds)`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const entry = (await import(pathToFileURL(serverEntry).href)) as { render: RenderFn };
  return { render: entry.render, clientDir, manifest, inlineStyles: builtStyles(clientDir, manifest), supportBuild: readSupportBuild(root) };
}

/** Every stylesheet of the client build, read once at start: `/assets/x.css` to its text (ADR 0037). */
export function builtStyles(clientDir: string, manifest: ViteManifest): Map<string, string> {
  const styles = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      const path = join(clientDir, file);
      if (!styles.has(`/${file}`) && existsSync(path)) styles.set(`/${file}`, readFileSync(path, 'utf8'));
    }
  }
  return styles;
}

/** Development: Vite in middleware mode serves the modules and loads the SSR entry from source. */
export async function developmentOptions(root: string): Promise<BuildServerOptions> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  // Vite's client and the React refresh preamble, as Vite would inject them into an index.html.
  const shell = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const head = /<head>([\s\S]*)<\/head>/.exec(shell)?.[1] ?? '';
  const render: RenderFn = async (request, options) => {
    const entry = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as { render: RenderFn };
    try {
      return await entry.render(request, options);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
  return {
    render,
    devMiddleware: (req, res, next) => vite.middlewares(req, res, next),
    dev: { head, entry: '/src/app/entry-client.tsx' },
  };
}
