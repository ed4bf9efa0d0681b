import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../testing';
import { useCommerceApp } from '../commerce/users/testing';
import { mailsTo } from '../mail/outbox';
import { NEWSLETTER_PATH, newsletterRoutes } from './newsletter';

interface CouponRow {
  code: string;
  kind: string;
  percent: number;
  email_norm: string;
  max_uses: number;
  times_used: number;
  is_active: boolean;
}

forEachDatabase('newsletter API', ({ db }) => {
  const { app, clock } = useCommerceApp(db, [newsletterRoutes]);

  const call = async (method: 'GET' | 'POST' | 'DELETE', query = '', payload?: unknown) => {
    const res = await app().inject({ method, url: `${NEWSLETTER_PATH}${query}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const body = res.json() as { code: number; result: unknown };
    expect(body.code).toBe(res.statusCode);
    return body;
  };
  const status = (email: string) => call('GET', `?email=${encodeURIComponent(email)}`);
  const coupons = async (emailNorm: string) => (await db().query<CouponRow>('SELECT code, kind, percent, email_norm, max_uses, times_used, is_active FROM coupon WHERE email_norm = $1', [emailNorm])).rows;

  describe('GET', () => {
    it('answers unsubscribed for an e-mail never seen and refuses an invalid one', async () => {
      expect(await status('nobody@example.ee')).toEqual({ code: 200, result: 'unsubscribed' });
      expect(await status('nobody')).toEqual({ code: 400, result: 'email: Please provide valid e-mail address.' });
      expect(await call('GET')).toEqual({ code: 400, result: 'email: Field is required.' });
    });
  });

  describe('POST', () => {
    it('subscribes, creates the 10 % coupon of the e-mail and mails it in the language asked', async () => {
      expect(await call('POST', '', { email: ' Kati@Example.ee ', domain: 'fi', language: 'fi' })).toEqual({ code: 200, result: 'subscribed' });
      expect(await status('kati@example.EE')).toEqual({ code: 200, result: 'subscribed' });
      const [coupon, ...more] = await coupons('kati@example.ee');
      expect(more).toEqual([]);
      expect(coupon).toMatchObject({ kind: 'newsletter', percent: 10, email_norm: 'kati@example.ee', max_uses: 1, times_used: 0, is_active: true });
      expect(coupon?.code).toMatch(/^NEWS-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      const mails = await mailsTo(db(), 'kati@example.ee', 'newsletter_coupon');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: 'Kati@Example.ee', language: 'fi', store_code: 'fin', subject: 'Kiitos tilauksesta! Alennuskoodisi 10 %', payload: { couponCode: coupon?.code } });
      expect(mails[0]?.text_body).toContain(coupon?.code);
      expect(mails[0]?.html_body).toContain(`<strong>${coupon?.code}</strong>`);
      const { rows } = await db().query<{ status: string; domain: string; language: string; coupon_code: string; subscribed_at: Date }>(
        'SELECT status, domain, language, coupon_code, subscribed_at FROM newsletter_subscriber WHERE email_norm = $1',
        ['kati@example.ee'],
      );
      expect(rows).toEqual([{ status: 'subscribed', domain: 'fi', language: 'fi', coupon_code: coupon?.code, subscribed_at: expect.anything() }]);
      expect(new Date(rows[0]?.subscribed_at as Date).toISOString()).toBe(clock.now().toISOString());
    });

    it('keeps the first coupon and sends no second one when subscribing again, also after unsubscribing', async () => {
      const email = 'again@example.ee';
      await call('POST', '?storeCode=rus', { email, domain: 'ee', language: 'ru' });
      const [first] = await coupons(email);
      await call('POST', '', { email, domain: 'ee', language: 'et' });
      expect(await call('DELETE', '', { email })).toEqual({ code: 200, result: 'unsubscribed' });
      expect(await status(email)).toEqual({ code: 200, result: 'unsubscribed' });
      clock.advance(60_000);
      expect(await call('POST', '', { email: email.toUpperCase(), domain: 'ee', language: 'en' })).toEqual({ code: 200, result: 'subscribed' });
      expect(await status(email)).toEqual({ code: 200, result: 'subscribed' });
      expect(await coupons(email)).toEqual([first]);
      const mails = await mailsTo(db(), email, 'newsletter_coupon');
      expect(mails.map((mail) => [mail.language, mail.store_code, mail.subject])).toEqual([['ru', 'rus', 'Спасибо за подписку! Ваш промокод на 10%']]);
      const { rows } = await db().query<{ coupon_code: string; unsubscribed_at: Date | null; language: string }>('SELECT coupon_code, unsubscribed_at, language FROM newsletter_subscriber WHERE email_norm = $1', [email]);
      expect(rows).toEqual([{ coupon_code: first?.code, unsubscribed_at: null, language: 'en' }]);
    });

    it('creates one coupon and one message for concurrent first subscriptions', async () => {
      const email = 'twice@example.ee';
      const answers = await Promise.all([call('POST', '', { email, domain: 'ee', language: 'et' }), call('POST', '', { email, domain: 'ee', language: 'et' })]);
      expect(answers).toEqual([{ code: 200, result: 'subscribed' }, { code: 200, result: 'subscribed' }]);
      expect(await coupons(email)).toHaveLength(1);
      expect(await mailsTo(db(), email, 'newsletter_coupon')).toHaveLength(1);
    });

    // Vue Storefront 1 posts only {email} (issue 22 item 4): the list and the language are the store view's.
    it('takes an e-mail alone, with the list and language of the request\'s store view (default: Estonian)', async () => {
      const subscriber = async (email: string) =>
        (await db().query<{ domain: string; language: string; store_code: string }>('SELECT domain, language, store_code FROM newsletter_subscriber WHERE email_norm = $1', [email])).rows;
      expect(await call('POST', '', { email: 'vsf.one@example.ee' })).toEqual({ code: 200, result: 'subscribed' });
      expect(await subscriber('vsf.one@example.ee')).toEqual([{ domain: 'ee', language: 'et', store_code: 'est' }]);
      expect(await call('POST', '?storeCode=fin', { email: 'vsf.fin@example.fi' })).toEqual({ code: 200, result: 'subscribed' });
      expect(await subscriber('vsf.fin@example.fi')).toEqual([{ domain: 'fi', language: 'fi', store_code: 'fin' }]);
      expect(await call('POST', '?storeCode=eng', { email: 'vsf.eng@example.ee' })).toEqual({ code: 200, result: 'subscribed' });
      expect(await subscriber('vsf.eng@example.ee')).toEqual([{ domain: 'ee', language: 'en', store_code: 'eng' }]);
      expect((await mailsTo(db(), 'vsf.eng@example.ee', 'newsletter_coupon')).map((mail) => mail.language)).toEqual(['en']);
    });

    it('validates the e-mail, the list and the language', async () => {
      expect(await call('POST', '', { email: 'x@y', domain: 'se', language: 'de' })).toEqual({
        code: 400,
        result: 'email: Please provide valid e-mail address. domain: Must be one of ee, fi. language: Must be one of et, ru, en, fi, it.',
      });
      expect(await call('POST', '', {})).toEqual({ code: 400, result: 'email: Field is required.' });
      expect(await status('x@y')).toEqual({ code: 400, result: 'email: Please provide valid e-mail address.' });
    });
  });

  describe('DELETE', () => {
    it('unsubscribes, records when, and answers 200 for an unknown e-mail too', async () => {
      const email = 'leaving@example.ee';
      await call('POST', '', { email, domain: 'ee', language: 'et' });
      clock.advance(3_600_000);
      expect(await call('DELETE', '', { email: 'LEAVING@example.ee' })).toEqual({ code: 200, result: 'unsubscribed' });
      const { rows } = await db().query<{ status: string; unsubscribed_at: Date }>('SELECT status, unsubscribed_at FROM newsletter_subscriber WHERE email_norm = $1', [email]);
      expect(rows[0]?.status).toBe('unsubscribed');
      expect(new Date(rows[0]?.unsubscribed_at as Date).toISOString()).toBe(clock.now().toISOString());
      expect(await call('DELETE', '', { email: 'stranger@example.ee' })).toEqual({ code: 200, result: 'unsubscribed' });
      expect(await call('DELETE', `?email=${encodeURIComponent('stranger@example.ee')}`)).toEqual({ code: 200, result: 'unsubscribed' });
      expect(await call('DELETE', '', { email: 'bad' })).toEqual({ code: 400, result: 'email: Please provide valid e-mail address.' });
    });
  });
});
