import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { KernelProvider } from '../../../kernel';
import { PageProvider } from '../../../kernel/react';
import { createLinkHelper } from '../../../kernel/store-view';
import { containerSession, createMemoryTaskStore, createSyncLayer, SyncLayerToken } from '../../../kernel/sync';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../../kernel/testing';
import { testPageContext } from '../../../kernel/testing/page-context';
import { userModule } from '../index';
import { testProfile } from '../test-profile';
import { uiStateStub } from '../test-ui-state';
import en from './locales/en.json';
import { accountRoutes } from './routes';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
export type FakeApi = (call: ApiCall) => { code: number; result: unknown };

const view = makeTestStoreView({ storeId: 4 });

/**
 * Renders `page` at `url` (matched against `path`) in a kernel of the user module whose API calls go to
 * `api`; `loggedIn` records an authorised session first.
 */
export async function renderAccountPage(page: ReactNode, options: { api: FakeApi; url: string; path: string; loggedIn?: boolean }) {
  const calls: ApiCall[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', path: String(input), body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const answer = options.api(call);
    return new Response(JSON.stringify(answer), { status: answer.code, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchFn);
  const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
  const kernel = await createTestKernel([notifications, uiStateStub, userModule], { storeView: view });
  kernel.container.bind(SyncLayerToken).toConstantValue(
    createSyncLayer({ fetch: fetchFn as typeof fetch, session: containerSession(kernel.container), notify: () => {}, store: createMemoryTaskStore(), online: () => true, logger: { warn: () => {} } }),
  );
  if (options.loggedIn !== false) await kernel.dispatch({ type: 'user/recordAuthorised', data: { profile: testProfile(), via: 'login' } });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { account: en } }, react: { useSuspense: false } });
  const link = createLinkHelper(view, [...accountRoutes, { name: 'my-account', path: '/my-account' }]);
  const utils = render(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <PageProvider value={testPageContext(view, link)}>
            <MemoryRouter initialEntries={[options.url]}>
              <Routes>
                <Route path={options.path} element={page} />
              </Routes>
            </MemoryRouter>
          </PageProvider>
        </KernelProvider>
      </I18nextProvider>,
  );
  return { kernel, calls, ...utils };
}
