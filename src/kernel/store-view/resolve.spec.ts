import { describe, expect, it } from 'vitest';
import { defaultStoreView, isOtherStoreView, resolveStoreView, stripPort } from './resolve';
import { testViewList, testViews } from './test-views';

const { est, eng, fin, ita, rus } = testViews;
const resolve = (host: string, pathname: string) => resolveStoreView(testViewList, { host, pathname });

describe('resolveStoreView', () => {
  it('selects a prefixed view by the first path segment and strips the prefix', () => {
    expect(resolve('localhost:3000', '/eng/checkout')).toEqual({ storeView: eng, pathname: '/checkout' });
    expect(resolve('localhost', '/rus/p/A1/brake-pad')).toEqual({ storeView: rus, pathname: '/p/A1/brake-pad' });
  });

  it('gives at least "/" for a prefixed home with or without trailing slash', () => {
    expect(resolve('localhost', '/eng')).toEqual({ storeView: eng, pathname: '/' });
    expect(resolve('localhost', '/eng/')).toEqual({ storeView: eng, pathname: '/' });
  });

  it('lets the path prefix win on any host', () => {
    expect(resolve('fi.localhost:3000', '/eng/compare').storeView).toBe(eng);
  });

  it('does not treat a longer segment as a prefix', () => {
    expect(resolve('localhost', '/engine/x')).toEqual({ storeView: est, pathname: '/engine/x' });
  });

  it('selects own-domain views by host, ignoring port and case', () => {
    expect(resolve('fi.localhost:3000', '/checkout')).toEqual({ storeView: fin, pathname: '/checkout' });
    expect(resolve('IT.LocalHost', '/')).toEqual({ storeView: ita, pathname: '/' });
  });

  it('falls back to the default view for unknown hosts and paths', () => {
    expect(resolve('shop.example:8080', '/c/brakes')).toEqual({ storeView: est, pathname: '/c/brakes' });
    expect(resolve('', '/')).toEqual({ storeView: est, pathname: '/' });
  });

  it('reads the store code from the first segment for a bare prefix', () => {
    expect(resolve('localhost', '/rus').storeView.storeCode).toBe('rus');
  });
});

describe('isOtherStoreView', () => {
  it('returns the target view when the location belongs to another view', () => {
    expect(isOtherStoreView(est, testViewList, { host: 'localhost', pathname: '/eng/checkout' })).toBe(eng);
    expect(isOtherStoreView(est, testViewList, { host: 'fi.localhost', pathname: '/' })).toBe(fin);
  });

  it('returns null when the location stays in the current view', () => {
    expect(isOtherStoreView(eng, testViewList, { host: 'localhost', pathname: '/eng/compare' })).toBeNull();
    expect(isOtherStoreView(est, testViewList, { host: 'localhost:3000', pathname: '/compare' })).toBeNull();
  });
});

describe('helpers', () => {
  it('strips ports, including from IPv6 hosts', () => {
    expect(stripPort('Localhost:3000')).toBe('localhost');
    expect(stripPort('[::1]:3000')).toBe('[::1]');
  });

  it('refuses a list without a default view', () => {
    expect(() => defaultStoreView([eng])).toThrow(/isDefault/);
  });
});
