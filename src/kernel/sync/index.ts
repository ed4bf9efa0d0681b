export { createSyncLayer, DEFAULT_SYNC_CONFIG } from './sync-layer';
export type { SyncLayer } from './sync-layer';
export { createMemoryTaskStore } from './memory-task-store';
export { browserOnline, watchOnline } from './online';
export type { OnlineEventTarget } from './online';
export { SYNC_CODES, SYNC_MESSAGES } from './messages';
export { initialAuthLock, nextAuthLock } from './auth-lock';
export type { AuthAbortReason, AuthLockEvent, AuthLockState } from './auth-lock';
export { resolvePlaceholders } from './placeholders';
export type { ResolvedUrl } from './placeholders';
export { readEnvelope, serverMessage } from './envelope';
export type { Envelope, EnvelopeRead } from './envelope';
export type {
  FlushReport,
  NotifyPort,
  QueuedTask,
  SessionPort,
  SyncConfig,
  SyncLayerDeps,
  SyncLogger,
  SyncNotification,
  SyncTimers,
  Task,
  TaskMethod,
  TaskResult,
  TaskStore,
} from './types';
export { SyncLayerToken, UserSessionToken, CartSessionToken, guestSession, deferredSession, containerSession } from './tokens';
export type { UserSessionPort, CartSessionPort } from './tokens';
export { createDurableTaskStore } from './durable-task-store';
export { syncTranslations } from './translations';
