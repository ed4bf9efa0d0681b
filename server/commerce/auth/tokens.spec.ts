import { describe, expect, it } from 'vitest';
import { testCommerceConfig } from '../config';
import { forgedTokens, otherSpellings } from './testing';
import { issueAccessToken, issueGroupToken, verifyAccessToken, verifyGroupToken } from './tokens';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const config = testCommerceConfig({ accessTokenTtlSeconds: 900 });
const now = new Date('2026-06-01T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
describe('access tokens', () => {
  it('carry the customer, group and token version until they expire', async () => {
    const token = await issueAccessToken(config, { id: 7, group_id: 1, token_version: 3 }, now);
    expect(token.split('.')).toHaveLength(3);
    expect(await verifyAccessToken(config, token, later(899))).toEqual({ sub: 7, grp: 1, ver: 3, iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 900 });
    expect(await verifyAccessToken(config, token, later(900))).toBeNull();
  });

  it('are refused when tampered with, signed with another secret or malformed', async () => {
    const token = await issueAccessToken(config, { id: 7, group_id: 1 }, now);
    const [header, body, mac] = token.split('.');
    const forged = b64({ sub: '8', grp: 1, ver: 0, aud: 'customer', iat: 0, exp: 9e9 });
    expect(await verifyAccessToken(config, `${header}.${forged}.${mac}`, now)).toBeNull();
    expect(await verifyAccessToken({ authSecret: 'another-secret-another-secret-0123' }, token, now)).toBeNull();
    for (const bad of ['', 'abc', `${header}.${body}`, `${header}.${body}.`, `${token}.x`, 42, null, {}, 'x'.repeat(5000)]) expect(await verifyAccessToken(config, bad, now)).toBeNull();
  });

  it('have one spelling: a padded signature or one with other trailing bits is refused', async () => {
    const token = await issueAccessToken(config, { id: 7, group_id: 1 }, now);
    for (const spelling of otherSpellings(token)) expect(await verifyAccessToken(config, spelling, now)).toBeNull();
  });

  it('refuse alg none and every algorithm but HS256, even with the right secret', async () => {
    const iat = now.getTime() / 1000;
    for (const forged of await forgedTokens(config, { sub: '7', grp: 1, ver: 0, aud: 'customer', iat, exp: iat + 900 })) expect(await verifyAccessToken(config, forged, now)).toBeNull();
  });

  it('are not group tokens, and group tokens are not access tokens', async () => {
    const group = await issueGroupToken(config, 1);
    expect(await verifyAccessToken(config, group, now)).toBeNull();
    expect(await verifyGroupToken(config, await issueAccessToken(config, { id: 1, group_id: 1 }, now))).toBeNull();
  });
});

describe('group tokens', () => {
  it('prove the group id they were issued for, in one spelling', async () => {
    const token = await issueGroupToken(config, 1);
    expect(await verifyGroupToken(config, token)).toBe(1);
    const [header, , mac] = token.split('.');
    expect(await verifyGroupToken(config, `${header}.${b64({ sub: '2', aud: 'customer-group' })}.${mac}`)).toBeNull();
    expect(await verifyGroupToken(config, 'g1.1')).toBeNull();
    for (const spelling of otherSpellings(token)) expect(await verifyGroupToken(config, spelling)).toBeNull();
    for (const forged of await forgedTokens(config, { sub: '1', aud: 'customer-group' })) expect(await verifyGroupToken(config, forged)).toBeNull();
  });
});
