import { describe, expect, it } from 'vitest';
import { storeViewHref } from './href';
import { testViewList, testViews } from './test-views';

const { est, eng, fin, ita } = testViews;
const href = (target = est, host = 'localhost:3000', path?: string, protocol?: string) =>
  storeViewHref(target, { host, ...(protocol ? { protocol } : {}) }, testViewList, path);

describe('storeViewHref', () => {
  it('links a prefixed view relatively from the default host', () => {
    expect(href(eng, 'localhost:3000')).toBe('/eng');
    expect(href(eng, 'localhost:3000', '/compare')).toBe('/eng/compare');
  });

  it('links the default view relatively from its own host or an unknown host', () => {
    expect(href(est, 'localhost:3000')).toBe('/');
    expect(href(est, 'shop.example')).toBe('/');
  });

  it('links an own-domain view absolutely on its first domain, keeping port and protocol', () => {
    expect(href(fin, 'localhost:3000')).toBe('http://fi.localhost:3000/');
    expect(href(ita, 'fi.localhost:3000', '/compare', 'https:')).toBe('https://it.localhost:3000/compare');
    expect(href(fin, 'localhost', '/', 'https')).toBe('https://fi.localhost/');
  });

  it('links an own-domain view relatively when already on its domain', () => {
    expect(href(fin, 'FI.localhost:3000', '/compare')).toBe('/compare');
  });

  it('leaves another view\'s own domain through the default view\'s domain', () => {
    expect(href(eng, 'fi.localhost:3000')).toBe('http://localhost:3000/eng');
    expect(href(est, 'it.localhost:3000')).toBe('http://localhost:3000/');
  });

  it('falls back to a relative link when the default view has no domain', () => {
    const views = testViewList.map((view) => (view.isDefault ? { ...view, domains: [] } : view));
    expect(storeViewHref(eng, { host: 'fi.localhost' }, views)).toBe('/eng');
  });
});
