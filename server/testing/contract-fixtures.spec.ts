import { describe, expect, it } from 'vitest';
import { fillPlaceholders, shapeDepartures, urlOf, valueAt } from './contract-fixtures';

describe('contract fixture shapes', () => {
  it('matches types, literals, captured values and objects holding at least the shape keys', () => {
    const answer = { code: 200, result: { token: 'abc', qty: 2, price: 1.5, id: 7, ok: true, note: null, extra: 'ignored' } };
    expect(shapeDepartures({ code: 200, result: { token: '<token>', qty: '<integer>', price: '<number>', id: '{{id}}', ok: '<boolean>', note: '<string|null>' } }, answer, { id: 7 })).toEqual([]);
  });

  it('names every departure: a missing field, a wrong type, a changed literal, a captured value that differs', () => {
    const answer = { code: 400, result: { token: '', qty: '2', id: 8 } };
    expect(shapeDepartures({ code: 200, result: { token: '<token>', qty: '<number>', id: '{{id}}', price: '<number>' } }, answer, { id: 7 })).toEqual([
      '$.code: expected 200, got 400',
      '$.result.token: expected <token>, got ""',
      '$.result.qty: expected <number>, got "2"',
      '$.result.id: expected 7, got 8',
      '$.result.price: missing',
    ]);
  });

  it('reads [] as empty, [shape] as every element of a non-empty array and [a, b] as the first elements', () => {
    expect(shapeDepartures([], [])).toEqual([]);
    expect(shapeDepartures([], [1])).toEqual(['$: expected an empty array, got 1 items']);
    expect(shapeDepartures(['<integer>'], [])).toEqual(['$: expected a non-empty array, got []']);
    expect(shapeDepartures(['<integer>'], [1, 'x'])).toEqual(['$.1: expected <integer>, got "x"']);
    expect(shapeDepartures(['a', '<any>'], ['a', 0, 'more'])).toEqual([]);
    expect(shapeDepartures({ a: '<any>' }, {})).toEqual(['$.a: missing']);
  });

  it('fills placeholders keeping a whole value its type, and builds the query string', () => {
    const captured = { cartId: 'c1', id: 3 };
    expect(fillPlaceholders({ url: '/x?cartId={{cartId}}', ids: ['{{id}}'], text: '{{id|string}}' }, captured)).toEqual({ url: '/x?cartId=c1', ids: [3], text: '3' });
    expect(() => fillPlaceholders('{{nope}}', captured)).toThrow("No value captured as 'nope' before it is used");
    expect(urlOf({ method: 'GET', url: '/s?a=1', query: { request: { q: 'a b' }, size: '8' } })).toBe('/s?a=1&request=%7B%22q%22%3A%22a%20b%22%7D&size=8');
    expect(valueAt({ hits: { hits: [{ _id: 'x' }] } }, 'hits.hits.0._id')).toBe('x');
  });
});
