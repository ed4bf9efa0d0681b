/** HTTP methods the API contract uses. */
export type TaskMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP call, as plain JSON so it can be persisted and retried after a restart.
 * `url` may hold `{{token}}` and `{{cartId}}`; they are filled from the session at send time.
 *
 * @example
 * { id: 'c-17', url: '/api/cart/update?token={{token}}&cartId={{cartId}}', method: 'POST',
 *   body: { cartItem }, createdAt: '2024-05-01T10:00:00.000Z' }
 */
export interface Task {
  id: string;
  url: string;
  method: TaskMethod;
  /** JSON body; sent with `Content-Type: application/json`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Never show a notification for a server error of this task. */
  silent?: boolean;
  /** `execute()` puts the task into the persisted queue when it cannot be sent (offline). */
  queueable?: boolean;
  /** Keep the result after sending, retrievable with `result(taskId)`. */
  cacheable?: boolean;
  /** ISO-8601 time the caller created the task. */
  createdAt: string;
}

/** The answer to a task: the server's `{code, result, meta}` envelope, or a local failure. */
export interface TaskResult {
  code: number;
  result: unknown;
  meta?: unknown;
  taskId: string;
  /** True when the server answered this task. False for offline, queued or refused-locally tasks. */
  transmitted: boolean;
}

/** A task as the queue holds and persists it. */
export interface QueuedTask extends Task {
  transmitted: boolean;
  /** ISO-8601 time the server answered (transmitted tasks only). */
  transmittedAt?: string;
  /** Kept for cacheable tasks once transmitted. */
  result?: TaskResult;
}

/** What the sync layer needs from the user session (filled by the user and cart modules). */
export interface SessionPort {
  /** The current user token, or null for a guest. */
  getToken(): string | null;
  /** The current server cart id, or null when the cart is not connected. */
  getCartId(): string | null;
  /**
   * Ask the server for a new token and store it, so `getToken()` returns it afterwards.
   * Resolves null when the server refuses; rejects on a network error.
   */
  refresh(): Promise<string | null>;
  /** The token could not be renewed: log out silently and open the sign-up modal. */
  onAuthAborted(): void;
  /** A task needed `{{cartId}}` while there was none: the cart re-creates itself. */
  onCartIdMissing?(): void;
}

/** A notification request. `message` and `action1.label` are i18n keys (English source text). */
export interface SyncNotification {
  type: 'error' | 'warning' | 'info' | 'success';
  message: string;
  action1?: { label: string };
}

/** Shows a notification to the user (the notifications module fills this). */
export type NotifyPort = (notification: SyncNotification) => void;

/** Durable storage for the queue. The default keeps it in memory; the app plugs in IndexedDB. */
export interface TaskStore {
  load(): Promise<QueuedTask[]>;
  save(tasks: QueuedTask[]): Promise<void>;
}

/** Tunables of the sync layer. */
export interface SyncConfig {
  /** Refresh the token on a 401 (default true). Off: a 401 logs the user out at once. */
  autoRefresh: boolean;
  /** Refreshes allowed before a success resets the count (default 1, spec: one attempt). */
  maxRefreshAttempts: number;
  /** How long a task waits before looking at the refresh lock again (default 1000 ms). */
  lockWaitMs: number;
  /** Attempts per task and send (fixed at 1 by the spec; a network failure is never retried in place). */
  maxAttempts: 1;
  /** Prefix for relative task URLs (needed where `fetch` has no page origin, e.g. SSR). */
  baseUrl?: string;
}

/** Where the sync layer reports what it swallows (a failing store). Compatible with the kernel logger. */
export interface SyncLogger {
  warn(message: string, detail?: unknown): void;
}

/** Injectable timer so tests can drive the lock wait. */
export interface SyncTimers {
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Everything `createSyncLayer` is built from. Only `fetch`, `session` and `notify` are required. */
export interface SyncLayerDeps {
  fetch: typeof fetch;
  session: SessionPort;
  notify: NotifyPort;
  store?: TaskStore;
  config?: Partial<SyncConfig>;
  /** Whether the browser is online (default: `navigator.onLine`, true where there is no navigator). */
  online?: () => boolean;
  timers?: SyncTimers;
  /** ISO-8601 now, for `transmittedAt`. */
  now?: () => string;
  logger?: SyncLogger;
}

/** Outcome of a `flush()`. */
export interface FlushReport {
  /** Tasks answered by the server during this flush. */
  sent: number;
  /** Tasks still untransmitted afterwards. */
  pending: number;
}
