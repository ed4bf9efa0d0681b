import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { defineModule, KernelProvider, Slot, type ModuleDefinition } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { navigationModule } from './index';
import en from './locales/en.json';
import type { CategoryDocument } from './logic/category-tree';
import { uiStateStub } from './test-stubs';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'checkout', path: '/checkout' },
  { name: 'category', path: '/c/:slug' },
  { name: 'cms-page', path: '/i/:slug' },
  { name: 'my-account', path: '/my-account' },
  { name: 'compare', path: '/compare' },
  ...(navigationModule.routes ?? []),
]);

const doc = (id: number, parent: number, level: number, name: string): CategoryDocument => ({ id, parent_id: parent, level, position: id, name, slug: name.toLowerCase().replace(/ /g, '-') });
const ROOT: CategoryDocument = { id: 2, parent_id: 1, level: 1, position: 0, name: 'Default', slug: 'default' };
const DOCS = [ROOT, doc(10, 2, 2, 'Brakes'), doc(11, 10, 3, 'Brake pads'), doc(12, 10, 3, 'Brake discs'), doc(14, 2, 2, 'Filters'), doc(15, 14, 3, 'Oil filters')];

/** The catalogue API answering the menu's category search; counts its calls. */
function fakeApi() {
  const calls: string[] = [];
  const fetchApi: ApiFetch = async (path) => {
    calls.push(path);
    return new Response(JSON.stringify({ hits: { total: { value: DOCS.length }, hits: DOCS.map((d) => ({ _source: d })) } }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetchApi };
}

/** Another module's entry of the phones' menu (the wishlist's, say). */
function MenuProbe() {
  return <button type="button">Wishlist, 2 products</button>;
}
const menuProbe = defineModule({ id: 'menu-probe', slots: [{ slot: 'layout/menu', key: 'probe', component: MenuProbe }] });

async function renderNavigation(extra: readonly ModuleDefinition[] = []) {
  const api = fakeApi();
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(api.fetchApi);
  const kernel = await createTestKernel([uiStateStub, navigationModule, ...extra], { container: services, storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { navigation: en } }, react: { useSuspense: false } });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <PageProvider value={testPageContext(eng, link)}>
            <Slot name="layout/headerActions" />
            <Slot name="layout/headerNav" />
            <Slot name="layout/overlay" />
            <Slot name="layout/footer" />
          </PageProvider>
        </KernelProvider>
      </I18nextProvider>,
    );
  });
  const settle = (action: () => void) =>
    act(async () => {
      action();
      await kernel.whenIdle();
    });
  return { kernel, api, settle };
}

afterEach(cleanup);

describe('categories menu bar', () => {
  it('renders the view category tree with links and carries it for hydration', async () => {
    const { api } = await renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Brakes' }).getAttribute('href')).toBe('/eng/c/brakes');
    expect(JSON.parse(document.getElementById('navigation-category-tree')?.dataset.categoryTree ?? '[]')[0].children[1].name).toBe('Brake discs');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toContain('/api/catalog/');
    expect(api.calls[0]).toContain('/category/_search');
    // Spec section 9: categories load 4000 at a time, sorted by position ascending.
    const url = new URL(api.calls[0]!, 'http://shop');
    expect(url.searchParams.get('size')).toBe('4000');
    expect(JSON.parse(url.searchParams.get('request') ?? '{}').sort).toEqual([{ position: { order: 'asc' } }]);
  });

  it('keeps its open submenu in the ui-state submenu path: a sibling replaces it, Escape closes it', async () => {
    const { kernel, settle } = await renderNavigation();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Brakes: subcategories' })));
    expect(kernel.getProjection('ui-state/flags').submenu).toEqual({ depth: 1, path: ['10'] });
    expect(screen.getByRole('link', { name: 'Brake pads' })).toBeTruthy();
    await settle(() => fireEvent.mouseEnter(screen.getByRole('link', { name: 'Filters' }).closest('li') as HTMLElement));
    expect(kernel.getProjection('ui-state/flags').submenu).toEqual({ depth: 1, path: ['14'] });
    expect(screen.queryByRole('link', { name: 'Brake pads' })).toBeNull();
    const filters = screen.getByRole('button', { name: 'Filters: subcategories' });
    filters.focus();
    await settle(() => fireEvent.keyDown(filters, { key: 'Escape' }));
    expect(kernel.getProjection('ui-state/flags').submenu.path).toEqual([]);
    expect(filters.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('sidebar', () => {
  it('opens from the menu button with focus inside, drills into a category and back, and returns focus on close', async () => {
    const { kernel, settle } = await renderNavigation();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await settle(() => fireEvent.click(button));
    // The open sidebar's code loads with its first opening (ADR 0078).
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(within(dialog).getByRole('link', { name: 'Store locator' }).getAttribute('href')).toBe('/eng/store-locator');
    expect(within(dialog).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/eng/my-account');

    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Brakes' })));
    expect(kernel.getProjection('ui-state/flags').submenu.path).toEqual(['10']);
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Brakes' }));
    expect(within(dialog).getByRole('link', { name: 'All Brakes' }).getAttribute('href')).toBe('/eng/c/brakes');
    expect(within(dialog).getByRole('link', { name: 'Brake discs' }).getAttribute('href')).toBe('/eng/c/brake-discs');

    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: /Back/ })));
    expect(kernel.getProjection('ui-state/flags').submenu.path).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Filters' })).toBeTruthy();

    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kernel.getProjection('ui-state/flags').open.sidebar).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});

describe('the phones\' menu', () => {
  it('carries the main navigation and the other modules\' menu entries, which the one-row phone header does not show', async () => {
    const { settle } = await renderNavigation([menuProbe as ModuleDefinition]);
    const button = screen.getByRole('button', { name: 'Menu' });
    // Closed: none of it is in the page (the server renders no sidebar).
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wishlist, 2 products' })).toBeNull();
    await settle(() => fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const more = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', { name: 'More' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((anchor) => `${anchor.textContent} ${anchor.getAttribute('href')}`);
    expect(hrefs.slice(0, 5)).toEqual(['Home /eng', 'Catalog /eng/catalog', 'My account /eng/my-account', 'Compare /eng/compare', 'Checkout /eng/checkout']);
    expect(within(more).getByRole('button', { name: 'Wishlist, 2 products' })).toBeTruthy();
  });

  it('keeps Tab inside while open', async () => {
    const { settle } = await renderNavigation();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Menu' })));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const focusables = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const last = focusables[focusables.length - 1] as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});

describe('footer', () => {
  it('links the store locator and the sitemap', async () => {
    await renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Find us' });
    expect(within(nav).getByRole('link', { name: 'Store locator' }).getAttribute('href')).toBe('/eng/store-locator');
    expect(within(nav).getByRole('link', { name: 'Sitemap' }).getAttribute('href')).toBe('/eng/sitemap');
  });
});
