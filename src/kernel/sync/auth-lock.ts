/** Why the lock gave up on the session. */
export type AuthAbortReason = 'refused' | 'networkError' | 'attemptsExceeded';

/**
 * The token-refresh lock. `round` grows with every refresh started and every reset, so the outcome
 * of a refresh that a new login has overtaken is ignored.
 */
export type AuthLockState =
  | { status: 'idle'; attempts: number; round: number }
  | { status: 'refreshing'; attempts: number; round: number }
  | { status: 'aborted'; reason: AuthAbortReason; round: number };

/** What can happen to the lock. */
export type AuthLockEvent =
  /** The server refused the current token (a 401). */
  | { type: 'unauthorized'; maxAttempts: number }
  /** The refresh of `round` gave a new token. */
  | { type: 'refreshed'; round: number }
  /** The refresh of `round` failed: refused (null) or a network error. */
  | { type: 'refreshFailed'; round: number; reason: 'refused' | 'networkError' }
  /** A call with a token passed: the token works, so the attempt count starts again. */
  | { type: 'authorized' }
  /** A new login: forget any failure. */
  | { type: 'reset' };

/** The lock before any 401. */
export const initialAuthLock: AuthLockState = { status: 'idle', attempts: 0, round: 0 };

/**
 * The pure transition function. Effects (calling refresh, logging out, clearing tasks) are the
 * caller's and follow from comparing the state before and after.
 *
 * idle --unauthorized--> refreshing (attempts + 1), or aborted when attempts reached the maximum
 * refreshing --refreshed--> idle; refreshing --refreshFailed--> aborted; any --reset--> idle
 */
export function nextAuthLock(state: AuthLockState, event: AuthLockEvent): AuthLockState {
  switch (event.type) {
    case 'reset':
      return { status: 'idle', attempts: 0, round: state.round + 1 };
    case 'unauthorized':
      if (state.status !== 'idle') return state;
      if (state.attempts >= event.maxAttempts) return { status: 'aborted', reason: 'attemptsExceeded', round: state.round };
      return { status: 'refreshing', attempts: state.attempts + 1, round: state.round + 1 };
    case 'refreshed':
      if (state.status !== 'refreshing' || state.round !== event.round) return state;
      return { status: 'idle', attempts: state.attempts, round: state.round };
    case 'refreshFailed':
      if (state.status !== 'refreshing' || state.round !== event.round) return state;
      return { status: 'aborted', reason: event.reason, round: state.round };
    case 'authorized':
      // Only when idle: a call answered while a refresh runs was sent with the old token and proves nothing.
      if (state.status !== 'idle' || state.attempts === 0) return state;
      return { ...state, attempts: 0 };
    default:
      return assertNever(event);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unknown auth lock event: ${JSON.stringify(value)}`);
}
