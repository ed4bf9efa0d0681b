import { initialAuthLock, nextAuthLock } from './auth-lock';
import type { AuthAbortReason, AuthLockEvent, AuthLockState } from './auth-lock';
import { readEnvelope, serverMessage } from './envelope';
import type { Envelope, EnvelopeRead } from './envelope';
import { SYNC_CODES, SYNC_MESSAGES } from './messages';
import { resolvePlaceholders, usesToken } from './placeholders';
import type { NotifyPort, SessionPort, SyncConfig, SyncLogger, Task, TaskResult } from './types';

/**
 * How one send ended. `answered`: the server replied (final). `refused`: decided locally without a
 * request, never worth retrying (no cart id, session aborted). `notSent`: offline or a network
 * failure; the queue may try again later.
 */
export type SendOutcome =
  | { kind: 'answered'; result: TaskResult }
  | { kind: 'refused'; result: TaskResult }
  | { kind: 'notSent'; result: TaskResult };

/** What the transport is built from (the sync layer passes its resolved dependencies). */
export interface TransportDeps {
  fetch: typeof fetch;
  session: SessionPort;
  notify: NotifyPort;
  config: SyncConfig;
  online: () => boolean;
  sleep: (ms: number) => Promise<void>;
  logger: SyncLogger;
  /** The session was aborted: drop the untransmitted tasks. */
  onAborted: () => void;
}

/** Sends single tasks: placeholders, envelope, server-error notifications and the token-refresh lock. */
export interface Transport {
  send(task: Task): Promise<SendOutcome>;
  lock(): AuthLockState;
  /** Back to idle with no attempts counted (call on a new login). */
  resetLock(): void;
}

