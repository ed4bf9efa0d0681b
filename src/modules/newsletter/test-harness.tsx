import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { ClaimsToken, createStoredClaims } from '../../kernel/claims';
import { createMapStorage, type KeyValueStorage } from '../../kernel/event-log/storage';
import type { ModuleDefinition } from '../../kernel/module';
import { createMemoryTaskStore, createSyncLayer, guestSession, SyncLayerToken } from '../../kernel/sync';
import { createRecordingLogger, createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { newsletterModule } from './index';
import en from './locales/en.json';
import { NewsletterStorage } from './storage';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Renders `ui` in a kernel of the newsletter module whose API calls go to `api` (`{code, result}`). */
export async function renderNewsletter(
  ui: ReactNode,
  api: (call: ApiCall) => { code: number; result: unknown },
  storeCode = 'est',
  extraModules: readonly ModuleDefinition[] = [],
  claimStorage?: KeyValueStorage,
) {
  const calls: ApiCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', path: String(input), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const answer = api(call);
    return new Response(JSON.stringify(answer), { status: answer.code, headers: { 'content-type': 'application/json' } });
  });
  const view = makeTestStoreView({ storeCode, language: storeCode === 'fin' ? 'fi' : 'et' });
  const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
  const modules = extraModules.length ? extraModules : [recordingModule('ui-state')];
  const kernel = await createTestKernel([notifications, ...modules, newsletterModule], { storeView: view });
  const stored = new Map<string, unknown>();
  // The browser's claims over a Map (or the test's own storage), logging to `logger`.
  const logger = createRecordingLogger();
  const claims = createStoredClaims(logger, () => new Date(), claimStorage ?? createMapStorage());
  kernel.container.rebind(ClaimsToken).toConstantValue(claims);
  kernel.container.rebind(NewsletterStorage).toConstantValue({ get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => void stored.set(key, value) });
  kernel.container
    .bind(SyncLayerToken)
    .toConstantValue(createSyncLayer({ fetch: fetchFn as typeof fetch, session: guestSession, notify: () => {}, store: createMemoryTaskStore(), online: () => true, logger: { warn: () => {} } }));
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { newsletter: en } }, react: { useSuspense: false } });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>{ui}</KernelProvider>
    </I18nextProvider>,
  );
  return { kernel, calls, stored, claims, logger, ...utils };
}
