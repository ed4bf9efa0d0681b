import { describe, expect, it } from 'vitest';
import { localizedPath, localizedRouteName, normalizePath } from './localize';
import { testViews } from './test-views';

const { est, eng, de, fin } = testViews;

describe('normalizePath', () => {
  it.each([
    ['gear/', '/gear'],
    ['/gear?x=1', '/gear'],
    ['/gear/gear-3', '/gear/gear-3'],
    ['/gear#top', '/gear'],
    ['', '/'],
    ['/', '/'],
    ['//gear//gear-3/', '/gear/gear-3'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('localizedPath', () => {
  it('prefixes paths of views that append their code', () => {
    expect(localizedPath('/checkout', eng)).toBe('/eng/checkout');
    expect(localizedPath('/test', de)).toBe('/de/test');
  });

  it('gives the prefixed home without a trailing slash', () => {
    expect(localizedPath('/', eng)).toBe('/eng');
  });

  it('leaves views without a prefix unchanged', () => {
    expect(localizedPath('/checkout', est)).toBe('/checkout');
    expect(localizedPath('/', fin)).toBe('/');
  });

  it('never prefixes twice', () => {
    expect(localizedPath('/eng/checkout', eng)).toBe('/eng/checkout');
    expect(localizedPath('/eng', eng)).toBe('/eng');
    expect(localizedPath(localizedPath('/c/gear', eng), eng)).toBe('/eng/c/gear');
  });

  it('prefixes a path that merely starts with the code letters', () => {
    expect(localizedPath('/engine', eng)).toBe('/eng/engine');
  });

  it('keeps query and hash', () => {
    expect(localizedPath('/c/gear?page=2#list', eng)).toBe('/eng/c/gear?page=2#list');
    expect(localizedPath('/?page=2', eng)).toBe('/eng?page=2');
  });

  it('adds a leading slash and passes absolute URLs through', () => {
    expect(localizedPath('checkout', eng)).toBe('/eng/checkout');
    expect(localizedPath('checkout', est)).toBe('/checkout');
    expect(localizedPath('https://example.com/x', eng)).toBe('https://example.com/x');
    expect(localizedPath('//cdn.example.com/x', eng)).toBe('//cdn.example.com/x');
  });
});

describe('localizedRouteName', () => {
  it('prefixes route names of views that append their code', () => {
    expect(localizedRouteName('checkout', eng)).toBe('eng-checkout');
    expect(localizedRouteName('test', de)).toBe('de-test');
  });

  it('leaves names of other views and already prefixed names alone', () => {
    expect(localizedRouteName('checkout', est)).toBe('checkout');
    expect(localizedRouteName('eng-checkout', eng)).toBe('eng-checkout');
  });
});
