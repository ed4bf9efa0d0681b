import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases';
import { testDatabaseUrl } from '../testing/postgres-schema';
import { claimDataDir } from './data-dir-lock';
import { StorageError } from './errors';
import { openDatabase, openPostgres, redactUrl } from './index';

const scratch = mkdtempSync(join(tmpdir(), 'storage-open-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: Error) => error,
  );
}

describe('opening storage that is not there', () => {
  it('names an unreachable DATABASE_URL in one line, without its password', async () => {
    const error = await failure(openDatabase({ dataDir: scratch, databaseUrl: 'postgres://shop:secret@127.0.0.1:1/shop' }));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toMatch(/^Cannot connect to PostgreSQL at postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop: connect ECONNREFUSED 127\.0\.0\.1:1$/);
    expect(error.message).not.toContain('secret');
  });

  it.runIf(testDatabaseKinds().includes('postgres'))('names a database the server does not have', async () => {
    const url = new URL(testDatabaseUrl());
    url.pathname = '/no_such_database_s3';
    const error = await failure(openPostgres(url.toString()));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toContain('database "no_such_database_s3" does not exist');
  });

  it('says when DATA_DIR cannot hold the embedded database', async () => {
    const file = join(scratch, 'not-a-dir');
    writeFileSync(file, '');
    const error = await failure(openDatabase({ dataDir: file }));
    expect(error).toBeInstanceOf(StorageError);
    expect(error.message).toBe(`The embedded database directory "${join(file, 'pglite')}" is not writable (ENOTDIR); check DATA_DIR`);
  });

  it.runIf(testDatabaseKinds().includes('postgres'))('turns JIT off on every pooled connection, with and without a schema', async () => {
    for (const options of [{}, { searchPath: 'public' }]) {
      const db = await openPostgres(testDatabaseUrl(), { ...options, max: 2 });
      try {
        const answers = await Promise.all([db.query<{ jit: string }>('SHOW jit'), db.transaction((tx) => tx.query<{ jit: string }>('SHOW jit'))]);
        expect(answers.map((a) => a.rows[0]?.jit)).toEqual(['off', 'off']);
      } finally {
        await db.close();
      }
    }
  });

  it('refuses a plain schema name with anything but identifier characters', async () => {
    await expect(openPostgres(testDatabaseUrl(), { searchPath: 'x; DROP TABLE y' })).rejects.toThrow('searchPath must be a plain schema name');
  });

  it('redacts only the password of a URL', () => {
    expect(redactUrl('postgres://u:p@h:5432/d')).toBe('postgres://u:***@h:5432/d');
    expect(redactUrl('postgres://u@h/d')).toBe('postgres://u@h/d');
  });
});

describe('the data directory lock', () => {
  it('refuses a second claim while the first holds it, and frees it on release', () => {
    const lock = join(scratch, 'held.lock');
    const release = claimDataDir(lock, 'The embedded database "x"');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(() => claimDataDir(lock, 'The embedded database "x"')).toThrow('The embedded database "x" is in use: this process already has it open');
    release();
    expect(existsSync(lock)).toBe(false);
    claimDataDir(lock, 'again')();
  });

  it('takes over a lock naming this pid that this process does not hold (a container restarted as pid 1)', () => {
    const lock = join(scratch, 'reused-pid.lock');
    writeFileSync(lock, String(process.pid));
    const release = claimDataDir(lock, 'The embedded database "w"');
    expect(() => claimDataDir(lock, 'The embedded database "w"')).toThrow('this process already has it open');
    release();
  });

  it('takes over a lock left by a process that has exited', () => {
    const lock = join(scratch, 'stale.lock');
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lock, String(exited));
    const release = claimDataDir(lock, 'The embedded database "y"');
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('names another live process that holds it', () => {
    const lock = join(scratch, 'other.lock');
    // pid 1 (init) always runs.
    writeFileSync(lock, '1');
    expect(() => claimDataDir(lock, 'The embedded database "z"')).toThrow('The embedded database "z" is in use: process 1 has it open (stop it, or set another DATA_DIR)');
  });
});
