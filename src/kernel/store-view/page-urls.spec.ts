import { describe, expect, it } from 'vitest';
import { createLinkHelper } from './link';
import { createPageUrls, originOf, pathInView } from './page-urls';
import { testViewList, testViews } from './test-views';
import type { StoreView } from './types';

const { est, eng, rus, de, fin } = testViews;
const routes = [{ name: 'category', path: '/c/:slug' }];
const urlsOf = (view: StoreView, host: string, protocol = 'http:') =>
  createPageUrls({ storeView: view, storeViews: testViewList, link: createLinkHelper(view, routes), location: { host, protocol } });

describe('pathInView', () => {
  it('swaps the store prefix and keeps query and hash', () => {
    expect(pathInView('/eng/c/brakes?page=2#top', eng, rus)).toBe('/rus/c/brakes?page=2#top');
    expect(pathInView('/eng/c/brakes', eng, est)).toBe('/c/brakes');
    expect(pathInView('/c/pidurid', est, eng)).toBe('/eng/c/pidurid');
    expect(pathInView('/eng', eng, fin)).toBe('/');
  });

  it('leaves a path that does not start with the prefix alone', () => {
    expect(pathInView('/english/x', eng, est)).toBe('/english/x');
  });
});

describe('createPageUrls', () => {
  it('makes the page view\'s links absolute on the request\'s origin', () => {
    const urls = urlsOf(eng, 'localhost:3000');
    expect(urls.page({ name: 'category', params: { slug: 'brakes' }, query: { page: '2' } })).toBe('http://localhost:3000/eng/c/brakes?page=2');
    expect(urls.asset('/img/600/744/resize/a.jpg')).toBe('http://localhost:3000/img/600/744/resize/a.jpg');
    expect(originOf({ host: 'shop.example', protocol: 'https' })).toBe('https://shop.example');
  });

  it('puts another view on its own domain, and the default view on its domain when leaving an own domain', () => {
    expect(urlsOf(eng, 'localhost:3000').page({ name: 'category', params: { slug: 'jarrut' } }, fin)).toBe('http://fi.localhost:3000/c/jarrut');
    const fromFinland = urlsOf(fin, 'fi.localhost:3000', 'https:');
    expect(fromFinland.page('/')).toBe('https://fi.localhost:3000/');
    expect(fromFinland.page({ name: 'category', params: { slug: 'pidurid' } }, est)).toBe('https://localhost:3000/c/pidurid');
    expect(fromFinland.page({ name: 'category', params: { slug: 'brakes' } }, eng)).toBe('https://localhost:3000/eng/c/brakes');
  });

  it('lists the listed views that have the page, itself included, and x-default to the default view', () => {
    const views = testViewList.map((view) => (view === de ? { ...view, listed: false } : view));
    const urls = createPageUrls({ storeView: eng, storeViews: views, link: createLinkHelper(eng, routes), location: { host: 'localhost' } });
    const slugs: Record<string, string> = { et: 'pidurid', en: 'brakes', fi: 'jarrut' };
    const alternates = urls.alternates((view) => {
      const slug = slugs[view.language];
      return slug ? { name: 'category', params: { slug } } : null;
    });
    expect(alternates).toEqual([
      { hreflang: 'et-EE', href: 'http://localhost/c/pidurid' },
      { hreflang: 'en-GB', href: 'http://localhost/eng/c/brakes' },
      { hreflang: 'fi-FI', href: 'http://fi.localhost/c/jarrut' },
      { hreflang: 'x-default', href: 'http://localhost/c/pidurid' },
    ]);
  });

  it('has no x-default when the default view lacks the page', () => {
    const alternates = urlsOf(eng, 'localhost').alternates((view) => (view === eng ? '/c/brakes' : null));
    expect(alternates).toEqual([{ hreflang: 'en-GB', href: 'http://localhost/eng/c/brakes' }]);
  });
});
