import { describe, expect, it } from 'vitest';
import { resolvePlaceholders, usesToken } from './placeholders';

describe('resolvePlaceholders', () => {
  it('fills token and cart id URL-encoded, every occurrence', () => {
    const resolved = resolvePlaceholders('/api/cart/x?token={{token}}&cartId={{cartId}}&again={{token}}', {
      token: 'a b/c',
      cartId: 'q&1',
    });
    expect(resolved).toEqual({
      ok: true,
      url: '/api/cart/x?token=a%20b%2Fc&cartId=q%261&again=a%20b%2Fc',
      token: 'a b/c',
    });
  });

  it('sends a guest call with an empty token and reports that no token was carried', () => {
    expect(resolvePlaceholders('/api/cart/create?token={{token}}', { token: null, cartId: null })).toEqual({
      ok: true,
      url: '/api/cart/create?token=',
      token: null,
    });
  });

  it('does not count the session token when the URL does not carry it', () => {
    expect(resolvePlaceholders('/api/catalog/x', { token: 'abc', cartId: null })).toEqual({
      ok: true,
      url: '/api/catalog/x',
      token: null,
    });
  });

  it('refuses a URL that needs a cart id while there is none', () => {
    expect(resolvePlaceholders('/api/cart/pull?cartId={{cartId}}', { token: 'abc', cartId: null })).toEqual({
      ok: false,
      missing: 'cartId',
    });
    expect(resolvePlaceholders('/api/cart/pull?cartId={{cartId}}', { token: 'abc', cartId: '' })).toEqual({
      ok: false,
      missing: 'cartId',
    });
  });

  it('tells token-carrying URLs apart', () => {
    expect(usesToken('/api/user/me?token={{token}}')).toBe(true);
    expect(usesToken('/api/catalog/x')).toBe(false);
  });
});
