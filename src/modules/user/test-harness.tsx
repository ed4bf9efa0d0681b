import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { containerSession, createMemoryTaskStore, createSyncLayer, SyncLayerToken } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { userModule } from './index';
import en from './locales/en.json';
import { uiStateStub } from './test-ui-state';

/** A recorded API call. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers an API call with `{code, result, meta?}` (HTTP status = code). */
export type ApiAnswer = { code: number; result: unknown; meta?: unknown };
export type FakeApi = (call: ApiCall) => ApiAnswer;

const view = makeTestStoreView({ storeId: 4 });
const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/**
 * Renders `ui` in a browser-like kernel of the user module (ui-state and notifications stood in), whose API
 * calls (sync layer and the session's refresh) go to `api`.
 */
export async function renderWithUser(ui: ReactNode, api: FakeApi) {
  const calls: ApiCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', path: String(input), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const answer = api(call);
    return new Response(JSON.stringify(answer), { status: answer.code === 0 ? 500 : answer.code, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFn);
  const kernel = await createTestKernel([notificationsStub, uiStateStub, userModule], { storeView: view });
  kernel.container.bind(SyncLayerToken).toConstantValue(
    createSyncLayer({ fetch: fetchFn as typeof fetch, session: containerSession(kernel.container), notify: () => {}, store: createMemoryTaskStore(), online: () => true, logger: { warn: () => {} } }),
  );
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { user: en } }, react: { useSuspense: false } });
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(view, createLinkHelper(view, []))}>
          <MemoryRouter>{ui}</MemoryRouter>
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  await kernel.whenIdle();
  const notified = async () =>
    (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => (event.data as { message: string }).message);
  return { kernel, calls, notified, ...utils };
}
