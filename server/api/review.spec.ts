import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_NOW, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { reviewErrors, reviewRoutes } from './review';

forEachDatabase('review API', ({ db }) => {
  const app = useFixtureApp(db, [reviewRoutes]);

  const post = async (payload: unknown, query = '') => {
    const res = await app().inject({ method: 'POST', url: `/api/review/create${query}`, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown } };
  };
  const valid = { product_id: 1, title: 'Great pads', detail: 'Quiet and strong.', nickname: 'Jaan', review_entity: 'product' };

  describe('POST /api/review/create', () => {
    it("stores the review pending whatever status the client asks for, and never the body's customer_id", async () => {
      const { status, body } = await post({ review: { ...valid, review_status: 1, customer_id: 7, ratings: [{ rating_id: 1, value: 5 }] } }, '?storeCode=eng');
      expect(status).toBe(200);
      const result = body.result as { id: number; review_status: number };
      expect(result.review_status).toBe(2);
      const { rows } = await db().query<Record<string, unknown>>('SELECT product_id, title, nickname, review_status, store_id, customer_id, ratings, created_at FROM review WHERE id = $1', [result.id]);
      expect(rows[0]).toMatchObject({ product_id: 1, title: 'Great pads', nickname: 'Jaan', review_status: 2, store_id: 4, customer_id: null, ratings: [{ rating_id: 1, value: 5 }] });
      expect(new Date(rows[0]?.created_at as string).toISOString()).toBe(FIXTURE_NOW.toISOString());
    });

    it('takes the store from review.store_id, else the default view, and accepts ids as strings', async () => {
      const a = await post({ review: { ...valid, product_id: '2', store_id: 6 } });
      const b = await post({ review: valid });
      const ids = [(a.body.result as { id: number }).id, (b.body.result as { id: number }).id];
      const { rows } = await db().query<{ id: number; store_id: number; product_id: number }>('SELECT id, store_id, product_id FROM review WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
      expect(rows.map((r) => [r.product_id, r.store_id])).toEqual([[2, 6], [1, 2]]);
    });

    it('names every missing or blank field', async () => {
      expect(await post({ review: { product_id: 1, title: '  ', detail: '' } })).toEqual({
        status: 400,
        body: { code: 400, result: 'nickname: Field is required. title: Field is required. detail: Field is required.' },
      });
      expect(await post({})).toEqual({ status: 400, body: { code: 400, result: 'review: Field is required.' } });
    });

    it('refuses over-long texts, bad ratings and unknown products', async () => {
      expect(reviewErrors({ review: { ...valid, title: 'x'.repeat(256) } })).toBe('title: At most 255 characters.');
      expect(reviewErrors({ review: { ...valid, ratings: [{ value: 9 }] } })).toBe('ratings.0.value: Must be at most 5.');
      expect(reviewErrors({ review: { ...valid, product_id: 'abc' } })).toBe('product_id: Must be an integer.');
      expect(reviewErrors({ review: { ...valid, product_id: 'Infinity' } })).toBe('product_id: Must be an integer.');
      expect(reviewErrors({ review: { ...valid, customer_id: 1e308 } })).toBe('customer_id: Must be at most 2147483647.');
      expect(await post({ review: { ...valid, product_id: 999 } })).toEqual({ status: 404, body: { code: 404, result: 'No product with id 999' } });
      const { rows } = await db().query('SELECT 1 FROM review WHERE product_id = 999');
      expect(rows).toHaveLength(0);
    });
  });
}, FIXTURE_DATABASE);
