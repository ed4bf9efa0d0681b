import { describe, expect, it } from 'vitest';
import { decideScroll, decodeHash } from './scroll';

describe('decideScroll (spec: hash target, else saved position, else top when the path changed)', () => {
  it('scrolls to the hash target when it exists, even with a saved position', () => {
    expect(decideScroll({ hash: '#reviews', hashTargetExists: true, savedY: 300, pathChanged: true })).toEqual({ kind: 'hash', id: 'reviews' });
  });

  it('restores the saved position when there is no hash target', () => {
    expect(decideScroll({ hash: '#missing', hashTargetExists: false, savedY: 300, pathChanged: true })).toEqual({ kind: 'position', y: 300 });
    expect(decideScroll({ hash: '', hashTargetExists: false, savedY: 0, pathChanged: false })).toEqual({ kind: 'position', y: 0 });
  });

  it('goes to the top only when the path changed', () => {
    expect(decideScroll({ hash: '', hashTargetExists: false, savedY: undefined, pathChanged: true })).toEqual({ kind: 'top' });
    expect(decideScroll({ hash: '', hashTargetExists: false, savedY: undefined, pathChanged: false })).toEqual({ kind: 'none' });
  });

  it('decodes hashes and keeps malformed ones verbatim', () => {
    expect(decodeHash('#caf%C3%A9')).toBe('café');
    expect(decodeHash('#100%')).toBe('100%');
    expect(decodeHash('')).toBe('');
  });
});
