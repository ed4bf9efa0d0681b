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

  it('rejects a DATA_DIR that cannot be created', () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'file'), 'x');
    expect(() => loadConfig({ DATA_DIR: 'file/sub' }, cwd)).toThrow(/DATA_DIR ".*file\/sub" cannot be created \(ENOTDIR\)/);
  });
});
