/**
 * Registering the shop's service worker (spec section 4 "Service worker", ADR 0026), written against small
 * interfaces so the rules are unit-tested without a browser: the states registered, cached, updated,
 * offline and error are only logged, and a worker whose file is missing (404) or not JavaScript is
 * unregistered. `startServiceWorker` (./start.ts) passes the real navigator, fetch and workbox-window.
 */
import type { KernelLogger } from '../../kernel/logger';

/** Where the worker is served (root path: its scope is the whole shop). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The spec's service-worker states. */
export type ServiceWorkerState = 'registered' | 'cached' | 'updated' | 'offline' | 'error';

/** What a registration attempt came to. */
export type RegistrationOutcome = 'registered' | 'unsupported' | 'offline' | 'unregistered' | 'error';

/** The log line of each state (the texts Vue Storefront logs). */
export const STATE_MESSAGES: Record<ServiceWorkerState, string> = {
  registered: 'Service worker has been registered.',
  cached: 'Content has been cached for offline use.',
  updated: 'New content is available; please refresh.',
  offline: 'No internet connection found. App is running in offline mode.',
  error: 'Error during service worker registration:',
};

/** The lifecycle event fields this reads (workbox-window's WorkboxLifecycleEvent). */
export interface LifecycleEvent {
  isUpdate?: boolean;
}

/** The part of workbox-window's `Workbox` this uses. */
export interface WorkboxLike {
  addEventListener(type: 'installed' | 'waiting' | 'controlling', listener: (event: LifecycleEvent) => void): void;
  register(): Promise<unknown>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

/** The part of `navigator` this uses. */
export interface NavigatorLike {
  serviceWorker?: {
    controller: unknown;
    getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>;
  };
}

/** A waiting version, ready to take over: `apply` activates it and reloads the page once it controls it. */
export interface WaitingUpdate {
  apply(): void;
}

export interface RegisterServiceWorkerOptions {
  navigator: NavigatorLike;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  createWorkbox: (url: string) => WorkboxLike | Promise<WorkboxLike>;
  logger: KernelLogger;
  /** A new version is installed and waits (the update prompt offers it). */
  onUpdateWaiting: (update: WaitingUpdate) => void;
  /** Reloads the page (after the new version took over). */
  reload: () => void;
  url?: string;
}

const logState = (logger: KernelLogger, state: ServiceWorkerState, detail?: unknown) =>
  state === 'error' ? logger.error(`[service worker] ${STATE_MESSAGES.error}`, detail) : logger.info?.(`[service worker] ${STATE_MESSAGES[state]}`, detail);

/** True for a JavaScript media type (`text/javascript`, `application/javascript; charset=utf-8`, ...). */
export function isJavaScriptType(contentType: string | null): boolean {
  return contentType !== null && /javascript|ecmascript/i.test(contentType);
}

/** What the worker's file says when fetched: there and JavaScript, missing or not JavaScript, or unreachable. */
export type ScriptCheck = 'ok' | 'missing' | 'not-javascript' | 'server-error' | 'unreachable';

/** Fetches the worker's file as the browser would, bypassing caches, and classifies the answer. */
export async function checkServiceWorkerScript(fetchFn: RegisterServiceWorkerOptions['fetch'], url: string): Promise<ScriptCheck> {
  let response: Response;
  try {
    response = await fetchFn(url, { cache: 'no-store', headers: { 'service-worker': 'script' } });
  } catch {
    return 'unreachable';
  }
  if (response.status === 404) return 'missing';
  if (!response.ok) return 'server-error';
  return isJavaScriptType(response.headers.get('content-type')) ? 'ok' : 'not-javascript';
}

/** Unregisters every service worker of this origin's pages (the shop has only its own, at `/`). */
export async function unregisterServiceWorkers(navigator: NavigatorLike): Promise<number> {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  const results = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  return results.filter(Boolean).length;
}

/**
 * Registers the worker and reports its states. A page that already had a worker also asks for an update,
 * so a new deployment (or a removed worker) is noticed on every page load. When registering or updating
 * fails, the file is fetched once to tell why: 404 or not JavaScript unregisters the worker (a deployment
 * without one frees its pages), an unreachable server is the offline state, anything else an error.
 */
export async function registerServiceWorker(options: RegisterServiceWorkerOptions): Promise<RegistrationOutcome> {
  const { navigator, logger } = options;
  const url = options.url ?? SERVICE_WORKER_URL;
  if (!navigator.serviceWorker) return 'unsupported';
  const hadWorker = navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller !== undefined;

  let workbox: WorkboxLike;
  try {
    workbox = await options.createWorkbox(url);
  } catch (error) {
    logState(logger, 'error', error);
    return 'error';
  }
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) logState(logger, 'cached');
  });
  workbox.addEventListener('waiting', () => {
    logState(logger, 'updated');
    options.onUpdateWaiting({
      apply: () => {
        workbox.addEventListener('controlling', () => options.reload());
        workbox.messageSkipWaiting();
      },
    });
  });

  try {
    await workbox.register();
    logState(logger, 'registered');
    if (hadWorker) await workbox.update();
    return 'registered';
  } catch (error) {
    const check = await checkServiceWorkerScript(options.fetch, url);
    if (check === 'missing' || check === 'not-javascript') {
      await unregisterServiceWorkers(navigator);
      logState(logger, 'error', new Error(`${url} is ${check === 'missing' ? 'missing (404)' : 'not JavaScript'}: the service worker was unregistered`, { cause: error }));
      return 'unregistered';
    }
    if (check === 'unreachable') {
      logState(logger, 'offline');
      return 'offline';
    }
    logState(logger, 'error', error);
    return 'error';
  }
}
