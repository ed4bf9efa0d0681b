import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { render } from '../src/app/entry-server';
import { buildServer, type BuildServerOptions } from './app';
import { createOutputCache } from './cache';
import { testServerConfig } from './testing/server-config';
import type { ServerConfig } from './config';
import { HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from './security-headers';

const scratch = mkdtempSync(join(tmpdir(), 'security-headers-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The whole app on a real port (the source SSR entry), answering over HTTP. */
async function listening(options: BuildServerOptions = {}, config: Partial<ServerConfig> = {}): Promise<string> {
  const app = await buildServer(testServerConfig(scratch, config), { render: (request, o) => render(request, { ...o, onError: () => {} }), ...options });
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A GET over HTTP, its body read (an unread body would hold the connection open). */
async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Directive name → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const nonceOf = (policy: string | null): string | undefined => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** Every opening <script> and <style> tag of a page. */
const inlineTags = (html: string): string[] => html.match(/<(script|style)\b[^>]*>/gi) ?? [];

describe('security headers over HTTP', () => {
  it('a page carries a nonce CSP that every script and style of it satisfies, with frame-ancestors none and helmet’s headers', async () => {
    const base = await listening();
    const response = await get(`${base}/eng/checkout`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy');
    const csp = directives(policy);
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`]));
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://www.paypal.com', 'https://*.paypal.com', 'https://www.paypalobjects.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);

    const html = response.body;
    const tags = inlineTags(html);
    // The initial state, the hydration data, the entry and the JSON-LD at least.
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);

    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives every render its own nonce', async () => {
    const base = await listening();
    const [a, b] = await Promise.all([get(`${base}/eng/checkout`), get(`${base}/eng/checkout`)]);
    expect(nonceOf(a.headers.get('content-security-policy'))).not.toBe(nonceOf(b.headers.get('content-security-policy')));
  });

  it('allows Stripe only in the views that run the card module, and PayPal where its module runs', async () => {
    const base = await listening();
    const italy = directives((await get(`${base}/ap24_italy_en/checkout`)).headers.get('content-security-policy'));
    const estonia = directives((await get(`${base}/checkout`)).headers.get('content-security-policy'));
    expect(italy.get('script-src')).toContain('https://js.stripe.com');
    expect(italy.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.paypal.com']));
    expect(italy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com', 'https://www.paypal.com']));
    expect(estonia.get('script-src')?.join(' ')).not.toContain('stripe');
    expect(estonia.get('frame-src')?.join(' ')).not.toContain('stripe');
    expect(estonia.get('connect-src')?.join(' ')).not.toContain('stripe');
    expect(estonia.get('script-src')).toContain('https://www.paypal.com');
  });

  it("lets pages connect to the GraphQL host the shop is configured with (GRAPHQL_HOST), and to no other", async () => {
    const external = directives((await get(`${await listening({}, { serverApi: { type: 'graphql', host: '127.0.0.1', port: 9, protocol: 'http' } })}/checkout`)).headers.get('content-security-policy'));
    expect(external.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:9']));
    const own = directives((await get(`${await listening({}, { serverApi: { type: 'graphql' } })}/checkout`)).headers.get('content-security-policy'));
    expect(own.get('connect-src')?.join(' ')).not.toContain('127.0.0.1');
  });

  it('sends HSTS only when the request came over HTTPS (X-Forwarded-Proto from a trusted proxy)', async () => {
    const base = await listening({}, { trustProxy: true });
    const secure = await get(`${base}/eng/checkout`, { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe(HSTS);
    expect(directives(secure.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    expect((await get(`${base}/eng/checkout`)).headers.get('strict-transport-security')).toBeNull();
    expect((await get(`${base}/api/health`, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('a cached page keeps the CSP of its body’s nonce, and HSTS is not replayed from the cache', async () => {
    const base = await listening({ cache: createOutputCache() }, { trustProxy: true });
    await get(`${base}/eng/checkout`, { 'x-forwarded-proto': 'https' });
    const hit = await get(`${base}/eng/checkout`);
    expect(hit.headers.get('x-vs-cache')).toBe('Hit');
    const nonce = nonceOf(hit.headers.get('content-security-policy'));
    for (const tag of inlineTags(hit.body)) expect(tag).toContain(`nonce="${nonce}"`);
    expect(hit.headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers keep no-referrer and nosniff and carry no page policy', async () => {
    const base = await listening();
    const response = await get(`${base}/api/health`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
