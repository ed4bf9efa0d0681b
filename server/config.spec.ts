import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'config-spec-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the defaults and creates ./var', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(join(cwd, 'var'));
    expect(existsSync(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBeNull();
    expect(config.storeViews.find((view) => view.storeCode === 'fin')?.domains).toEqual(['fi.localhost']);
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and STORE_VIEW_DOMAINS', () => {
    const cwd = tempDir();
    const config = loadConfig(
      { PORT: '8080', DATA_DIR: 'data/nested', DATABASE_URL: 'postgres://root@127.0.0.1:5432/test', STORE_VIEW_DOMAINS: 'fin=autoosad.fi' },
      cwd,
    );
    expect(config.port).toBe(8080);
    expect(existsSync(join(cwd, 'data/nested'))).toBe(true);
    expect(config.databaseUrl).toBe('postgres://root@127.0.0.1:5432/test');
    expect(config.storeViewDomains).toBe('fin=autoosad.fi');
    expect(config.storeViews.find((view) => view.storeCode === 'fin')?.domains).toEqual(['autoosad.fi']);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535, got "70000"'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 1 to 65535, got "80.5"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a URL'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ STORE_VIEW_DOMAINS: 'nope=example.com' }, 'STORE_VIEW_DOMAINS is invalid'],
    [{ DATABASE_READ_URL: 'postgres://replica/shop' }, 'DATABASE_READ_URL needs DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://primary/shop', DATABASE_READ_URL: 'http://replica' }, 'DATABASE_READ_URL must start with postgres://'],
    [{ DATABASE_URL: 'postgres://primary/shop', REDIS_URL: 'not a url' }, 'REDIS_URL is not a URL'],
    [{ DATABASE_URL: 'postgres://primary/shop', REDIS_URL: 'http://cache:6379' }, 'REDIS_URL must start with redis:// or rediss://, got "http://"'],
    [{ DATABASE_URL: 'postgres://primary/shop', REDIS_URL: 'redis://cache:6379/shop' }, 'REDIS_URL\'s database must be a number'],
    [{ REDIS_URL: 'redis://cache:6379' }, 'REDIS_URL needs DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://primary/shop', REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'shop one' }, 'REDIS_KEY_PREFIX must be 1-64 letters'],
    [{ REDIS_KEY_PREFIX: 'shop:' }, 'REDIS_KEY_PREFIX needs REDIS_URL'],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 0 to 600000, got "-1"'],
  ])('rejects %o with a one-line message', (env, message) => {
    const run = () => loadConfig(env, tempDir());
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('reads DATABASE_READ_URL and SHUTDOWN_TIMEOUT_MS (several instances, ADR 0072)', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://primary/shop', DATABASE_READ_URL: 'postgres://replica/shop', SHUTDOWN_TIMEOUT_MS: '2500' }, tempDir());
    expect(config.databaseReadUrl).toBe('postgres://replica/shop');
    expect(config.shutdownTimeoutMs).toBe(2500);
    expect(loadConfig({}, tempDir())).not.toHaveProperty('databaseReadUrl');
  });

  it('reads REDIS_URL and REDIS_KEY_PREFIX (ADR 0074)', () => {
    const primary = 'postgres://primary/shop';
    expect(loadConfig({ DATABASE_URL: primary, REDIS_URL: 'redis://:secret@cache:6379/2' }, tempDir()).redis).toEqual({ url: 'redis://:secret@cache:6379/2', keyPrefix: 'ap24:' });
    expect(loadConfig({ DATABASE_URL: primary, REDIS_URL: 'rediss://cache', REDIS_KEY_PREFIX: 'shop-a:' }, tempDir()).redis).toEqual({ url: 'rediss://cache', keyPrefix: 'shop-a:' });
    expect(loadConfig({ DATABASE_URL: primary }, tempDir())).not.toHaveProperty('redis');
  });

  it('rejects a DATA_DIR that cannot be created', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'file'), 'x');
    expect(() => loadConfig({ DATA_DIR: 'file/sub' }, cwd)).toThrow(/DATA_DIR ".*file\/sub" cannot be created \(ENOTDIR\)/);
  });
});

describe('commerce settings', () => {
  it('defaults to sandbox payments, no CORS origins, no ops key and a secret from the database', () => {
    const config = loadConfig({}, tempDir());
    expect(config.commerce.payments).toEqual({ makecommerce: null, paypal: null, stripe: null, sandbox: true });
    expect(config.commerce).toMatchObject({ authSecret: '', accessTokenTtlSeconds: 900, corsOrigins: [], opsKey: null, publicUrl: null });
    expect(config.trustProxy).toBe(false);
  });

  it('reads provider keys, origins, lifetimes and the proxy setting', () => {
    const config = loadConfig(
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_API_URL: 'http://127.0.0.1:9999/stripe/',
        CORS_ORIGINS: 'https://a.example, https://b.example/path',
        ACCESS_TOKEN_TTL: '600',
        PUBLIC_URL: 'https://shop.example/',
        TRUST_PROXY: '10.0.0.1,10.0.0.2',
      },
      tempDir(),
    );
    expect(config.commerce.payments.stripe).toEqual({ apiUrl: 'http://127.0.0.1:9999/stripe', secretKey: 'sk_test_1', publishableKey: 'pk_test_1' });
    expect(config.commerce.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.commerce.accessTokenTtlSeconds).toBe(600);
    expect(config.commerce.publicUrl).toBe('https://shop.example');
    expect(config.trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('keeps the payment sandbox on for the demo, off under NODE_ENV=production unless PAYMENTS_SANDBOX=true', () => {
    const cwd = tempDir();
    const sandbox = (env: Record<string, string>) => loadConfig(env, cwd).commerce.payments.sandbox;
    expect(sandbox({})).toBe(true);
    expect(sandbox({ NODE_ENV: 'development' })).toBe(true);
    expect(sandbox({ NODE_ENV: 'production' })).toBe(false);
    expect(sandbox({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' })).toBe(true);
    expect(sandbox({ PAYMENTS_SANDBOX: 'false' })).toBe(false);
    expect(sandbox({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '0' })).toBe(false);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'maybe' }, cwd)).toThrow('PAYMENTS_SANDBOX must be true or false, got "maybe"');
  });

  it('refuses half a provider, short secrets and malformed values with one line', () => {
    const cwd = tempDir();
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'abc' }, cwd)).toThrow(new ConfigError('PAYPAL_CLIENT_SECRET must be set together with PAYPAL_CLIENT_ID'));
    expect(() => loadConfig({ AUTH_SECRET: 'short' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ OPS_KEY: 'short' }, cwd)).toThrow('OPS_KEY must be at least 16 characters');
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '15m' }, cwd)).toThrow('ACCESS_TOKEN_TTL must be a whole number of seconds, got "15m"');
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://x' }, cwd)).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' }, cwd)).toThrow(ConfigError);
  });
});
