import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { Container } from 'inversify';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { RouteContribution } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { createLinkHelper } from '../../kernel/store-view';
import { createKernel } from '../../kernel';
import { createI18n } from '../../kernel/i18n';
import { shellTranslations } from '../locales';
import { AppProviders } from '../app-context';
import { createAppRoutes } from '../create-app-routes';
import { allModules } from '../manifest';
import { appRoutes } from '../routes';
import { storeViews } from '../store-views';
import { shellFills } from './site-chrome';

/** Test support: the whole shell of a store view in a memory router at `path`, with a kernel of every module. */
export function renderShell(options: {
  storeView: StoreView;
  i18n: I18n;
  path: string;
  routes?: readonly RouteContribution[];
  services?: Container;
}) {
  const routes = options.routes ?? appRoutes;
  const view = options.storeView;
  const services = options.services ?? new Container();
  const router = createMemoryRouter(createAppRoutes({ storeView: view, storeViews, services, routes }), { initialEntries: [options.path] });
  const app = { storeView: view, storeViews, link: createLinkHelper(view, routes), location: { host: 'localhost:3000', protocol: 'http:' } };
  const kernel = createKernel({ modules: allModules, storeView: view, reactors: false, fills: shellFills });
  render(
    <AppProviders app={app} i18n={options.i18n} kernel={kernel}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/**
 * Test support: the English shell texts loaded once, `window.scrollTo` stubbed (jsdom has none; the
 * scroll rules call it), and a clean DOM and mocks after each test. Returns the i18n instance's getter.
 */
export function setupShellTests(): () => I18n {
  let i18n: I18n | undefined;
  beforeAll(async () => {
    i18n = await createI18n({ language: 'en', namespaces: [shellTranslations] });
  });
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return () => {
    if (!i18n) throw new Error('setupShellTests: texts are not loaded yet (call it at the top of the test file)');
    return i18n;
  };
}
