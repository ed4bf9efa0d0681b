import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteContribution } from '../../kernel/module';
import { createLinkHelper } from '../../kernel/store-view';
import { createI18n } from '../../kernel/i18n';
import { createAppKernel } from '../app-kernel';
import { AppProviders } from '../app-context';
import { createAppRoutes } from '../create-app-routes';
import { notifyEmptyResult } from '../browser-runtime';
import { findStoreView, storeViews } from '../store-views';
import { appRoutes } from '../routes';

afterEach(cleanup);

// A product whose data is gone: spec section 8, 'query returned empty result' sends the shopper home.
const missingProduct: RouteContribution = {
  name: 'catalog',
  path: '/catalog',
  component: async () => ({ default: () => null }),
  loader: () => {
    throw new Error('Product query returned empty result product status = 2');
  },
};

describe('a page whose data is not available', () => {
  it('shows the spec notice in the view language with OK, and lands on the view home', async () => {
    const rus = findStoreView('rus')!;
    const routes = [missingProduct, ...appRoutes];
    const { kernel, translations } = await createAppKernel({ storeView: rus, side: 'browser', routes });
    const i18n = await createI18n({ language: 'ru', namespaces: [...translations] });
    const router = createMemoryRouter(
      createAppRoutes({ storeView: rus, storeViews, services: kernel.container, routes, onEmptyResult: notifyEmptyResult(kernel) }),
      { initialEntries: ['/rus'] },
    );
    const app = { storeView: rus, storeViews, link: createLinkHelper(rus, routes), location: { host: 'localhost', protocol: 'http:' } };
    render(
      <AppProviders app={app} i18n={i18n} kernel={kernel}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Каталог' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Товар, категория или страница недоступны в офлайн-режиме. Переходим на главную.');
    expect(router.state.location.pathname).toBe('/rus');
    await userEvent.click(screen.getByRole('button', { name: 'ОК' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
