import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../testing';
import { forgedTokens, otherSpellings } from '../commerce/auth/testing';
import { NOT_AUTHORIZED } from '../commerce/auth/tokens';
import { RESET_LIMITS, sha256Hex } from '../commerce/users';
import { useCommerceApp } from '../commerce/users/testing';
import { mailsTo } from '../mail/outbox';
import { REFRESH_INVALID, userRoutes, WRONG_PASSWORD } from './user';

interface Answer {
  status: number;
  body: { code: number; result: unknown; meta?: { refreshToken: string } };
  retryAfter?: string | undefined;
}

forEachDatabase('user API: sessions and passwords', ({ db }) => {
  const { app, clock, config } = useCommerceApp(db, [userRoutes]);
  let seq = 0;
  const email = (name = 'user') => `${name}.${++seq}@example.ee`;

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1'): Promise<Answer> => {
    const res = await app().inject({ method, url, headers, remoteAddress, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const body = res.json() as Answer['body'];
    expect(body.code).toBe(res.statusCode);
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, body, ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }) };
  };
  const register = async (mail: string, password = 'secret-password', storeId = 2) => {
    const answer = await call('POST', '/api/user/create', { customer: { email: mail, firstname: 'Mari', lastname: 'Maasikas', store_id: storeId }, password });
    expect(answer.status).toBe(200);
    return (answer.body.result as { id: number }).id;
  };
  const login = async (username: string, password = 'secret-password') => {
    const answer = await call('POST', '/api/user/login', { username, password });
    expect(answer.status).toBe(200);
    return { token: answer.body.result as string, refreshToken: answer.body.meta?.refreshToken as string };
  };
  const refresh = (refreshToken: unknown) => call('POST', '/api/user/refresh', { refreshToken });
  const me = async (token: string) => (await call('GET', `/api/user/me?token=${token}`)).status;
  const invalid = { status: 401, body: { code: 401, result: REFRESH_INVALID } };

  describe('POST /api/user/refresh', () => {
    it('rotates: a new access token and a new refresh token; the presented one is used up', async () => {
      const mail = email();
      const customerId = await register(mail);
      const session = await login(mail);
      clock.advance(1000);
      const { status, body } = await refresh(session.refreshToken);
      expect(status).toBe(200);
      expect(body.result).not.toBe(session.token);
      expect(await me(body.result as string)).toBe(200);
      const next = body.meta?.refreshToken as string;
      expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(next).not.toBe(session.refreshToken);
      const { rows } = await db().query<{ token_hash: string; family_id: string; used_at: Date | null; expires_at: Date }>(
        'SELECT token_hash, family_id, used_at, expires_at FROM refresh_token WHERE customer_id = $1 ORDER BY created_at',
        [customerId],
      );
      // Stored as hashes only, in one family, the first one used.
      expect(rows.map((row) => row.token_hash)).toEqual([sha256Hex(session.refreshToken), sha256Hex(next)]);
      expect(new Set(rows.map((row) => row.family_id)).size).toBe(1);
      expect(rows[0]?.used_at).not.toBeNull();
      expect(new Date(rows[1]?.expires_at as Date).getTime()).toBe(clock.now().getTime() + config.refreshTokenTtlSeconds * 1000);
      expect((await refresh(next)).status).toBe(200);
    });

    it('revokes the whole family when a used token comes back, and only that family', async () => {
      const mail = email();
      await register(mail);
      const stolen = await login(mail);
      const other = await login(mail);
      const rotated = (await refresh(stolen.refreshToken)).body.meta?.refreshToken as string;
      expect(await refresh(stolen.refreshToken)).toEqual(invalid);
      // The legitimate holder's successor dies with the family.
      expect(await refresh(rotated)).toEqual(invalid);
      expect((await refresh(other.refreshToken)).status).toBe(200);
    });

    it('refuses unknown, malformed and expired tokens', async () => {
      const mail = email();
      await register(mail);
      const session = await login(mail);
      expect(await refresh('A'.repeat(43))).toEqual(invalid);
      expect(await refresh(42)).toEqual(invalid);
      expect((await call('POST', '/api/user/refresh', {})).body).toEqual({ code: 400, result: 'refreshToken: Field is required.' });
      clock.advance(config.refreshTokenTtlSeconds * 1000);
      expect(await refresh(session.refreshToken)).toEqual(invalid);
    });

    it('lets exactly one of two concurrent refreshes with the same token through', async () => {
      const mail = email();
      await register(mail);
      const session = await login(mail);
      const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    });
  });

  describe('POST /api/user/reset-password and /api/user/create-password', () => {
    const linkOf = async (mail: string) => {
      const [message] = await mailsTo(db(), mail, 'password_reset');
      const link = /https?:\/\/\S+/.exec(message?.text_body ?? '')?.[0] ?? '';
      return { message, link, token: new URL(link).searchParams.get('token') ?? '' };
    };

    it('answers true for any valid e-mail and mails a one-time link only when the account exists', async () => {
      const mail = email('Reset');
      const customerId = await register(mail, 'secret-password', 3);
      expect(await call('POST', '/api/user/reset-password', { email: email('nobody') })).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await call('POST', '/api/user/reset-password', { email: ` ${mail.toUpperCase()} ` })).toEqual({ status: 200, body: { code: 200, result: true } });
      const { message, link, token } = await linkOf(mail);
      // No storeCode: the customer's own view (Russian).
      expect(message).toMatchObject({ kind: 'password_reset', recipient: mail, store_code: 'rus', language: 'ru', subject: 'Сброс пароля' });
      expect(link).toBe(`http://shop.test/rus/reset-password?token=${token}&email=${encodeURIComponent(mail)}`);
      expect(message?.html_body).toContain(`href="http://shop.test/rus/reset-password?token=${token}&amp;email=`);
      expect(JSON.stringify(message?.payload)).not.toContain(token);
      const { rows } = await db().query<{ token_hash: string; expires_at: Date }>('SELECT token_hash, expires_at FROM password_reset WHERE customer_id = $1', [customerId]);
      expect(rows).toEqual([{ token_hash: sha256Hex(token), expires_at: expect.anything() }]);
      expect(new Date(rows[0]?.expires_at as Date).getTime()).toBe(clock.now().getTime() + 60 * 60_000);
      expect((await call('POST', '/api/user/reset-password', { email: 'nope' })).body).toEqual({ code: 400, result: 'email: Please provide valid e-mail address.' });
    });

    it('links to the store view of the request, in its language', async () => {
      const mail = email('Views');
      await register(mail);
      const expected: [string, string, string][] = [
        ['est', 'et', 'http://shop.test/reset-password'],
        ['eng', 'en', 'http://shop.test/eng/reset-password'],
        ['fin', 'fi', 'http://shop.test/reset-password'],
        ['ap24_italy_it', 'it', 'http://shop.test/reset-password'],
        ['ap24_italy_en', 'en', 'http://shop.test/ap24_italy_en/reset-password'],
      ];
      for (const [storeCode, language, page] of expected) {
        await call('POST', `/api/user/reset-password?storeCode=${storeCode}`, { email: mail });
        const { message, link } = await linkOf(mail);
        expect([message?.store_code, message?.language, link.split('?')[0]]).toEqual([storeCode, language, page]);
      }
      expect((await call('POST', '/api/user/reset-password?storeCode=xx', { email: mail })).status).toBe(404);
    });

    it('sets the new password once, ends every session and refuses the link afterwards', async () => {
      const mail = email('Forgot');
      await register(mail);
      const session = await login(mail);
      clock.advance(5000);
      await call('POST', '/api/user/reset-password', { email: mail });
      const { token } = await linkOf(mail);
      const expired = { status: 400, body: { code: 400, result: 'Your password reset link has expired.' } };
      expect(await call('POST', '/api/user/create-password', { email: email('other'), resetToken: token, newPassword: 'new-password' })).toEqual(expired);
      expect((await call('POST', '/api/user/create-password', { email: mail, resetToken: token, newPassword: 'short' })).body.result).toBe('newPassword: Password must have at least 8 letters.');
      expect(await call('POST', '/api/user/create-password', { email: mail, resetToken: token, newPassword: 'new-password' })).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await call('POST', '/api/user/create-password', { email: mail, resetToken: token, newPassword: 'newer-password' })).toEqual(expired);
      expect(await me(session.token)).toBe(401);
      expect(await refresh(session.refreshToken)).toEqual(invalid);
      expect((await call('POST', '/api/user/login', { username: mail, password: 'secret-password' })).status).toBe(401);
      expect(await me((await login(mail, 'new-password')).token)).toBe(200);
    });

    it('sends at most 5 links per account and hour, answering alike past the limit', async () => {
      const mail = email('Flood');
      await register(mail);
      for (let i = 0; i < 6; i++) expect(await call('POST', '/api/user/reset-password', { email: mail })).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await mailsTo(db(), mail, 'password_reset')).toHaveLength(5);
      clock.advance(60 * 60_000);
      await call('POST', '/api/user/reset-password', { email: mail });
      expect(await mailsTo(db(), mail, 'password_reset')).toHaveLength(6);
    });

    it('refuses a link older than 60 minutes', async () => {
      const mail = email('Late');
      await register(mail);
      await call('POST', '/api/user/reset-password', { email: mail });
      const { token } = await linkOf(mail);
      clock.advance(60 * 60_000);
      expect((await call('POST', '/api/user/create-password', { email: mail, resetToken: token, newPassword: 'new-password' })).status).toBe(400);
      expect((await login(mail)).token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });
  });

  describe('reset links without a configured public URL', () => {
    const local = useCommerceApp(db, [userRoutes], { commerce: { publicUrl: null } });

    it('use the host the request came to, and the Finnish own domain for the Finnish view', async () => {
      const mail = email('Local');
      await register(mail);
      const linkFor = async (query: string) => {
        const res = await local.app().inject({ method: 'POST', url: `/api/user/reset-password${query}`, headers: { host: 'localhost:3000' }, payload: { email: mail } });
        expect(res.statusCode).toBe(200);
        const [message] = await mailsTo(db(), mail, 'password_reset');
        return (/https?:\/\/\S+/.exec(message?.text_body ?? '')?.[0] ?? '').split('?')[0];
      };
      expect(await linkFor('?storeCode=eng')).toBe('http://localhost:3000/eng/reset-password');
      expect(await linkFor('?storeCode=fin')).toBe('http://fi.localhost:3000/reset-password');
    });
  });

  describe('POST /api/user/change-password', () => {
    it('changes the password and ends the other sessions', async () => {
      const mail = email('Change');
      await register(mail);
      const session = await login(mail);
      clock.advance(5000);
      const { status, body } = await call('POST', `/api/user/change-password?token=${session.token}`, { currentPassword: 'secret-password', newPassword: 'another-password' });
      expect({ status, body }).toEqual({ status: 200, body: { code: 200, result: true } });
      expect(await me(session.token)).toBe(401);
      expect(await refresh(session.refreshToken)).toEqual(invalid);
      expect((await call('POST', '/api/user/login', { username: mail, password: 'secret-password' })).status).toBe(401);
      expect(await me((await login(mail, 'another-password')).token)).toBe(200);
    });

    it('answers errorMessage for a wrong current password or a short new one, and 401 without a token', async () => {
      const mail = email();
      await register(mail);
      const { token } = await login(mail);
      expect(await call('POST', `/api/user/change-password?token=${token}`, { currentPassword: 'wrong-password', newPassword: 'another-password' })).toEqual({
        status: 400,
        body: { code: 400, result: { errorMessage: WRONG_PASSWORD } },
      });
      expect((await call('POST', `/api/user/change-password?token=${token}`, { currentPassword: 'secret-password', newPassword: 'short' })).body).toEqual({
        code: 400,
        result: { errorMessage: 'Password must have at least 8 letters.' },
      });
      expect(await call('POST', '/api/user/change-password', { currentPassword: 'secret-password', newPassword: 'another-password' })).toEqual({ status: 401, body: { code: 401, result: NOT_AUTHORIZED } });
      expect(await me(token)).toBe(200);
    });
  });

  describe('sessions end at once (issue 18 item 6)', () => {
    it('a password change refuses every access token issued before it, even within the same second, and every refresh token', async () => {
      const mail = email('SameSecond');
      await register(mail);
      const here = await login(mail);
      const elsewhere = await login(mail);
      // No clock movement: the tokens were issued in the very second of the change.
      expect(await call('POST', `/api/user/change-password?token=${here.token}`, { currentPassword: 'secret-password', newPassword: 'another-password' })).toMatchObject({ status: 200 });
      expect(await me(here.token)).toBe(401);
      expect(await me(elsewhere.token)).toBe(401);
      expect((await call('GET', `/api/user/order-history?token=${elsewhere.token}`)).status).toBe(401);
      expect(await refresh(here.refreshToken)).toEqual(invalid);
      expect(await refresh(elsewhere.refreshToken)).toEqual(invalid);
      const fresh = await login(mail, 'another-password');
      expect(await me(fresh.token)).toBe(200);
      expect((await refresh(fresh.refreshToken)).status).toBe(200);
    });

    it('a reset refuses every access token issued before it, even within the same second', async () => {
      const mail = email('ResetSecond');
      await register(mail);
      await call('POST', '/api/user/reset-password', { email: mail });
      const [message] = await mailsTo(db(), mail, 'password_reset');
      const token = new URL(/https?:\/\/\S+/.exec(message?.text_body ?? '')?.[0] ?? '').searchParams.get('token');
      const session = await login(mail);
      expect((await call('POST', '/api/user/create-password', { email: mail, resetToken: token, newPassword: 'new-password' })).status).toBe(200);
      expect(await me(session.token)).toBe(401);
      expect(await refresh(session.refreshToken)).toEqual(invalid);
    });

    it('a refresh token the revocation missed (issued while the password changed) is refused, and so is what it would mint', async () => {
      const mail = email('Race');
      const customerId = await register(mail);
      const session = await login(mail);
      // What a refresh racing the change leaves behind: the customer's version rose, this family was not revoked.
      await db().query('UPDATE customer SET token_version = token_version + 1 WHERE id = $1', [customerId]);
      expect(await refresh(session.refreshToken)).toEqual(invalid);
      expect(await me(session.token)).toBe(401);
    });
  });

  describe('token spellings and algorithms (issue 18 item 7)', () => {
    it('refuses a padded signature, other trailing bits, alg none and other algorithms with 401', async () => {
      const mail = email('Spelling');
      const customerId = await register(mail);
      const { token } = await login(mail);
      expect(await me(token)).toBe(200);
      const iat = Math.floor(clock.now().getTime() / 1000);
      const forged = await forgedTokens(config, { sub: String(customerId), grp: 1, ver: 0, aud: 'customer', iat, exp: iat + 900 });
      for (const bad of [...otherSpellings(token), ...forged]) {
        expect(await call('GET', `/api/user/me?token=${encodeURIComponent(bad)}`)).toEqual({ status: 401, body: { code: 401, result: NOT_AUTHORIZED } });
      }
    });
  });

  describe('reset rate limits (issue 18 item 10)', () => {
    const { tokensPerAddress, tokensPerEmail, requestsPerAddress } = RESET_LIMITS;
    const wrong = (mail: string, ip: string, resetToken = 'A'.repeat(43)) => call('POST', '/api/user/create-password', { email: mail, resetToken, newPassword: 'new-password' }, {}, ip);

    it(`answers 429 with Retry-After past ${tokensPerAddress.limit} wrong reset tokens from one address in an hour`, async () => {
      const mail = email('Guess');
      await register(mail);
      const ip = '10.18.0.1';
      for (let i = 0; i < tokensPerAddress.limit; i++) expect((await wrong(mail, ip, `guess-${i}-${'x'.repeat(30)}`)).status).toBe(400);
      expect(await wrong(email('anyone'), ip)).toEqual({
        status: 429,
        body: { code: 429, result: 'Too many invalid password reset links from your address (10 in 60 minutes). Please try again in 60 minutes.' },
        retryAfter: '3600',
      });
      // Another address is not held back; the window slides.
      expect((await wrong(email('other'), '10.18.0.2')).status).toBe(400);
      clock.advance(tokensPerAddress.windowMs);
      expect((await wrong(mail, ip)).status).toBe(400);
    });

    it(`answers 429 past ${tokensPerEmail.limit} wrong tokens for one e-mail from many addresses, yet the genuine link still works`, async () => {
      const mail = email('Target');
      await register(mail);
      await call('POST', '/api/user/reset-password', { email: mail }, {}, '10.19.0.250');
      const [message] = await mailsTo(db(), mail, 'password_reset');
      const genuine = new URL(/https?:\/\/\S+/.exec(message?.text_body ?? '')?.[0] ?? '').searchParams.get('token') ?? '';
      for (let i = 0; i < tokensPerEmail.limit; i++) expect((await wrong(mail, `10.19.0.${i}`)).status).toBe(400);
      const refused = await wrong(mail.toUpperCase(), '10.19.0.100');
      expect(refused).toMatchObject({ status: 429, body: { result: 'Too many invalid password reset links for this e-mail (10 in 60 minutes). Please try again in 60 minutes.' }, retryAfter: '3600' });
      expect((await wrong(mail, '10.19.0.101', genuine)).status).toBe(200);
    });

    it(`answers 429 with Retry-After past ${requestsPerAddress.limit} reset requests from one address in an hour`, async () => {
      const ip = '10.20.0.1';
      for (let i = 0; i < requestsPerAddress.limit; i++) expect((await call('POST', '/api/user/reset-password', { email: email('ask') }, {}, ip)).status).toBe(200);
      clock.advance(60_000);
      expect(await call('POST', '/api/user/reset-password', { email: email('ask') }, {}, ip)).toEqual({
        status: 429,
        body: { code: 429, result: 'Too many password reset requests from your address (20 in 60 minutes). Please try again in 59 minutes.' },
        retryAfter: '3540',
      });
      expect((await call('POST', '/api/user/reset-password', { email: email('ask') }, {}, '10.20.0.2')).status).toBe(200);
    });
  });
});
