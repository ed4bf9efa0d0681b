import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../src/app/entry-server';
import { APP_ICONS, THEME_COLOR } from '../src/app/web-manifest';
import { buildServer } from './app';
import { testServerConfig } from './testing/server-config';
import { WEB_MANIFEST_CACHE_CONTROL } from './web-manifest';

// The installable app as the server answers it: manifests per store view, the worker and offline page as
// static files with the right types and caching, and the page head linking them (ADR 0026).
const scratch = mkdtempSync(join(tmpdir(), 'pwa-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const config = testServerConfig(scratch, { version: '1.2.3' });
const clientDir = join(scratch, 'client');
mkdirSync(join(clientDir, 'icons'), { recursive: true });
writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(clientDir, 'offline.html'), '<!DOCTYPE html><title>offline</title>');
writeFileSync(join(clientDir, 'icons/icon-192.png'), 'png');

const server = () => buildServer(config, { render: (request, options) => render(request, { ...options, onError: () => {} }), clientDir });

describe('web app manifest', () => {
  it.each([
    ['/manifest.webmanifest', 'localhost:3000', { id: '/', start_url: '/', lang: 'et-EE', name: 'AP24 Autovaruosad' }],
    ['/eng/manifest.webmanifest', 'localhost:3000', { id: '/eng', start_url: '/eng', lang: 'en-GB', name: 'AP24 Car Parts' }],
    ['/rus/manifest.webmanifest', 'localhost:3000', { id: '/rus', start_url: '/rus', lang: 'ru-RU', name: 'AP24 Автозапчасти' }],
    ['/manifest.webmanifest', 'fi.localhost:3000', { id: '/', start_url: '/', lang: 'fi-FI', name: 'AP24 Autonosat' }],
    ['/manifest.webmanifest', 'it.localhost:3000', { id: '/', start_url: '/', lang: 'it-IT', name: 'AP24 Ricambi Auto' }],
    ['/ap24_italy_en/manifest.webmanifest', 'localhost:3000', { id: '/ap24_italy_en', start_url: '/ap24_italy_en', lang: 'en-IE', name: 'AP24 Car Parts' }],
  ])('%s on %s is the store view’s installable app', async (url, host, expected) => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(WEB_MANIFEST_CACHE_CONTROL);
    const manifest = response.json();
    expect(manifest).toMatchObject({ ...expected, short_name: 'AP24', scope: '/', display: 'standalone', theme_color: THEME_COLOR, background_color: '#ffffff' });
    expect(manifest.description).toEqual(expect.any(String));
    // Installability: a 192 and a 512 PNG, and a maskable one.
    expect(manifest.icons).toEqual(APP_ICONS);
    expect(manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png').map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('is not served under a path that is not a store view', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/nope/manifest.webmanifest' });
    expect(response.statusCode).toBe(404);
  });
});

describe('service worker and offline page', () => {
  it('serves /sw.js from the root as JavaScript that is never cached', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The API's security headers stay on the API: nothing here stops a browser registering the worker.
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('serves the offline page as HTML, revalidated, and the icons as PNG', async () => {
    const app = await server();
    const offline = await app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.headers['content-type']).toContain('text/html');
    expect(offline.headers['cache-control']).toBe('no-cache');
    // Rendered for the host's store view (each host precaches its own), not the build's static file.
    expect(offline.body).toContain('<html lang="et">');
    const finnish = await app.inject({ method: 'GET', url: '/offline.html?__WB_REVISION__=1', headers: { host: 'fi.localhost:3000' } });
    expect(finnish.statusCode).toBe(200);
    expect(finnish.body).toContain('<html lang="fi">');
    expect(finnish.body).toContain('Ei verkkoyhteyttä');
    expect((await app.inject({ method: 'GET', url: '/offline.html', headers: { host: 'it.localhost' } })).body).toContain('<h1 id="title">Sei offline</h1>');
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });
});

describe('page head', () => {
  it.each([
    ['/eng/checkout', 'localhost:3000', '/eng/manifest.webmanifest'],
    ['/checkout', 'localhost:3000', '/manifest.webmanifest'],
    ['/checkout', 'fi.localhost:3000', '/manifest.webmanifest'],
  ])('%s on %s links its store view’s manifest, the icons and the theme colour', async (url, host, manifest) => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    const head = /<head>([\s\S]*?)<\/head>/.exec(response.body)?.[1] ?? '';
    expect(head).toContain(`<link rel="manifest" href="${manifest}">`);
    expect(head).toContain(`<meta name="theme-color" content="${THEME_COLOR}">`);
    expect(head).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">');
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
  });
});
