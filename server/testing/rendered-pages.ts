import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { render } from '../../src/app/entry-server';
import { storeViews } from '../../src/app/store-views';
import { buildServer, type ApiRoutes } from '../app';
import type { ServerConfig } from '../config';
import type { Database } from '../storage/port';
import { testServerConfig } from './server-config';

/** One server-rendered answer as the page specs read it. */
export interface RenderedPage {
  status: number;
  html: string;
  /** The redirect target, when the answer is a redirect. */
  location: string | undefined;
  /** The answer's headers. */
  headers: Record<string, string | string[] | number | undefined>;
}

/** What {@link useRenderedPages} hands a suite. */
export interface RenderedPages {
  /**
   * GETs `url` from the app, with `host` as the Host header when given (a store view on its own domain) and the
   * browser's cookies when given.
   */
  page(url: string, host?: string, cookie?: string): Promise<RenderedPage>;
}

/**
 * Inside a `forEachDatabase` suite: the whole app (the SSR entry from source, render errors kept quiet) on the
 * suite's database with these API route groups, a fixed clock and configuration overrides, built in `beforeAll` (after the suite's
 * earlier hooks, so they can seed more rows) with a scratch data folder, closed and removed in `afterAll`.
 */
export function useRenderedPages(db: () => Database, routes: readonly ApiRoutes[], now: Date, overrides: Partial<ServerConfig> = {}): RenderedPages {
  let app: FastifyInstance | undefined;
  let scratch: string | undefined;
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'rendered-pages-'));
    const config = testServerConfig(scratch, overrides);
    app = await buildServer(config, {
      render: (request, options) => render(request, { ...options, onError: () => {} }),
      api: { deps: { db: db(), storeViews, now: () => now, commerce: config.commerce }, routes },
    });
  });
  afterAll(async () => {
    await app?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
  return {
    async page(url, host, cookie) {
      if (!app) throw new Error('useRenderedPages: the app is built in beforeAll; call page() inside a test');
      const res = await app.inject({ url, headers: { ...(host ? { host } : {}), ...(cookie ? { cookie } : {}) } });
      const location = res.headers.location;
      return { status: res.statusCode, html: res.body, location: typeof location === 'string' ? location : undefined, headers: res.headers };
    },
  };
}
