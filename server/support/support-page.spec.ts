import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from '../security-headers';
import { registerSupportPage, SUPPORT_ENTRY, type SupportBuild } from './support-page';
import { SUPPORT_CHALLENGE } from './staff-gate';

const OPS_KEY = 'support-page-ops-key-0123';
const basic = (password: string) => ({ authorization: `Basic ${Buffer.from(`support:${password}`).toString('base64')}` });

describe('support console page', () => {
  let dir: string;
  let build: SupportBuild;
  const apps: FastifyInstance[] = [];
  const appWith = async (opsKey: string | null, withBuild = true) => {
    const app = Fastify();
    await installSecurityHeaders(app);
    await registerSupportPage(app, { opsKey, build: withBuild ? build : null });
    await app.ready();
    apps.push(app);
    return app;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'support-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'support-entry-abcdefgh.js'), 'console.log("console")');
    writeFileSync(join(dir, 'assets', 'support-entry-abcdefgh.css'), 'main{}');
    build = { dir, manifest: { [SUPPORT_ENTRY]: { file: 'assets/support-entry-abcdefgh.js', isEntry: true, css: ['assets/support-entry-abcdefgh.css'] } } };
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the console to staff (Basic password or x-ops-key): its own script, no-store, noindex, a CSP', async () => {
    const app = await appWith(OPS_KEY);
    for (const headers of [basic(OPS_KEY), { 'x-ops-key': OPS_KEY }]) {
      const res = await app.inject({ url: '/support', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.body).toMatch(/<script type="module" nonce="[^"]+" src="\/support\/assets\/support-entry-abcdefgh\.js"><\/script>/);
      expect(res.body).toContain('<link rel="stylesheet" href="/support/assets/support-entry-abcdefgh.css">');
      expect(res.body).toContain('<div id="support-console"></div>');
    }
    const asset = await app.inject({ url: '/support/assets/support-entry-abcdefgh.js', headers: basic(OPS_KEY) });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("console")');
    expect(asset.headers['cache-control']).toBe('no-store');
  });

  it('refuses the page and its files without the key or with a wrong one: 401 with the Basic challenge', async () => {
    const app = await appWith(OPS_KEY);
    for (const url of ['/support', '/support/', '/support/assets/support-entry-abcdefgh.js']) {
      for (const headers of [{}, basic('wrong-key-wrong-key-1'), { 'x-ops-key': 'wrong-key-wrong-key-1' }]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, url).toBe(401);
        expect(res.headers['www-authenticate']).toBe(SUPPORT_CHALLENGE);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(res.body).not.toContain('support-entry');
        expect(res.body).not.toContain('console.log');
      }
    }
  });

  it('does not exist without OPS_KEY, and says when the build has no console', async () => {
    const closed = await appWith(null);
    expect((await closed.inject({ url: '/support', headers: basic('anything-at-all-123') })).statusCode).toBe(404);
    const unbuilt = await appWith(OPS_KEY, false);
    const res = await unbuilt.inject({ url: '/support', headers: basic(OPS_KEY) });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('The support console is not in this build: run "npm run build".');
  });
});
