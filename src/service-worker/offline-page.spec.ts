// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// public/offline.html is what the worker answers for a page it has not kept, at that page's URL: it picks
// its language itself.
const html = readFileSync(resolve(import.meta.dirname, '../../public/offline.html'), 'utf8');

function open(path: string, languages: readonly string[] = ['en-US', 'en']) {
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
    expect(open('/rus/c/brakes')).toEqual({ lang: 'ru', title: 'Нет подключения к интернету', retry: 'Повторить', home: '/rus' });
    expect(open('/eng/p/A/a', ['et'])).toMatchObject({ lang: 'en', title: 'You are offline', home: '/eng' });
    expect(open('/ap24_italy_en')).toMatchObject({ lang: 'en', home: '/ap24_italy_en' });
  });

  it('elsewhere (the default view, own domains) follows the browser’s languages among the shop’s five, else Estonian', () => {
    expect(open('/p/A/a', ['fi-FI', 'en'])).toMatchObject({ lang: 'fi', title: 'Ei verkkoyhteyttä', home: '/' });
    expect(open('/', ['de-DE', 'it-IT'])).toMatchObject({ lang: 'it', title: 'Sei offline', retry: 'Riprova' });
    expect(open('/c/brakes', ['de-DE'])).toMatchObject({ lang: 'et', title: 'Ühendus puudub', retry: 'Proovi uuesti', home: '/' });
  });

  it('reloads the page from "Try again"', () => {
    open('/eng/c/brakes');
    const calls: string[] = [];
    Object.defineProperty(window, 'location', { value: { ...window.location, pathname: '/eng/c/brakes', reload: () => calls.push('reload') }, configurable: true });
    document.querySelector('button')?.click();
    expect(calls).toEqual(['reload']);
  });
});
