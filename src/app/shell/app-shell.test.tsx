import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import type { RouteContribution } from '../../kernel/module';
import { UrlDispatcher } from '../../kernel/router';
import { createKernel, Slot } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { AppProviders } from '../app-context';
import { allModules } from '../manifest';
import { findStoreView, storeViews } from '../store-views';
import { MenuStoreSwitcher, shellFills } from './site-chrome';
import { appRoutes } from '../routes';
import { renderShell, setupShellTests } from './render-shell';

const eng = findStoreView('eng');
if (!eng) throw new Error('eng view missing');
const shellI18n = setupShellTests();


function renderApp(path: string, routes: readonly RouteContribution[] = appRoutes, services = new Container()) {
  return renderShell({ storeView: eng!, i18n: shellI18n(), path, routes, services });
}

describe('app shell', () => {
  it('renders home with prefixed navigation, the store switcher and the shop promises', async () => {
    renderApp('/eng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car parts and accessories' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/eng', '/eng/catalog', '/eng/compare', '/eng/my-account', '/eng/checkout']);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    const suomi = screen.getByRole('link', { name: 'Suomi', hidden: true });
    expect(suomi.getAttribute('href')).toBe('http://fi.localhost:3000/');
    expect(screen.queryByRole('link', { name: 'Test', hidden: true })).toBeNull();
    expect(screen.getAllByText('We ship with DPD').length).toBeGreaterThan(0);
  });

  it("puts the store select in the phones' menu (the shell's own layout/menu fill), besides the header's wide-screen one", async () => {
    const kernel = createKernel({ modules: allModules, storeView: eng!, reactors: false, fills: shellFills });
    const fill = kernel.slotFills('layout/menu').find((candidate) => candidate.key === 'store-switcher');
    expect(fill).toMatchObject({ moduleId: 'app', component: MenuStoreSwitcher });
    const app = { storeView: eng!, storeViews, link: createLinkHelper(eng!, appRoutes), location: { host: 'localhost:3000', protocol: 'http:' } };
    render(
      <AppProviders app={app} i18n={shellI18n()} kernel={kernel}>
        <Slot name="layout/menu" />
      </AppProviders>,
    );
    const store = screen.getByRole('button', { name: 'Store' });
    expect(store.closest('[data-placement]')?.getAttribute('data-placement')).toBe('menu');
    await userEvent.click(store);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Suomi' }).getAttribute('href')).toBe('http://fi.localhost:3000/');
  });

  it('navigates client-side, sets the title and scrolls to the top of the new page', async () => {
    const router = renderApp('/eng');
    await screen.findByRole('heading', { level: 1, name: 'Car parts and accessories' });
    await userEvent.click(screen.getByRole('link', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in to see this page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/eng/my-account');
    // The head follows in an effect of the page's commit, not with its heading.
    await waitFor(() => expect(document.title).toBe('My Account | AP24 Car Parts'));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('shows the progress bar while the next page loads', async () => {
    let release!: () => void;
    const slow: RouteContribution = {
      name: 'catalog',
      path: '/catalog',
      component: async () => ({ default: () => <h1>Slow catalog</h1> }),
      loader: () => new Promise<null>((done) => (release = () => done(null))),
    };
    renderApp('/eng', [...appRoutes.filter((route) => route.name !== 'catalog'), slow]);
    await screen.findByRole('heading', { level: 1, name: 'Car parts and accessories' });
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar.getAttribute('data-active')).toBe('false');

    await userEvent.click(screen.getByRole('link', { name: 'Catalog' }));
    expect(screen.getByRole('progressbar', { name: 'Loading page' }).getAttribute('data-active')).toBe('true');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow catalog' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('data-active')).toBe('false');
  });

  it('shows the 404 page for an unknown path and the 500 page for a failing loader', async () => {
    renderApp('/eng/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    cleanup();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: RouteContribution = {
      name: 'checkout',
      path: '/checkout',
      component: async () => ({ default: () => null }),
      loader: () => {
        throw new Error('boom');
      },
    };
    renderApp('/eng/checkout', [failing, ...appRoutes]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error 500' })).toBeTruthy();
    expect(screen.getByText('Something went wrong...')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('renders the page the URL dispatcher resolves an unknown path to, with that route\'s data', async () => {
    const services = new Container();
    services.bind(UrlDispatcher).toConstantValue({
      resolve: async (pathname: string) => (pathname === '/all-2/brakes' ? { name: 'category', params: { slug: 'brakes' } } : null),
    });
    const router = renderApp('/eng/all-2/brakes', appRoutes, services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Category brakes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/eng/all-2/brakes');
  });
});
