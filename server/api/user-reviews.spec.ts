import { describe, expect, it } from 'vitest';
import { loadReviews } from '../catalogue/documents/content';
import { FIXTURE_DATABASE } from '../catalogue/documents/test-fixture';
import { issueAccessToken, NOT_AUTHORIZED } from '../commerce/auth/tokens';
import { useCommerceApp } from '../commerce/users/testing';
import { forEachDatabase } from '../testing';
import { reviewRoutes, type CustomerReviewPage } from './review';
import { userRoutes } from './user';

forEachDatabase(
  "user API: the customer's reviews",
  ({ db }) => {
    const { app, clock, config } = useCommerceApp(db, [userRoutes, reviewRoutes]);

    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await app().inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
      const body = res.json() as { code: number; result: unknown };
      expect(body.code).toBe(res.statusCode);
      return body;
    };
    const customer = async (mail: string) => {
      const created = await call('POST', '/api/user/create', { customer: { email: mail, firstname: 'Mari', lastname: 'Maasikas' }, password: 'secret-password' });
      const login = await call('POST', '/api/user/login', { username: mail, password: 'secret-password' });
      return { id: (created.result as { id: number }).id, token: login.result as string };
    };
    /** Writes a review a minute after the previous one (so newest first is well defined) and answers its id. */
    const write = async (query: string, review: Record<string, unknown> = {}) => {
      clock.advance(60_000);
      const answer = await call('POST', `/api/review/create${query}`, { review: { product_id: 1, title: 'Great pads', detail: 'Quiet.', nickname: 'Mari', ratings: [{ rating_id: 1, value: 4 }], ...review } });
      expect(answer.code).toBe(200);
      return (answer.result as { id: number }).id;
    };
    const authorOf = async (id: number) => (await db().query<{ customer_id: number | null }>('SELECT customer_id FROM review WHERE id = $1', [id])).rows[0]?.customer_id;
    const reviews = async (query: string) => (await call('GET', `/api/user/reviews${query}`)).result as CustomerReviewPage;

    describe('POST /api/review/create?token', () => {
      it("belongs to the token's customer, whatever customer_id the body names", async () => {
        const mari = await customer('mari.reviews@example.ee');
        const other = await customer('other.reviews@example.ee');
        expect(await authorOf(await write(`?token=${mari.token}`, { customer_id: other.id }))).toBe(mari.id);
        // A guest (no token, or the empty token of a session without one) cannot borrow an id either.
        expect(await authorOf(await write('', { customer_id: mari.id }))).toBeNull();
        expect(await authorOf(await write('?token=', { customer_id: mari.id }))).toBeNull();
      });

      it("keeps the author out of the public review documents (the search's)", async () => {
        const mari = await customer('mari.public@example.ee');
        const id = await write(`?token=${mari.token}`);
        expect(await authorOf(id)).toBe(mari.id);
        const [doc] = await loadReviews(db(), [id]);
        expect(doc).toMatchObject({ id, title: 'Great pads' });
        expect(doc).not.toHaveProperty('customer_id');
      });

      it('refuses an invalid or expired token with 401 and stores nothing', async () => {
        const { rows: before } = await db().query<{ n: string | number }>('SELECT count(*) AS n FROM review');
        const review = { review: { product_id: 1, title: 'T', detail: 'D', nickname: 'N' } };
        expect(await call('POST', '/api/review/create?token=nope', review)).toEqual({ code: 401, result: NOT_AUTHORIZED });
        const jaan = await customer('jaan.expired@example.ee');
        const expired = await issueAccessToken(config, { id: jaan.id, group_id: 1 }, new Date(clock.now().getTime() - (config.accessTokenTtlSeconds + 1) * 1000));
        expect(await call('POST', `/api/review/create?token=${expired}`, review)).toEqual({ code: 401, result: NOT_AUTHORIZED });
        const { rows: after } = await db().query<{ n: string | number }>('SELECT count(*) AS n FROM review');
        expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
      });
    });

    describe('GET /api/user/reviews', () => {
      it("answers the customer's own reviews of every status, newest first, with the product in the view's language", async () => {
        const kadri = await customer('kadri.reviews@example.ee');
        const other = await customer('other2.reviews@example.ee');
        const first = await write(`?token=${kadri.token}`, { title: 'First', ratings: [{ rating_id: 1, value: 5 }] });
        await write(`?token=${other.token}`);
        await write('', { title: 'Guest' });
        const second = await write(`?token=${kadri.token}&storeCode=eng`, { product_id: 2, title: 'Second', detail: 'Stops well.', nickname: 'Kadri' });
        const third = await write(`?token=${kadri.token}`, { product_id: 3, title: 'Third', ratings: [] });
        await db().query('UPDATE review SET review_status = 1 WHERE id = $1', [first]);
        await db().query('UPDATE review SET review_status = 3 WHERE id = $1', [third]);

        const english = await reviews(`?token=${kadri.token}&storeCode=eng`);
        expect(english).toMatchObject({ total_count: 3, page_size: 20, current_page: 1 });
        expect(english.items.map((item) => [item.title, item.review_status])).toEqual([['Third', 3], ['Second', 2], ['First', 1]]);
        expect(english.items[1]).toEqual({
          id: second,
          product_id: 2,
          sku: 'BP-2',
          name: 'Brake disc — TRW',
          slug: 'brake-disc-trw-2',
          title: 'Second',
          detail: 'Stops well.',
          nickname: 'Kadri',
          review_status: 2,
          ratings: [{ rating_id: 1, value: 4 }],
          created_at: new Date(clock.now().getTime() - 60_000).toISOString(),
        });
        expect(english.items[2]).toMatchObject({ id: first, sku: 'BP-1', name: 'Brake pads, front — ATE', slug: 'brake-pads-front-ate-1', ratings: [{ rating_id: 1, value: 5 }] });

        // The default (Estonian) view: Estonian where the catalogue has it, else English.
        const estonian = await reviews(`?token=${kadri.token}`);
        expect(estonian.items.map((item) => [item.name, item.slug])).toEqual([
          ['Wiper blade — Bosch', 'wiper-blade-bosch-3'],
          ['Brake disc — TRW', 'brake-disc-trw-2'],
          ['Piduriklotsid, ees — ATE', 'piduriklotsid-ees-ate-1'],
        ]);
      });

      it('pages with pageSize and currentPage, validates them, and wants a valid token', async () => {
        const peeter = await customer('peeter.reviews@example.ee');
        for (let n = 1; n <= 5; n++) await write(`?token=${peeter.token}`, { title: `Review ${n}` });
        const page = await reviews(`?token=${peeter.token}&pageSize=2&currentPage=2`);
        expect(page.items.map((item) => item.title)).toEqual(['Review 3', 'Review 2']);
        expect(page).toMatchObject({ total_count: 5, page_size: 2, current_page: 2 });
        expect((await reviews(`?token=${peeter.token}&pageSize=2&currentPage=4`)).items).toEqual([]);
        expect(await reviews(`?token=${(await customer('none.reviews@example.ee')).token}`)).toEqual({ items: [], total_count: 0, page_size: 20, current_page: 1 });
        expect(await call('GET', `/api/user/reviews?token=${peeter.token}&pageSize=0`)).toEqual({ code: 400, result: 'pageSize: Must be at least 1.' });
        expect(await call('GET', `/api/user/reviews?token=${peeter.token}&pageSize=101`)).toEqual({ code: 400, result: 'pageSize: Must be at most 100.' });
        expect(await call('GET', `/api/user/reviews?token=${peeter.token}&currentPage=x`)).toEqual({ code: 400, result: 'currentPage: Must be an integer.' });
        expect(await call('GET', `/api/user/reviews?token=${peeter.token}&storeCode=xx`)).toEqual({ code: 404, result: "Unknown store code 'xx'" });
        expect(await call('GET', '/api/user/reviews?token=nope')).toEqual({ code: 401, result: NOT_AUTHORIZED });
        expect(await call('GET', '/api/user/reviews')).toEqual({ code: 401, result: NOT_AUTHORIZED });
      });
    });
  },
  FIXTURE_DATABASE,
);
