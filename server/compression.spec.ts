import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import type { RenderFn } from './app';
import { createOutputCache } from './cache';
import { encodeForCache, pickEncoding } from './compression';
import { testServerConfig } from './testing/server-config';

const scratch = mkdtempSync(join(tmpdir(), 'compression-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const config = testServerConfig(scratch, { version: '1.0.0' });

// A page long enough to be worth compressing, streamed in several chunks as React does.
const PAGE = `<!DOCTYPE html><html><body>${'<p>Brake pads for the VW Golf VII, front axle.</p>'.repeat(200)}</body></html>`;
const streamedPage: RenderFn = async () => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Readable.from([PAGE.slice(0, 3000), PAGE.slice(3000)]),
  tags: ['home'],
});

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('pages and API answers are compressed on the fly', () => {
  it('streams a page as brotli to a browser that accepts it, and as it is to one that does not', async () => {
    const app = await buildServer(config, { render: streamedPage });
    const compressed = await app.inject({ url: '/eng/c/brakes', headers: BROWSER });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PAGE);
    const plain = await app.inject({ url: '/eng/c/brakes' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    await app.close();
  });

  it('gzips for a client that only takes gzip, and leaves tiny answers alone', async () => {
    const app = await buildServer(config, { render: streamedPage });
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(PAGE);
    const health = await app.inject({ url: '/api/health', headers: BROWSER });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ code: 200 });
    await app.close();
  });
});

describe('built files are served from their precompressed twins', () => {
  const clientDir = join(scratch, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  const script = `export const parts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `part-${i}`))};`;
  writeFileSync(join(clientDir, 'assets/entry-client-AbC123xy.js'), script);
  // Marked twins: the answer must be these files' bytes, not something compressed per request.
  const brTwin = brotliCompressSync(`${script}//br-twin`);
  const gzTwin = gzipSync(`${script}//gz-twin`);
  writeFileSync(join(clientDir, 'assets/entry-client-AbC123xy.js.br'), brTwin);
  writeFileSync(join(clientDir, 'assets/entry-client-AbC123xy.js.gz'), gzTwin);

  it('answers brotli and gzip from the twins with Vary, and the file itself otherwise', async () => {
    const app = await buildServer(config, { clientDir });
    const url = '/assets/entry-client-AbC123xy.js';
    const br = await app.inject({ url, headers: BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(br.rawPayload, brTwin)).toBe(0);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gz.rawPayload, gzTwin)).toBe(0);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });

  it('never lets the output cache keep a twin as if it were the file', async () => {
    writeFileSync(join(clientDir, 'sw.js'), script);
    writeFileSync(join(clientDir, 'sw.js.br'), brTwin);
    const app = await buildServer(config, { clientDir, cache: createOutputCache() });
    const first = await app.inject({ url: '/sw.js', headers: BROWSER });
    expect(Buffer.compare(first.rawPayload, brTwin)).toBe(0);
    // The file's own cache rules, not the twin's name's: the worker is never cached.
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/javascript/);
    const plain = await app.inject({ url: '/sw.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
  });
});

describe('the output cache keeps compressed bytes', () => {
  it('answers a hit with the stored brotli or gzip bytes, never compressing again', async () => {
    const cache = createOutputCache();
    const app = await buildServer(config, { render: streamedPage, cache });
    const miss = await app.inject({ url: '/eng', headers: { ...BROWSER, host: 'localhost' } });
    expect(miss.headers['x-vs-cache']).toBe('Miss');
    expect(brotliDecompressSync(miss.rawPayload).toString()).toBe(PAGE);
    // The entry is stored at once, without compressed forms: a miss never pays for them.
    let entry = cache.get('GET localhost/eng');
    expect(entry?.body.toString()).toBe(PAGE);
    expect(entry?.encoded).toBeUndefined();
    // The first hit is compressed on the fly and has the forms made; they join the entry when ready.
    const firstHit = await app.inject({ url: '/eng', headers: { ...BROWSER, host: 'localhost' } });
    expect(firstHit.headers['x-vs-cache']).toBe('Hit');
    expect(brotliDecompressSync(firstHit.rawPayload).toString()).toBe(PAGE);
    while (!entry?.encoded?.br) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      entry = cache.get('GET localhost/eng');
    }
    expect(entry?.encoded?.br).toBeDefined();
    expect(entry?.body.toString()).toBe(PAGE);

    const hit = await app.inject({ url: '/eng', headers: { ...BROWSER, host: 'localhost' } });
    expect(hit.headers['x-vs-cache']).toBe('Hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(Buffer.compare(hit.rawPayload, entry?.encoded?.br ?? Buffer.alloc(0))).toBe(0);

    const gzipHit = await app.inject({ url: '/eng', headers: { 'accept-encoding': 'gzip', host: 'localhost' } });
    expect(gzipHit.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(gzipHit.rawPayload, entry?.encoded?.gzip ?? Buffer.alloc(0))).toBe(0);

    const plainHit = await app.inject({ url: '/eng', headers: { host: 'localhost' } });
    expect(plainHit.headers['x-vs-cache']).toBe('Hit');
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    expect(plainHit.body).toBe(PAGE);
    await app.close();
  });
});

describe('encodeForCache and pickEncoding', () => {
  it('compresses text bodies over the threshold only', async () => {
    const big = Buffer.from(PAGE);
    const encoded = await encodeForCache(big, 'text/html; charset=utf-8');
    expect(brotliDecompressSync(encoded.br ?? Buffer.alloc(0)).toString()).toBe(PAGE);
    expect(gunzipSync(encoded.gzip ?? Buffer.alloc(0)).toString()).toBe(PAGE);
    expect(await encodeForCache(Buffer.from('{"code":200}'), 'application/json')).toEqual({});
    expect(await encodeForCache(big, 'image/png')).toEqual({});
    expect(Object.keys(await encodeForCache(big, 'application/json; charset=utf-8'))).toEqual(['br', 'gzip']);
  });

  it('follows Accept-Encoding, its q-values and what is stored', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeNull();
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('br', { gzip: Buffer.from('g') })).toBeNull();
  });
});
