import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { RouteContribution } from '../../kernel/module';
import { usePageHead, usePageTitle, usePageUrls } from '../../kernel/react';
import { appRoutes } from '../routes';
import { findStoreView } from '../store-views';
import { renderShell, setupShellTests } from './render-shell';

const eng = findStoreView('eng')!;
const est = findStoreView('est')!;
const shellI18n = setupShellTests();

/** A product-like page: every head field, built with the page's URL helper. */
function Pads() {
  const urls = usePageUrls();
  usePageHead({
    title: 'Brake pads',
    description: 'Front pads',
    canonical: urls.page('/p/BP-1/pads'),
    alternates: urls.alternates((view) => (view.language === 'et' ? '/p/BP-1/klotsid' : view === eng ? '/p/BP-1/pads' : null)),
    jsonLd: [{ '@type': 'Product', name: 'Brake pads' }],
  });
  return (
    <>
      <h1>Brake pads</h1>
      <Link to="/eng/filtered">Filtered</Link>
    </>
  );
}

/** A listing with robots only in one component and the title in another (fields merge). */
function Filtered() {
  usePageHead({ robots: 'noindex,follow' });
  return <FilteredHeading />;
}
function FilteredHeading() {
  usePageTitle('Brakes');
  return (
    <>
      <h1>Brakes</h1>
      <Link to="/eng/pads">Pads</Link>
    </>
  );
}

// The app's routes too: the shell's header and footer link to them.
const routes: RouteContribution[] = [
  ...appRoutes,
  { name: 'pads', path: '/pads', component: async () => ({ default: Pads }) },
  { name: 'filtered', path: '/filtered', component: async () => ({ default: Filtered }) },
];

const head = () => document.head;
const hrefOf = (selector: string) => head().querySelector(selector)?.getAttribute('href');
const contentOf = (name: string) => head().querySelector(`meta[name="${name}"]`)?.getAttribute('content');

describe('page head in the browser', () => {
  it('replaces the server-written tags with the page\'s own on first render', async () => {
    head().insertAdjacentHTML('beforeend', '<link rel="canonical" href="http://localhost/old" data-page-head><meta name="description" content="Server" data-page-head>');
    renderShell({ storeView: eng, i18n: shellI18n(), path: '/eng/pads', routes });
    await screen.findByRole('heading', { level: 1, name: 'Brake pads' });
    await waitFor(() => expect(hrefOf('link[rel="canonical"]')).toBe('http://localhost:3000/eng/p/BP-1/pads'));
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.title).toBe('Brake pads | AP24 Car Parts');
    expect(contentOf('description')).toBe('Front pads');
    expect([...head().querySelectorAll('link[rel="alternate"]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])).toEqual([
      ['et-EE', 'http://localhost:3000/p/BP-1/klotsid'],
      ['en-GB', 'http://localhost:3000/eng/p/BP-1/pads'],
      ['x-default', 'http://localhost:3000/p/BP-1/klotsid'],
    ]);
    const jsonLd = head().querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '')).toEqual({ '@type': 'Product', name: 'Brake pads' });
  });

  it('removes the previous page\'s tags after a client navigation and falls back to the shop\'s description', async () => {
    const router = renderShell({ storeView: eng, i18n: shellI18n(), path: '/eng/pads', routes });
    await screen.findByRole('heading', { level: 1, name: 'Brake pads' });
    await act(() => router.navigate('/eng/filtered'));
    await screen.findByRole('heading', { level: 1, name: 'Brakes' });
    await waitFor(() => expect(document.title).toBe('Brakes | AP24 Car Parts'));
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
    expect(head().querySelectorAll('link[rel="alternate"], script[type="application/ld+json"]')).toHaveLength(0);
    expect(contentOf('robots')).toBe('noindex,follow');
    expect(contentOf('description')).toBe('Car spare parts and accessories with fast delivery');

    await act(() => router.navigate('/eng/pads'));
    await screen.findByRole('heading', { level: 1, name: 'Brake pads' });
    await waitFor(() => expect(hrefOf('link[rel="canonical"]')).toBe('http://localhost:3000/eng/p/BP-1/pads'));
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });

  it('builds other views\' URLs from the default view too', async () => {
    renderShell({ storeView: est, i18n: shellI18n(), path: '/pads', routes });
    await screen.findByRole('heading', { level: 1, name: 'Brake pads' });
    await waitFor(() => expect(hrefOf('link[rel="alternate"][hreflang="en-GB"]')).toBe('http://localhost:3000/eng/p/BP-1/pads'));
    expect(hrefOf('link[rel="canonical"]')).toBe('http://localhost:3000/p/BP-1/pads');
  });
});