/** Builds the transport. One attempt per send: a network failure is reported, never retried here. */
export function createTransport(deps: TransportDeps): Transport {
  const { session, config, logger } = deps;
  // Called unbound on purpose: `window.fetch` throws "Illegal invocation" when called as a method of another object.
  const doFetch = deps.fetch;
  let lock: AuthLockState = initialAuthLock;

  function guard(what: string, effect: () => void): void {
    try {
      effect();
    } catch (error) {
      logger.warn(`sync: ${what} failed`, error);
    }
  }

  function move(event: AuthLockEvent): AuthLockState {
    const before = lock;
    const after = nextAuthLock(before, event);
    lock = after;
    if (after.status === 'aborted' && before.status !== 'aborted') abortSession(after.reason);
    return after;
  }

  // Read through a call: the lock changes across awaits, which narrowing on `lock` would not see.
  const currentRound = (): number => lock.round;

  function abortSession(reason: AuthAbortReason): void {
    if (reason === 'attemptsExceeded') showError(SYNC_MESSAGES.refreshAttemptsExceeded);
    if (reason === 'networkError') showError(SYNC_MESSAGES.refreshNetworkError);
    guard('onAuthAborted', () => session.onAuthAborted());
    guard('clearing untransmitted tasks', deps.onAborted);
  }

  function showError(message: string): void {
    guard('notify', () => deps.notify({ type: 'error', message, action1: { label: SYNC_MESSAGES.ok } }));
  }

  async function send(task: Task): Promise<SendOutcome> {
    for (;;) {
      if (lock.status === 'aborted') return refused(task, SYNC_CODES.unauthorized, SYNC_MESSAGES.unauthorized);
      if (lock.status === 'refreshing' && usesToken(task.url)) {
        await deps.sleep(config.lockWaitMs);
        continue;
      }
      const target = resolvePlaceholders(task.url, { token: session.getToken(), cartId: session.getCartId() });
      if (!target.ok) {
        guard('onCartIdMissing', () => session.onCartIdMissing?.());
        return refused(task, SYNC_CODES.cartIdMissing, SYNC_MESSAGES.cartIdMissing);
      }
      if (!deps.online()) return notSent(task);
      let response: Response;
      try {
        response = await doFetch(absolute(target.url), requestInit(task));
      } catch (error) {
        logger.warn(`sync: ${task.method} ${task.url} failed on the network`, error);
        return notSent(task);
      }
      const read = await readEnvelope(response);
      const code = read.ok ? read.envelope.code : response.status === 401 ? SYNC_CODES.unauthorized : read.code;
      if (code === SYNC_CODES.unauthorized && target.token !== null) {
        const next = await unauthorized(task, target.token, read);
        if (next === 'retry') continue;
        return next;
      }
      if (target.token !== null) move({ type: 'authorized' });
      if (!read.ok) return answered(task, { code: read.code, result: read.message });
      if (code !== SYNC_CODES.ok && !task.silent) {
        const message = serverMessage(read.envelope.result);
        if (message !== null) showError(message);
      }
      return answered(task, read.envelope);
    }
  }

  // A 401 for the token the task carried. Token invalidations never show the server's message.
  async function unauthorized(task: Task, usedToken: string, read: EnvelopeRead): Promise<SendOutcome | 'retry'> {
    const serverAnswer = answered(task, read.ok ? read.envelope : { code: SYNC_CODES.unauthorized, result: read.message });
    if (!config.autoRefresh) {
      guard('onAuthAborted', () => session.onAuthAborted());
      return serverAnswer;
    }
    if (lock.status === 'aborted') return answered(task, unauthorizedEnvelope());
    if (lock.status === 'refreshing') {
      await deps.sleep(config.lockWaitMs);
      return 'retry';
    }
    const current = session.getToken();
    // Sent before a refresh (or a new login) that has finished since: the token already changed.
    if (current !== usedToken) return current === null ? serverAnswer : 'retry';
    const started = move({ type: 'unauthorized', maxAttempts: config.maxRefreshAttempts });
    if (started.status !== 'refreshing') return answered(task, unauthorizedEnvelope());
    const round = started.round;
    let token: string | null;
    try {
      token = await session.refresh();
    } catch (error) {
      logger.warn('sync: token refresh failed on the network', error);
      if (currentRound() !== round) return 'retry';
      move({ type: 'refreshFailed', round, reason: 'networkError' });
      return answered(task, { code: SYNC_CODES.unauthorized, result: SYNC_MESSAGES.refreshNetworkError });
    }
    // A new login overtook this refresh: its outcome no longer matters, the retry uses the new session.
    if (currentRound() !== round) return 'retry';
    if (!token) {
      move({ type: 'refreshFailed', round, reason: 'refused' });
      return answered(task, unauthorizedEnvelope());
    }
    move({ type: 'refreshed', round });
    return 'retry';
  }

  function absolute(url: string): string {
    const base = config.baseUrl;
    return base && url.startsWith('/') ? base.replace(/\/+$/, '') + url : url;
  }

  return {
    send,
    lock: () => lock,
    resetLock: () => {
      move({ type: 'reset' });
    },
  };
}

function requestInit(task: Task): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: task.method, headers };
  if (task.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(task.body);
  }
  Object.assign(headers, task.headers);
  return init;
}

function unauthorizedEnvelope(): Envelope {
  return { code: SYNC_CODES.unauthorized, result: SYNC_MESSAGES.unauthorized };
}

function answered(task: Task, envelope: Envelope): SendOutcome {
  const result: TaskResult = { code: envelope.code, result: envelope.result, taskId: task.id, transmitted: true };
  if (envelope.meta !== undefined) result.meta = envelope.meta;
  return { kind: 'answered', result };
}

function refused(task: Task, code: number, message: string): SendOutcome {
  return { kind: 'refused', result: { code, result: message, taskId: task.id, transmitted: false } };
}

function notSent(task: Task): SendOutcome {
  return { kind: 'notSent', result: { code: SYNC_CODES.notSent, result: SYNC_MESSAGES.notSent, taskId: task.id, transmitted: false } };
}
