import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../testing';
import { NOT_AUTHORIZED, verifyGroupToken } from '../commerce/auth/tokens';
import { useCommerceApp } from '../commerce/users/testing';
import { CAPTCHA_REQUIRED, duration, LOGIN_LIMITS } from '../commerce/users';
import { LOGIN_FAILED, userRoutes } from './user';

interface Answer {
  status: number;
  body: { code: number; result: unknown; meta?: { refreshToken?: string } };
  retryAfter?: string | undefined;
}

interface ProfileResult {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store_id: number;
  website_id: number;
  created_at: string;
  addresses: { id: number; customer_id: number; street: string[]; country_id: string; region: unknown; telephone: string | null; default_shipping: boolean }[];
  custom_attributes: { attribute_code: string; value: string }[];
  groupToken: string;
}

const address = {
  firstname: 'Mari',
  lastname: 'Maasikas',
  street: ['Pikk 1', ' '],
  city: 'Tallinn',
  postcode: '10111',
  country_id: 'ee',
  region: { region: 'Harjumaa', region_id: 0, region_code: null },
  telephone: '+372 5555 1234',
  default_shipping: true,
};

forEachDatabase('user API: accounts', ({ db }) => {
  const { app, clock, config } = useCommerceApp(db, [userRoutes]);
  let seq = 0;
  const email = (name = 'user') => `${name}.${++seq}@example.ee`;

  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress = '10.0.0.1'): Promise<Answer> => {
    const res = await app().inject({ method, url, remoteAddress, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const body = res.json() as Answer['body'];
    expect(body.code).toBe(res.statusCode);
    const retryAfter = res.headers['retry-after'];
    return { status: res.statusCode, body, ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }) };
  };
  const create = (customer: Record<string, unknown>, password: unknown = 'secret-password', query = '') => call('POST', `/api/user/create${query}`, { customer, password });
  const login = (username: string, password = 'secret-password', ip?: string) => call('POST', '/api/user/login', { username, password }, ip);
  const tokenFor = async (username: string) => {
    const answer = await login(username);
    expect(answer.status).toBe(200);
    return answer.body.result as string;
  };

  describe('POST /api/user/create', () => {
    it('registers the customer in the store view and answers the profile', async () => {
      const mail = email('Mari');
      const { status, body } = await create(
        {
          email: `  ${mail} `,
          firstname: ' Mari ',
          lastname: 'Maasikas',
          group_id: 4,
          addresses: [address],
          custom_attributes: [{ attribute_code: 'car_make', value: 'Volkswagen' }, { attribute_code: 'is_vip', value: '1' }, { attribute_code: 'car_model', value: '' }],
        },
        'secret-password',
        '?storeCode=eng',
      );
      expect(status).toBe(200);
      const profile = body.result as ProfileResult;
      expect(profile).toMatchObject({ email: mail, firstname: 'Mari', lastname: 'Maasikas', group_id: 1, store_id: 4, website_id: 1 });
      expect(profile.custom_attributes).toEqual([{ attribute_code: 'car_make', value: 'Volkswagen' }]);
      expect(profile.addresses).toHaveLength(1);
      expect(profile.addresses[0]).toMatchObject({ customer_id: profile.id, street: ['Pikk 1'], country_id: 'EE', region: { region: 'Harjumaa', region_id: 0, region_code: null }, telephone: '+372 5555 1234', default_shipping: true });
      expect(new Date(profile.created_at).toISOString()).toBe(clock.now().toISOString());
      expect(await verifyGroupToken(config, profile.groupToken)).toBe(1);
      const { rows } = await db().query<{ password_hash: string }>('SELECT password_hash FROM customer WHERE id = $1', [profile.id]);
      expect(rows[0]?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
      expect(rows[0]?.password_hash).not.toContain('secret-password');
    });

    it('takes store_id from the body (as a number or a string), else the default view', async () => {
      expect(((await create({ email: email(), firstname: 'Aino', lastname: 'Virtanen', store_id: '6' })).body.result as ProfileResult).store_id).toBe(6);
      expect(((await create({ email: email(), firstname: 'Jaan', lastname: 'Tamm' })).body.result as ProfileResult).store_id).toBe(2);
      expect(await create({ email: email(), firstname: 'Jaan', lastname: 'Tamm', store_id: 5 })).toEqual({ status: 400, body: { code: 400, result: 'store_id: Must be one of 2, 3, 4, 6, 8, 9, 10.' } });
    });

    it('answers the form messages of the spec', async () => {
      expect((await create({ email: 'not-an-email', firstname: 'J', lastname: '  ' }, 'short')).body).toEqual({
        code: 400,
        result: 'email: Please provide valid e-mail address. firstname: Name must have at least 2 letters. lastname: Field is required. password: Password must have at least 8 letters.',
      });
      expect((await call('POST', '/api/user/create', { customer: { email: email() } })).body.result).toBe('password: Field is required. firstname: Field is required. lastname: Field is required.');
      expect((await call('POST', '/api/user/create', {})).body.result).toBe('customer: Field is required. password: Field is required.');
      const badAddress = { ...address, street: [' '], postcode: '12', country_id: 'EST', telephone: '12-34' };
      expect((await create({ email: email(), firstname: 'Jaan', lastname: 'Tamm', addresses: [badAddress] })).body.result).toBe(
        'addresses.0.street.0: Field is required. addresses.0.postcode: Zip code must have at least 3 letters. addresses.0.country_id: Country must be a two-letter code. addresses.0.telephone: Phone number must have at least 5 numbers.',
      );
    });

    it('refuses a second account for the same e-mail in any case and any store view', async () => {
      const mail = email('Dup');
      expect((await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' })).status).toBe(200);
      expect(await create({ email: mail.toUpperCase(), firstname: 'Jaan', lastname: 'Tamm', store_id: 6 })).toEqual({
        status: 400,
        body: { code: 400, result: 'A customer with the same email already exists in an associated website.' },
      });
    });

    it('lets exactly one of two concurrent registrations of an e-mail through', async () => {
      const mail = email('race');
      const answers = await Promise.all([create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' }), create({ email: mail.toUpperCase(), firstname: 'Juhan', lastname: 'Tamm' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)?.body.result).toBe('A customer with the same email already exists in an associated website.');
      const { rows } = await db().query('SELECT 1 FROM customer WHERE email_norm = $1', [mail.toLowerCase()]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('POST /api/user/login and GET /api/user/me', () => {
    it('answers an access token and a refresh token; the token reads the profile', async () => {
      const mail = email('Login');
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const { status, body } = await login(` ${mail.toUpperCase()} `);
      expect(status).toBe(200);
      expect(body.result).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.meta?.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await call('GET', `/api/user/me?token=${body.result as string}`);
      expect(me.status).toBe(200);
      expect(me.body.result).toMatchObject({ email: mail, firstname: 'Jaan', addresses: [], custom_attributes: [] });
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      const mail = email();
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const failed = { status: 401, body: { code: 401, result: LOGIN_FAILED } };
      expect(await login(mail, 'wrong-password', '10.1.0.1')).toEqual(failed);
      expect(await login(email('nobody'), 'secret-password', '10.1.0.1')).toEqual(failed);
      expect((await call('POST', '/api/user/login', { username: mail })).body.result).toBe('password: Field is required.');
    });

    it('refuses missing, forged and expired access tokens with 401', async () => {
      const mail = email();
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const token = await tokenFor(mail);
      const unauthorized = { status: 401, body: { code: 401, result: NOT_AUTHORIZED } };
      expect(await call('GET', '/api/user/me')).toEqual(unauthorized);
      expect(await call('GET', `/api/user/me?token=${token}x`)).toEqual(unauthorized);
      clock.advance(config.accessTokenTtlSeconds * 1000);
      expect(await call('GET', `/api/user/me?token=${token}`)).toEqual(unauthorized);
    });
  });

  describe('POST /api/user/me', () => {
    it('updates names, e-mail, addresses and car attributes but never group, store or id', async () => {
      const mail = email('Edit');
      const created = (await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm', addresses: [address], custom_attributes: [{ attribute_code: 'car_make', value: 'Audi' }] })).body.result as ProfileResult;
      const token = await tokenFor(mail);
      const newMail = email('Edited');
      const { status, body } = await call('POST', `/api/user/me?token=${token}`, {
        customer: {
          id: 999,
          group_id: 4,
          store_id: 6,
          email: newMail,
          firstname: 'Juhan',
          addresses: [{ ...address, city: 'Tartu', default_shipping: false }, { ...address, street: ['Uus 2', 'k 3'], telephone: null }],
          custom_attributes: [{ attribute_code: 'car_model', value: 'A4' }, { attribute_code: 'car_plate_number', value: ' 123 ABC ' }, { attribute_code: 'loyalty', value: 'gold' }],
        },
      });
      expect(status).toBe(200);
      const profile = body.result as ProfileResult;
      expect(profile).toMatchObject({ id: created.id, group_id: 1, store_id: 2, email: newMail, firstname: 'Juhan', lastname: 'Tamm' });
      expect(profile.addresses.map((a) => [a.street, a.telephone])).toEqual([[['Pikk 1'], '+372 5555 1234'], [['Uus 2', 'k 3'], null]]);
      expect(profile.custom_attributes).toEqual([
        { attribute_code: 'car_plate_number', value: '123 ABC' },
        { attribute_code: 'car_make', value: 'Audi' },
        { attribute_code: 'car_model', value: 'A4' },
      ]);
      // The answer is what is stored.
      expect((await call('GET', `/api/user/me?token=${token}`)).body.result).toEqual(profile);
      // Without addresses in the body the list stays; an empty list clears it.
      expect(((await call('POST', `/api/user/me?token=${token}`, { customer: { lastname: 'Kask' } })).body.result as ProfileResult).addresses).toHaveLength(2);
      expect(((await call('POST', `/api/user/me?token=${token}`, { customer: { addresses: [] } })).body.result as ProfileResult).addresses).toEqual([]);
    });

    it("keeps the engine's KType beside the car's names (ADR 0032); a blank value removes it", async () => {
      const mail = email('Ktype');
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const token = await tokenFor(mail);
      const car = [
        { attribute_code: 'car_make', value: 'VW' },
        { attribute_code: 'car_model', value: 'Golf VII' },
        { attribute_code: 'car_engine', value: '1.4 TSI' },
        { attribute_code: 'car_ktype', value: '10815' },
      ];
      const saved = (await call('POST', `/api/user/me?token=${token}`, { customer: { custom_attributes: car } })).body.result as ProfileResult;
      expect(saved.custom_attributes).toEqual(car);
      const renamed = (await call('POST', `/api/user/me?token=${token}`, { customer: { custom_attributes: [{ attribute_code: 'car_make', value: 'Toyota' }, { attribute_code: 'car_ktype', value: '' }] } })).body.result as ProfileResult;
      expect(renamed.custom_attributes.map((a) => a.attribute_code)).toEqual(['car_make', 'car_model', 'car_engine']);
    });

    it('refuses an e-mail of another customer, invalid fields and a missing token', async () => {
      const taken = email('Taken');
      await create({ email: taken, firstname: 'Jaan', lastname: 'Tamm' });
      const mail = email();
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const token = await tokenFor(mail);
      expect(await call('POST', `/api/user/me?token=${token}`, { customer: { email: taken.toUpperCase() } })).toEqual({
        status: 400,
        body: { code: 400, result: 'A customer with the same email already exists in an associated website.' },
      });
      expect((await call('POST', `/api/user/me?token=${token}`, { customer: { email: 'x@', lastname: 'K', addresses: [{ firstname: 'Jaan' }] } })).body.result).toBe(
        'email: Please provide valid e-mail address. lastname: Name must have at least 2 letters. addresses.0.lastname: Field is required. addresses.0.street: Field is required. addresses.0.city: Field is required. addresses.0.postcode: Field is required. addresses.0.country_id: Field is required.',
      );
      expect((await call('POST', '/api/user/me', { customer: { firstname: 'Juhan' } })).status).toBe(401);
      const { rows } = await db().query<{ email: string; lastname: string }>('SELECT email, lastname FROM customer WHERE email_norm = $1', [mail.toLowerCase()]);
      expect(rows[0]).toEqual({ email: mail, lastname: 'Tamm' });
    });
  });

  describe('login throttle (issue 18 item 8: growing delays, never a lock-out of the owner)', () => {
    const { accountAddress, address: perAddress } = LOGIN_LIMITS;
    const rule = (who: string, r: { free: number; windowMs: number; firstDelayMs: number; maxDelayMs: number }) =>
      `Too many failed sign-in attempts ${who} (${r.free} failed attempts in ${duration(r.windowMs)}, then waits from 1 second doubling up to ${duration(r.maxDelayMs)}).`;
    const refused = (answer: Answer) => ({ status: answer.status, retryAfter: answer.retryAfter, result: answer.body.result });

    it('delays the address that failed, growing from 1 second to 15 minutes, while the owner signs in from elsewhere', async () => {
      const mail = email('Owner');
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const attacker = '10.2.0.1';
      for (let i = 0; i < accountAddress.free; i++) expect((await login(mail, 'wrong-password', attacker)).status).toBe(401);
      // Refused before the password is checked, even the right one, with Retry-After and the limit named.
      expect(refused(await login(mail, 'secret-password', attacker))).toEqual({ status: 429, retryAfter: '1', result: `${rule('for this account from your address', accountAddress)} Please try again in 1 second.` });
      // The owner, from her own address, is not held back.
      expect((await login(mail, 'secret-password', '10.2.9.9')).status).toBe(200);
      const waits: string[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await login(mail, 'wrong-password', attacker);
        expect(answer.status).toBe(429);
        waits.push(answer.retryAfter ?? '');
        clock.advance(Number(answer.retryAfter) * 1000);
        expect((await login(mail, 'wrong-password', attacker)).status).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '512', '900', '900']);
      expect((await login(mail, 'secret-password', attacker)).body.result).toBe(`${rule('for this account from your address', accountAddress)} Please try again in 15 minutes.`);
      expect((await login(mail, 'secret-password', '10.2.9.9')).status).toBe(200);
      // Once the wait is over the right password works, and that success clears this address's count for the account.
      clock.advance(accountAddress.maxDelayMs);
      expect((await login(mail, 'secret-password', attacker)).status).toBe(200);
      expect((await login(mail, 'wrong-password', attacker)).status).toBe(401);
      expect((await login(mail, 'secret-password', attacker)).status).toBe(200);
    });

    it('delays an address after 20 failures whatever the accounts, at most 5 minutes, and no other address', async () => {
      const mail = email('Victim');
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      const ip = '10.3.0.1';
      for (let i = 0; i < perAddress.free; i++) expect((await login(email('guess'), 'wrong-password', ip)).status).toBe(401);
      expect(refused(await login(mail, 'secret-password', ip))).toEqual({ status: 429, retryAfter: '1', result: `${rule('from your address', perAddress)} Please try again in 1 second.` });
      expect((await login(mail, 'secret-password', '10.3.0.2')).status).toBe(200);
      const waits: string[] = [];
      for (let i = 0; i < 10; i++) {
        const wait = (await login(email('guess'), 'wrong-password', ip)).retryAfter ?? '';
        waits.push(wait);
        clock.advance(Number(wait) * 1000);
        expect((await login(email('guess'), 'wrong-password', ip)).status).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '300']);
      clock.advance(perAddress.maxDelayMs);
      expect((await login(mail, 'secret-password', ip)).status).toBe(200);
    });

    it('keeps letting the owner in while many addresses guess her password (no CAPTCHA configured)', async () => {
      const mail = email('Spread');
      await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
      for (let i = 0; i < 30; i++) expect((await login(mail, 'wrong-password', `10.5.${i}.1`)).status).toBe(401);
      expect((await login(mail, 'secret-password', '10.5.200.1')).status).toBe(200);
    });

    describe('with a CAPTCHA hook', () => {
      const answers: string[] = [];
      const guarded = useCommerceApp(db, [userRoutes], { captcha: { verify: async (answer) => (answers.push(answer), answer === 'human') } });
      const signIn = async (username: string, password: string, remoteAddress: string, captcha?: string) => {
        const res = await guarded.app().inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { username, password, ...(captcha ? { captcha } : {}) } });
        return { status: res.statusCode, result: (res.json() as { result: unknown }).result };
      };

      it('asks every sign-in of an account for a CAPTCHA after 10 failures from anywhere; a solved one lets the owner in', async () => {
        const mail = email('Hunted');
        await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
        for (let i = 0; i < LOGIN_LIMITS.captchaAfter.failures; i++) expect((await signIn(mail, 'wrong-password', `10.6.${i}.1`)).status).toBe(401);
        expect(await signIn(mail, 'secret-password', '10.6.100.1')).toEqual({ status: 429, result: CAPTCHA_REQUIRED });
        expect(await signIn(mail, 'secret-password', '10.6.100.1', 'robot')).toEqual({ status: 429, result: CAPTCHA_REQUIRED });
        expect((await signIn(mail, 'secret-password', '10.6.100.1', 'human')).status).toBe(200);
        expect(answers).toEqual(['robot', 'human']);
      });

      it('lets a solved CAPTCHA past the delay of a busy shared address, never past the delay of the account from that address', async () => {
        const mail = email('Office');
        await create({ email: mail, firstname: 'Jaan', lastname: 'Tamm' });
        const office = '10.7.0.1';
        for (let i = 0; i < LOGIN_LIMITS.address.free; i++) expect((await signIn(email('colleague'), 'wrong-password', office)).status).toBe(401);
        expect((await signIn(mail, 'secret-password', office)).status).toBe(429);
        expect((await signIn(mail, 'secret-password', office, 'human')).status).toBe(200);
        const guessed = email('Guessed');
        await create({ email: guessed, firstname: 'Mari', lastname: 'Tamm' });
        for (let i = 0; i < LOGIN_LIMITS.accountAddress.free; i++) expect((await signIn(guessed, 'wrong-password', '10.7.0.2', 'human')).status).toBe(401);
        expect((await signIn(guessed, 'secret-password', '10.7.0.2', 'human')).status).toBe(429);
      });
    });

    it('drops attempts older than a day', async () => {
      const mail = email('Old');
      await login(mail, 'wrong-password', '10.4.0.1');
      clock.advance(24 * 3600_000 + 1);
      await login(mail, 'wrong-password', '10.4.0.1');
      const { rows } = await db().query<{ at: Date }>('SELECT at FROM login_attempt WHERE account = $1', [mail.toLowerCase()]);
      expect(rows.map((row) => new Date(row.at).toISOString())).toEqual([clock.now().toISOString()]);
    });
  });
});
