/**
 * For the specs of the customer and newsletter APIs: an app on the suite's database with a clock the
 * test moves (sessions, rate limits and reset links depend on time) and the test commerce settings.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ApiDeps } from '../../api/deps';
import type { ApiRoutes } from '../../app';
import type { Database } from '../../storage/port';
import { storeViews } from '../../../src/app/store-views';
import { installApiErrors } from '../../api/errors';
import { testCommerceConfig, type CommerceConfig } from '../config';
import type { CaptchaVerifier } from './rate-limit';

/** A clock tests set and advance. */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
}

/** A clock starting at `start`. */
export function testClock(start: Date): TestClock {
  let at = start;
  return {
    now: () => at,
    set: (next) => {
      at = next;
    },
    advance: (ms) => {
      at = new Date(at.getTime() + ms);
    },
  };
}

/** What `useCommerceApp` gives a suite. */
export interface CommerceTestApp {
  app(): FastifyInstance;
  clock: TestClock;
  config: CommerceConfig;
}

/**
 * Inside a `forEachDatabase` suite: a Fastify app with the server's error answers and `routes`, built in
 * `beforeAll` on the suite's database, its clock starting at `start`.
 */
export function useCommerceApp(db: () => Database, routes: readonly ApiRoutes[], options: { start?: Date; commerce?: Partial<CommerceConfig>; captcha?: CaptchaVerifier } = {}): CommerceTestApp {
  const clock = testClock(options.start ?? new Date('2026-06-01T12:00:00Z'));
  const config = testCommerceConfig(options.commerce);
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = Fastify();
    installApiErrors(app);
    const deps: ApiDeps = { db: db(), storeViews, now: () => clock.now(), commerce: config, ...(options.captcha ? { captcha: options.captcha } : {}) };
    for (const register of routes) await register(app, deps);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    clock,
    config,
    app: () => {
      if (!app) throw new Error('useCommerceApp: the app is built in beforeAll; call app() inside a test');
      return app;
    },
  };
}
