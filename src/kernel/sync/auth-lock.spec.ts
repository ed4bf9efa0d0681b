import { describe, expect, it } from 'vitest';
import { initialAuthLock, nextAuthLock } from './auth-lock';
import type { AuthLockEvent, AuthLockState } from './auth-lock';

const run = (events: AuthLockEvent[], from: AuthLockState = initialAuthLock) => events.reduce(nextAuthLock, from);
const unauthorized: AuthLockEvent = { type: 'unauthorized', maxAttempts: 1 };

describe('the token-refresh lock', () => {
  it('starts refreshing on a 401 and goes back to idle on success, counting the attempt', () => {
    const refreshing = run([unauthorized]);
    expect(refreshing).toEqual({ status: 'refreshing', attempts: 1, round: 1 });
    expect(nextAuthLock(refreshing, { type: 'refreshed', round: 1 })).toEqual({ status: 'idle', attempts: 1, round: 1 });
  });

  it('aborts when the attempts are used up', () => {
    const state = run([unauthorized, { type: 'refreshed', round: 1 }, unauthorized]);
    expect(state).toEqual({ status: 'aborted', reason: 'attemptsExceeded', round: 1 });
  });

  it('starts the count again once a call with the token passes', () => {
    const state = run([unauthorized, { type: 'refreshed', round: 1 }, { type: 'authorized' }, unauthorized]);
    expect(state).toEqual({ status: 'refreshing', attempts: 1, round: 2 });
  });

  it('aborts with the reason of a failed refresh', () => {
    expect(run([unauthorized, { type: 'refreshFailed', round: 1, reason: 'refused' }])).toMatchObject({
      status: 'aborted',
      reason: 'refused',
    });
    expect(run([unauthorized, { type: 'refreshFailed', round: 1, reason: 'networkError' }])).toMatchObject({
      status: 'aborted',
      reason: 'networkError',
    });
  });

  it('ignores a refresh outcome that a reset overtook', () => {
    const afterReset = run([unauthorized, { type: 'reset' }]);
    expect(afterReset).toEqual({ status: 'idle', attempts: 0, round: 2 });
    expect(nextAuthLock(afterReset, { type: 'refreshFailed', round: 1, reason: 'refused' })).toBe(afterReset);
    const again = nextAuthLock(afterReset, unauthorized);
    expect(nextAuthLock(again, { type: 'refreshed', round: 1 })).toBe(again);
  });

  it('stays aborted until reset, and stays refreshing on further 401s or passing calls', () => {
    const aborted = run([unauthorized, { type: 'refreshFailed', round: 1, reason: 'refused' }]);
    for (const event of [unauthorized, { type: 'authorized' }, { type: 'refreshed', round: 1 }] as AuthLockEvent[]) {
      expect(nextAuthLock(aborted, event)).toBe(aborted);
    }
    expect(nextAuthLock(aborted, { type: 'reset' })).toMatchObject({ status: 'idle', attempts: 0 });
    const refreshing = run([unauthorized]);
    expect(nextAuthLock(refreshing, unauthorized)).toBe(refreshing);
    expect(nextAuthLock(refreshing, { type: 'authorized' })).toBe(refreshing);
  });
});
