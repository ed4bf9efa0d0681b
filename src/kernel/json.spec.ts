import { describe, expect, it } from 'vitest';
import { findNonJson, toJsonSafe } from './json';

describe('findNonJson', () => {
  it('accepts plain JSON values, null-prototype objects and absent optional fields', () => {
    expect(findNonJson({ a: [1, 'x', true, null, { b: 2.5 }], c: undefined })).toBeNull();
    expect(findNonJson(Object.assign(Object.create(null) as object, { a: 1 }))).toBeNull();
    const shared = { x: 1 };
    expect(findNonJson({ one: shared, two: shared })).toBeNull();
  });

  it('names the path of the first non-JSON value', () => {
    expect(findNonJson({ at: new Date(0) }, 'data')).toBe('data.at (Date)');
    expect(findNonJson({ list: [1, NaN] })).toBe('$.list[1] (NaN)');
    expect(findNonJson({ f: () => 1 })).toBe('$.f (function)');
    expect(findNonJson([undefined])).toBe('$[0] (undefined)');
    expect(findNonJson({ m: new Map() })).toBe('$.m (Map)');
    expect(findNonJson(1n)).toBe('$ (bigint)');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(findNonJson(cyclic)).toBe('$.self (circular)');
  });
});

describe('toJsonSafe', () => {
  it('copies through JSON, or gives null when impossible', () => {
    expect(toJsonSafe({ at: new Date(0) })).toEqual({ at: '1970-01-01T00:00:00.000Z' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toJsonSafe(cyclic)).toBeNull();
    expect(toJsonSafe(undefined)).toBeNull();
  });
});
