// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { offlinePageHtml, offlineViewsFor } from '../app/offline-page';
import { storeViews } from '../app/store-views';

// The worker answers a page it has not kept with the offline page it precached from its own host, at that
// page's URL: the page picks the URL's store view, never the browser's language.
function open(host: string, path: string, languages: readonly string[] = ['en-US', 'en']) {
  const html = offlinePageHtml(offlineViewsFor(storeViews, host));
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const script = parsed.querySelector('script')?.textContent ?? '';
  document.documentElement.lang = parsed.documentElement.lang;
  document.body.innerHTML = parsed.body.innerHTML;
  window.history.replaceState(null, '', path);
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  new Function(script)();
  return {
    lang: document.documentElement.lang,
    title: document.querySelector('h1')?.textContent,
    retry: document.querySelector('button')?.textContent,
    home: document.querySelector('a.home')?.getAttribute('href'),
  };
}

describe('offline page', () => {
  it('speaks the language of a prefixed store view and links its home', () => {
    expect(open('localhost:3000', '/rus/c/brakes')).toEqual({ lang: 'ru', title: 'Нет подключения к интернету', retry: 'Повторить', home: '/rus' });
    expect(open('localhost', '/eng/p/A/a', ['et'])).toMatchObject({ lang: 'en', title: 'You are offline', home: '/eng' });
    expect(open('localhost', '/ap24_italy_en')).toMatchObject({ lang: 'en', home: '/ap24_italy_en' });
  });

  it('elsewhere speaks the host’s view, whatever the browser’s languages', () => {
    expect(open('localhost:3000', '/c/brakes', ['en-US', 'en'])).toEqual({ lang: 'et', title: 'Ühendus puudub', retry: 'Proovi uuesti', home: '/' });
    expect(open('127.0.0.1', '/p/A/a', ['fi-FI'])).toMatchObject({ lang: 'et', title: 'Ühendus puudub' });
    expect(open('fi.localhost:3000', '/p/A/a', ['en-US', 'en'])).toEqual({ lang: 'fi', title: 'Ei verkkoyhteyttä', retry: 'Yritä uudelleen', home: '/' });
    expect(open('it.localhost:3000', '/', ['ru-RU', 'en'])).toEqual({ lang: 'it', title: 'Sei offline', retry: 'Riprova', home: '/' });
    // A prefix still wins on an own domain (the resolver's rule).
    expect(open('it.localhost', '/eng/c/brakes')).toMatchObject({ lang: 'en', home: '/eng' });
    // A path that only starts like a prefix is not one.
    expect(open('localhost', '/english/c')).toMatchObject({ lang: 'et', home: '/' });
  });

  it('follows configured own domains (STORE_VIEW_DOMAINS) and says its host language without its script', () => {
    const views = storeViews.map((view) => (view.storeCode === 'fin' ? { ...view, domains: ['ap24.fi'] } : view));
    expect(offlineViewsFor(views, 'AP24.fi:443').host).toBe('fi');
    expect(offlineViewsFor(views, 'fi.localhost').host).toBe('et');
    const html = offlinePageHtml(offlineViewsFor(views, 'ap24.fi'));
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<h1 id="title">Ei verkkoyhteyttä</h1>');
    // Only the languages of this host's views travel with it.
    expect(html).not.toContain('Sei offline');
  });

  it('reloads the page from "Try again"', () => {
    open('localhost', '/eng/c/brakes');
    const calls: string[] = [];
    Object.defineProperty(window, 'location', { value: { ...window.location, pathname: '/eng/c/brakes', reload: () => calls.push('reload') }, configurable: true });
    document.querySelector('button')?.click();
    expect(calls).toEqual(['reload']);
  });
});
