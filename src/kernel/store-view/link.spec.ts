import { describe, expect, it } from 'vitest';
import { createLinkHelper } from './link';
import { testViews } from './test-views';

const { est, eng, de } = testViews;

const routes = [
  { name: 'home', path: '/' },
  { name: 'checkout', path: '/checkout' },
  { name: 'my-order', path: '/my-account/orders/:orderId' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'configurable-product', path: '/p/:parentSku/:slug/:childSku' },
  { name: 'product', path: '/p/:parentSku/:slug/:childSku?' },
  { name: 'category', path: '/c/:slug' },
  { name: 'test', path: '/test' },
  { name: 'page-not-found', path: '*' },
];

describe('createLinkHelper', () => {
  const engLink = createLinkHelper(eng, routes);
  const estLink = createLinkHelper(est, routes);

  it('builds named routes with the store prefix for prefixed views only', () => {
    expect(engLink({ name: 'checkout' })).toBe('/eng/checkout');
    expect(estLink({ name: 'checkout' })).toBe('/checkout');
    expect(engLink({ name: 'home' })).toBe('/eng');
    expect(estLink({ name: 'home' })).toBe('/');
    expect(createLinkHelper(de, routes)({ name: 'test' })).toBe('/de/test');
  });

  it('fills path params, including product params', () => {
    expect(engLink({ name: 'my-order', params: { orderId: '000123' } })).toBe('/eng/my-account/orders/000123');
    expect(estLink({ name: 'configurable-product', params: { parentSku: 'WS12', slug: 'brake-disc', childSku: 'WS12-XS' } })).toBe(
      '/p/WS12/brake-disc/WS12-XS',
    );
  });

  it('drops a missing optional param and keeps a given one', () => {
    expect(estLink({ name: 'product', params: { parentSku: 'A1', slug: 'oil' } })).toBe('/p/A1/oil');
    expect(estLink({ name: 'product', params: { parentSku: 'A1', slug: 'oil', childSku: 'A1-5L' } })).toBe('/p/A1/oil/A1-5L');
  });

  it('encodes param values so they stay one path segment', () => {
    expect(estLink({ name: 'simple-product', params: { parentSku: 'AB/12 3', slug: 'a?b' } })).toBe('/p/AB%2F12%203/a%3Fb');
  });

  it('keeps query params and hash and adds the prefix only once', () => {
    expect(engLink({ name: 'category', params: { slug: 'brakes-20' }, query: { page: '2', color: ['23', '33'] }, hash: 'list' })).toBe(
      '/eng/c/brakes-20?page=2&color=23&color=33#list',
    );
    expect(engLink({ name: 'eng-checkout' })).toBe('/eng/checkout');
  });

  it('localizes plain paths and path objects once', () => {
    expect(engLink('/compare')).toBe('/eng/compare');
    expect(engLink('/eng/compare')).toBe('/eng/compare');
    expect(engLink('/c/gear?page=2#top')).toBe('/eng/c/gear?page=2#top');
    expect(engLink({ path: '/c/gear?sort=price', query: { page: '2' }, hash: '#top' })).toBe('/eng/c/gear?sort=price&page=2#top');
    expect(estLink({ path: '/c/gear' })).toBe('/c/gear');
  });

  it('throws a clear error for an unknown route or a missing required param', () => {
    expect(() => engLink({ name: 'nope' })).toThrow('Link to unknown route "nope" in store view "eng"');
    expect(() => engLink({ name: 'my-order' })).toThrow(/missing the parameter "orderId"/);
  });

  it('accepts the first of two routes with the same name', () => {
    const link = createLinkHelper(est, [
      { name: 'home', path: '/' },
      { name: 'home', path: '/pwa.html' },
    ]);
    expect(link({ name: 'home' })).toBe('/');
  });
});
