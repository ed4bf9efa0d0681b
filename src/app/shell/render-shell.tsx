import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { RouteContribution } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { createLinkHelper } from '../../kernel/store-view';
import { createKernel } from '../../kernel';
import { AppProviders } from '../app-context';
import { createAppRoutes } from '../create-app-routes';
import { allModules } from '../manifest';
import { appRoutes } from '../routes';
import { storeViews } from '../store-views';

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
  const kernel = createKernel({ modules: allModules, storeView: view, reactors: false });
  render(
    <AppProviders app={app} i18n={options.i18n} kernel={kernel}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
