import { describe, expect, it, vi, type Mock } from 'vitest';
import { createRecordingLogger } from '../../kernel/testing';
import {
  STATE_MESSAGES,
  checkServiceWorkerScript,
  isJavaScriptType,
  registerServiceWorker,
  type LifecycleEvent,
  type NavigatorLike,
  type RegisterServiceWorkerOptions,
  type WorkboxLike,
} from './register-service-worker';

type Listener = (event: LifecycleEvent) => void;

/** A scripted workbox-window: register/update resolve or reject, and lifecycle events are fired by hand. */
function fakeWorkbox(behaviour: { register?: () => Promise<unknown>; update?: () => Promise<void> } = {}) {
  const listeners = new Map<string, Listener[]>();
  const workbox: WorkboxLike & { fire(type: string, event?: LifecycleEvent): void; skipWaiting: Mock<() => void>; update: Mock<() => Promise<void>> } = {
    addEventListener: (type, listener) => void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: behaviour.register ?? (async () => ({ scope: '/' })),
    update: vi.fn<() => Promise<void>>(behaviour.update ?? (async () => undefined)),
    skipWaiting: vi.fn<() => void>(),
    messageSkipWaiting: () => workbox.skipWaiting(),
    fire: (type, event = {}) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
  return workbox;
}

function fakeNavigator(controller: unknown = null, registrations = 1) {
  const unregister = vi.fn(async () => true);
  const navigator: NavigatorLike = {
    serviceWorker: { controller, getRegistrations: async () => Array.from({ length: registrations }, () => ({ unregister })) },
  };
  return { navigator, unregister };
}

const scriptAnswer = (status: number, contentType: string) => async () => new Response(status === 404 ? 'Not found' : 'self.x=1', { status, headers: { 'content-type': contentType } });

function setup(overrides: Partial<RegisterServiceWorkerOptions> & { workbox?: ReturnType<typeof fakeWorkbox> } = {}) {
  const logger = createRecordingLogger();
  const workbox = overrides.workbox ?? fakeWorkbox();
  const { navigator, unregister } = fakeNavigator();
  const options: RegisterServiceWorkerOptions = {
    navigator,
    fetch: vi.fn(scriptAnswer(200, 'application/javascript; charset=UTF-8')),
    createWorkbox: vi.fn(() => workbox),
    logger,
    onUpdateWaiting: vi.fn(),
    reload: vi.fn(),
    ...overrides,
  };
  return { options, logger, workbox, unregister };
}

const logged = (logger: ReturnType<typeof createRecordingLogger>) => logger.entries.map((entry) => `${entry.level}: ${entry.message}`);

describe('registerServiceWorker', () => {
  it('registers /sw.js and logs the registered state, fetching nothing itself', async () => {
    const { options, logger } = setup();
    await expect(registerServiceWorker(options)).resolves.toBe('registered');
    expect(options.createWorkbox).toHaveBeenCalledWith('/sw.js');
    expect(options.fetch).not.toHaveBeenCalled();
    expect(logged(logger)).toEqual([`info: [service worker] ${STATE_MESSAGES.registered}`]);
  });

  it('does nothing where the browser has no service workers', async () => {
    const { options, logger } = setup({ navigator: {} });
    await expect(registerServiceWorker(options)).resolves.toBe('unsupported');
    expect(options.createWorkbox).not.toHaveBeenCalled();
    expect(logger.entries).toEqual([]);
  });

  it('logs cached when the first version is installed, and updated (offering it) when a new one waits', async () => {
    const { options, logger, workbox } = setup();
    await registerServiceWorker(options);
    workbox.fire('installed', { isUpdate: false });
    workbox.fire('installed', { isUpdate: true });
    expect(options.onUpdateWaiting).not.toHaveBeenCalled();
    workbox.fire('waiting', { isUpdate: true });
    expect(logged(logger).slice(1)).toEqual([`info: [service worker] ${STATE_MESSAGES.cached}`, `info: [service worker] ${STATE_MESSAGES.updated}`]);
    expect(options.onUpdateWaiting).toHaveBeenCalledOnce();
  });

  it('applies a waiting version by asking it to skip waiting, and reloads only once it controls the page', async () => {
    const { options, workbox } = setup();
    await registerServiceWorker(options);
    workbox.fire('waiting');
    // An earlier controller change (the first install claiming the page) must not reload.
    workbox.fire('controlling');
    expect(options.reload).not.toHaveBeenCalled();
    const [update] = vi.mocked(options.onUpdateWaiting).mock.calls[0]!;
    update.apply();
    expect(workbox.skipWaiting).toHaveBeenCalledOnce();
    expect(options.reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(options.reload).toHaveBeenCalledOnce();
  });

  it('checks for a new version on load when a worker already controls the page, not on the first visit', async () => {
    const first = setup();
    await registerServiceWorker(first.options);
    expect(first.workbox.update).not.toHaveBeenCalled();

    const again = setup({ navigator: fakeNavigator({ scriptURL: '/sw.js' }).navigator });
    await expect(registerServiceWorker(again.options)).resolves.toBe('registered');
    expect(again.workbox.update).toHaveBeenCalledOnce();
  });

  it.each([
    ['404', scriptAnswer(404, 'text/html; charset=utf-8')],
    ['an HTML page', scriptAnswer(200, 'text/html; charset=utf-8')],
    ['JSON', scriptAnswer(200, 'application/json')],
  ])('unregisters the worker when registering fails and its file is %s', async (_label, answer) => {
    const workbox = fakeWorkbox({ register: async () => Promise.reject(new TypeError('Failed to register a ServiceWorker')) });
    const { options, logger, unregister } = setup({ workbox, fetch: vi.fn(answer) });
    await expect(registerServiceWorker(options)).resolves.toBe('unregistered');
    expect(options.fetch).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ cache: 'no-store' }));
    expect(unregister).toHaveBeenCalledOnce();
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({ level: 'error', message: `[service worker] ${STATE_MESSAGES.error}` });
    expect(String(logger.entries[0]?.detail)).toContain('the service worker was unregistered');
  });

  it('unregisters an installed worker whose update check finds the file gone (a deployment without one)', async () => {
    const workbox = fakeWorkbox({ update: async () => Promise.reject(new TypeError('A bad HTTP response code (404) was received')) });
    const { navigator, unregister } = fakeNavigator({ scriptURL: '/sw.js' }, 2);
    const { options } = setup({ workbox, navigator, fetch: vi.fn(scriptAnswer(404, 'text/html')) });
    await expect(registerServiceWorker(options)).resolves.toBe('unregistered');
    expect(unregister).toHaveBeenCalledTimes(2);
  });

  it('logs the offline state and keeps the worker when the file cannot be fetched', async () => {
    const workbox = fakeWorkbox({ update: async () => Promise.reject(new TypeError('Failed to update')) });
    const { navigator, unregister } = fakeNavigator({ scriptURL: '/sw.js' });
    const { options, logger } = setup({ workbox, navigator, fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(registerServiceWorker(options)).resolves.toBe('offline');
    expect(unregister).not.toHaveBeenCalled();
    expect(logged(logger)).toEqual([`info: [service worker] ${STATE_MESSAGES.registered}`, `info: [service worker] ${STATE_MESSAGES.offline}`]);
  });

  it('logs an error and keeps the worker when the file is there and JavaScript, or the server fails', async () => {
    for (const answer of [scriptAnswer(200, 'text/javascript'), scriptAnswer(500, 'text/html')]) {
      const failure = new Error('install failed');
      const workbox = fakeWorkbox({ register: async () => Promise.reject(failure) });
      const { options, logger, unregister } = setup({ workbox, fetch: vi.fn(answer) });
      await expect(registerServiceWorker(options)).resolves.toBe('error');
      expect(unregister).not.toHaveBeenCalled();
      expect(logger.entries).toEqual([{ level: 'error', message: `[service worker] ${STATE_MESSAGES.error}`, detail: failure }]);
    }
  });

  it('logs an error when workbox-window cannot be loaded', async () => {
    const failure = new Error('chunk failed');
    const { options, logger } = setup({ createWorkbox: () => Promise.reject(failure) });
    await expect(registerServiceWorker(options)).resolves.toBe('error');
    expect(logger.entries).toEqual([{ level: 'error', message: `[service worker] ${STATE_MESSAGES.error}`, detail: failure }]);
  });
});

describe('checkServiceWorkerScript', () => {
  it('classifies the answer to the worker file', async () => {
    await expect(checkServiceWorkerScript(scriptAnswer(200, 'text/javascript; charset=utf-8'), '/sw.js')).resolves.toBe('ok');
    await expect(checkServiceWorkerScript(scriptAnswer(404, 'application/javascript'), '/sw.js')).resolves.toBe('missing');
    await expect(checkServiceWorkerScript(scriptAnswer(200, 'text/plain'), '/sw.js')).resolves.toBe('not-javascript');
    await expect(checkServiceWorkerScript(scriptAnswer(503, 'text/html'), '/sw.js')).resolves.toBe('server-error');
    await expect(checkServiceWorkerScript(() => Promise.reject(new TypeError('offline')), '/sw.js')).resolves.toBe('unreachable');
  });

  it('knows JavaScript media types', () => {
    expect(['application/javascript', 'text/javascript; charset=UTF-8', 'application/x-javascript', 'text/ecmascript'].every(isJavaScriptType)).toBe(true);
    expect([null, 'text/html', 'application/json', 'text/plain'].some(isJavaScriptType)).toBe(false);
  });
});
