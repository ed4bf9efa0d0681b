import { describe, expect, it } from 'vitest';
import { testCommerceConfig } from '../config';
import { issueAccessToken, issueGroupToken, verifyAccessToken, verifyGroupToken } from './tokens';

const config = testCommerceConfig({ accessTokenTtlSeconds: 900 });
const now = new Date('2026-06-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('carry the customer and group until they expire', () => {
    const token = issueAccessToken(config, { id: 7, group_id: 1 }, now);
    expect(verifyAccessToken(config, token, later(899))).toMatchObject({ sub: 7, grp: 1 });
    expect(verifyAccessToken(config, token, later(900))).toBeNull();
  });

  it('are refused when tampered with, signed with another secret or malformed', () => {
    const token = issueAccessToken(config, { id: 7, group_id: 1 }, now);
    const [v, body, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 8, grp: 1, iat: 0, exp: 9e9 })).toString('base64url');
    expect(verifyAccessToken(config, `${v}.${forged}.${mac}`, now)).toBeNull();
    expect(verifyAccessToken({ authSecret: 'another-secret-another-secret-0123' }, token, now)).toBeNull();
    for (const bad of ['', 'abc', `${v}.${body}`, `${v}.${body}.`, 42, null, {}, 'x'.repeat(5000)]) expect(verifyAccessToken(config, bad, now)).toBeNull();
  });
});

describe('group tokens', () => {
  it('prove the group id they were issued for', () => {
    const token = issueGroupToken(config, 1);
    expect(verifyGroupToken(config, token)).toBe(1);
    expect(verifyGroupToken(config, token.replace('g1.1.', 'g1.2.'))).toBeNull();
    expect(verifyGroupToken(config, 'g1.1')).toBeNull();
  });
});
