import { describe, expect, it, vi } from 'vitest';
import { ClaimsToken, createClaims, createStoredClaims, type Claims } from './claims';
import { createMapStorage, type KeyValueStorage } from './event-log/storage';
import { createRecordingLogger, createTestKernel } from './testing';

const clock = () => new Date('2026-11-27T10:00:00.000Z');

/** A browser storage that refuses everything (blocked IndexedDB, a broken profile). */
function refusingStorage(): KeyValueStorage {
  const refuse = () => Promise.reject(new Error('storage refused'));
  return { ready: refuse, getItem: refuse, setItem: refuse, removeItem: refuse, keys: refuse };
}

describe('claims (spec section 3: a claim stored locally under its claim code)', () => {
  it('sets a claim with code, created_at, value and description, checks it, and unsets it', async () => {
    const logger = createRecordingLogger();
    const claims = createStoredClaims(logger, clock, createMapStorage());
    expect(await claims.check('newsletter-popup-seen')).toBeNull();
    await claims.set('newsletter-popup-seen', true, 'The newsletter pop-up was shown');
    expect(await claims.check('newsletter-popup-seen')).toEqual({
      code: 'newsletter-popup-seen',
      created_at: '2026-11-27T10:00:00.000Z',
      value: true,
      description: 'The newsletter pop-up was shown',
    });
    await claims.unset('newsletter-popup-seen');
    expect(await claims.check('newsletter-popup-seen')).toBeNull();
    expect(logger.entries).toEqual([]);
  });

  it('keeps claims across instances over the same storage (a reload)', async () => {
    const storage = createMapStorage();
    await createStoredClaims(createRecordingLogger(), clock, storage).set('cookie', 'accepted');
    expect((await createStoredClaims(createRecordingLogger(), clock, storage).check('cookie'))?.value).toBe('accepted');
  });

  it('storage errors are only logged: a store whose every call rejects never makes set, check or unset reject', async () => {
    const logger = createRecordingLogger();
    const failing = { get: vi.fn(() => Promise.reject(new Error('boom'))), set: vi.fn(() => Promise.reject(new Error('boom'))), remove: vi.fn(() => Promise.reject(new Error('boom'))) };
    const claims: Claims = createClaims({ store: failing, logger, clock });
    await expect(claims.set('a', 1)).resolves.toBeUndefined();
    await expect(claims.check('a')).resolves.toBeNull();
    await expect(claims.unset('a')).resolves.toBeUndefined();
    expect(failing.set).toHaveBeenCalledOnce();
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', "Claim storage error: could not set claim 'a'"],
      ['warn', "Claim storage error: could not read claim 'a'"],
      ['warn', "Claim storage error: could not remove claim 'a'"],
    ]);
    expect((logger.entries[0]?.detail as Error).message).toBe('boom');
  });

  it('a browser storage that refuses to open is logged once and the claims live on in memory for the page', async () => {
    const logger = createRecordingLogger();
    const claims = createStoredClaims(logger, clock, refusingStorage());
    await expect(claims.set('a', 1, 'x')).resolves.toBeUndefined();
    expect((await claims.check('a'))?.value).toBe(1);
    await expect(claims.unset('a')).resolves.toBeUndefined();
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([['warn', 'Claim storage error (unavailable); claims are kept in memory for this page']]);
  });

  it('the kernel binds the claims in its container, logging through its logger', async () => {
    const logger = createRecordingLogger();
    const kernel = await createTestKernel([], { logger });
    const claims = kernel.container.get<Claims>(ClaimsToken);
    expect(kernel.container.get<Claims>(ClaimsToken)).toBe(claims);
    await claims.set('a', 1);
    // No IndexedDB in the unit environment: the storage is unavailable, which is logged, and nothing rejects.
    expect((await claims.check('a'))?.value).toBe(1);
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Claim storage error (unavailable); claims are kept in memory for this page']);
  });
});
