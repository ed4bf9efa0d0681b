import { describe, expect, it } from 'vitest';
import { configureStoreViews, findStoreView, storeViews } from './store-views';
import { resolveStoreView, storeViewHref } from '../kernel/store-view';

const codes = (views = storeViews) => views.map((view) => view.storeCode);

describe('storeViews', () => {
  it('holds the seven views with their ids, languages and prefixes', () => {
    expect(storeViews.map((view) => [view.storeCode, view.storeId, view.language, view.appendStoreCode])).toEqual([
      ['est', 2, 'et', false],
      ['rus', 3, 'ru', true],
      ['eng', 4, 'en', true],
      ['fin', 6, 'fi', false],
      ['test', 8, 'en', true],
      ['ap24_italy_it', 9, 'it', false],
      ['ap24_italy_en', 10, 'en', true],
    ]);
  });

  it('has exactly one default view, the Estonian one, on the local hosts', () => {
    expect(storeViews.filter((view) => view.isDefault).map((view) => view.storeCode)).toEqual(['est']);
    expect(findStoreView('est')?.domains).toEqual(['localhost', '127.0.0.1']);
  });

  it('lists every view in the switcher except the test view', () => {
    expect(codes(storeViews.filter((view) => view.listed))).toEqual(['est', 'rus', 'eng', 'fin', 'ap24_italy_it', 'ap24_italy_en']);
  });

  it('names search indexes, time zones and tax countries per view', () => {
    expect(findStoreView('est')?.searchIndex).toBe('vue_storefront_catalog');
    expect(findStoreView('fin')?.searchIndex).toBe('vue_storefront_catalog_fin');
    expect(findStoreView('ap24_italy_en')).toMatchObject({ timeZone: 'Europe/Rome', locale: 'en-IE', tax: { defaultCountry: 'IT', sourcePriceIncludesTax: false } });
    expect(findStoreView('fin')).toMatchObject({ timeZone: 'Europe/Helsinki', tax: { defaultCountry: 'FI' } });
    expect(new Set(storeViews.map((view) => view.currency.code))).toEqual(new Set(['EUR']));
  });

  it('returns undefined for an unknown code', () => {
    expect(findStoreView('deu')).toBeUndefined();
  });

  it('resolves each view from its local host or prefix', () => {
    const at = (host: string, pathname: string) => resolveStoreView(storeViews, { host, pathname }).storeView.storeCode;
    expect(at('localhost:3000', '/')).toBe('est');
    expect(at('127.0.0.1:3000', '/rus/checkout')).toBe('rus');
    expect(at('localhost:3000', '/eng')).toBe('eng');
    expect(at('fi.localhost:3000', '/')).toBe('fin');
    expect(at('localhost', '/test')).toBe('test');
    expect(at('it.localhost:3000', '/compare')).toBe('ap24_italy_it');
    expect(at('localhost', '/ap24_italy_en/compare')).toBe('ap24_italy_en');
  });

  it('switches from the Italian domain to the Italian English view through the default host', () => {
    const target = findStoreView('ap24_italy_en');
    expect(target && storeViewHref(target, { host: 'it.localhost:3100' }, storeViews)).toBe('http://localhost:3100/ap24_italy_en');
  });
});

describe('configureStoreViews', () => {
  it('returns the built-in views without STORE_VIEW_DOMAINS', () => {
    expect(configureStoreViews({})).toBe(storeViews);
    expect(configureStoreViews({ STORE_VIEW_DOMAINS: '  ' })).toBe(storeViews);
  });

  it("carries each view's url and seo defaults (spec section 3 Store view)", () => {
    const url = (code: string) => storeViews.find((view) => view.storeCode === code)?.url;
    expect([url('est'), url('rus'), url('eng'), url('fin'), url('ap24_italy_it'), url('ap24_italy_en')]).toEqual(['/', '/rus', '/eng', '//fi.localhost', '//it.localhost', '/ap24_italy_en']);
    expect(storeViews.every((view) => view.seo?.defaultTitle === 'AP24 Car Parts')).toBe(true);
    expect(configureStoreViews({ STORE_VIEW_DOMAINS: 'fin=autoosad.fi' }).find((view) => view.storeCode === 'fin')?.url).toBe('//autoosad.fi');
  });

  it('replaces the domains of the listed views only', () => {
    const views = configureStoreViews({ STORE_VIEW_DOMAINS: 'fin=autoosad.fi, ap24_italy_it=ricambi.it|WWW.ricambi.it' });
    expect(views.find((view) => view.storeCode === 'fin')?.domains).toEqual(['autoosad.fi']);
    expect(views.find((view) => view.storeCode === 'ap24_italy_it')?.domains).toEqual(['ricambi.it', 'www.ricambi.it']);
    expect(views.find((view) => view.storeCode === 'est')?.domains).toEqual(['localhost', '127.0.0.1']);
    expect(resolveStoreView(views, { host: 'www.ricambi.it', pathname: '/' }).storeView.storeCode).toBe('ap24_italy_it');
    expect(storeViews.find((view) => view.storeCode === 'fin')?.domains).toEqual(['fi.localhost']);
  });

  it('clears domains with an empty list', () => {
    const views = configureStoreViews({ STORE_VIEW_DOMAINS: 'fin=' });
    expect(views.find((view) => view.storeCode === 'fin')?.domains).toEqual([]);
  });

  it.each([
    ['fin', /"fin" is not code=host/],
    ['deu=shop.de', /unknown store code "deu" \(known: est, rus, eng, fin, test, ap24_italy_it, ap24_italy_en\)/],
    ['fin=https://autoosad.fi', /"https:\/\/autoosad.fi" for "fin" is not a host name/],
    ['fin=autoosad.fi:443', /is not a host name/],
    ['fin=a.fi,fin=b.fi', /"fin" is listed twice/],
    ['eng=localhost', /host "localhost" is used by both "est" and "eng"/],
  ])('rejects %s with a clear error', (value, message) => {
    expect(() => configureStoreViews({ STORE_VIEW_DOMAINS: value })).toThrow(message);
  });
});
