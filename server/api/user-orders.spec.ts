import { describe, expect, it } from 'vitest';
import type { Queryable } from '../storage/port';
import { forEachDatabase } from '../testing';
import { NOT_AUTHORIZED } from '../commerce/auth/tokens';
import { useCommerceApp } from '../commerce/users/testing';
import { userRoutes } from './user';
import type { OrderHistoryPage } from '../commerce/users/order-history';

const billing = { firstname: 'Mari', lastname: 'Maasikas', street: ['Pikk 1'], city: 'Tallinn', postcode: '10111', country_id: 'EE' };

/** An order as the order API would store it (that API belongs to another part of the server). */
async function insertOrder(db: Queryable, customerId: number | null, n: number, createdAt: string, extra: { status?: string; payment_status?: string; store_code?: string } = {}): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sales_order (increment_id, client_order_id, customer_id, email, store_code, store_id, language, status, payment_status,
                              subtotal, subtotal_incl_tax, tax_amount, shipping_amount, shipping_incl_tax, discount_amount, grand_total,
                              coupon_code, payment_method, shipping_address, billing_address, totals, payload, created_at, updated_at, transferred_at)
     VALUES ($1, $2, $3, 'mari@example.ee', $4, 2, 'et', $5, $6, 30, 37.2, 7.2 + 0.96, 4, 4.96, -3, 39.16, 'NEWS-ABCDEFGH', 'cashondelivery',
             $7::jsonb, $7::jsonb, '{}', '{}', $8, $8, $8) RETURNING id`,
    [`1000000${n}`, `client-${n}-${customerId}`, customerId, extra.store_code ?? 'est', extra.status ?? 'pending', extra.payment_status ?? 'pending', JSON.stringify(billing), createdAt],
  );
  const id = rows[0]?.id as number;
  await db.query(
    `INSERT INTO sales_order_item (order_id, product_id, sku, name, product_type, qty, price, price_incl_tax, tax_percent, tax_amount, row_total, row_total_incl_tax)
     VALUES ($1, 1, 'BP-1', 'Brake pads', 'simple', 2, 15, 18.6, 24, 7.2, 30, 37.2)`,
    [id],
  );
  return id;
}

forEachDatabase('user API: order history', ({ db }) => {
  const { app } = useCommerceApp(db, [userRoutes]);

  const call = async (url: string) => {
    const res = await app().inject({ method: 'GET', url });
    const body = res.json() as { code: number; result: unknown };
    expect(body.code).toBe(res.statusCode);
    return body;
  };
  const customer = async (mail: string) => {
    const created = await app().inject({ method: 'POST', url: '/api/user/create', payload: { customer: { email: mail, firstname: 'Mari', lastname: 'Maasikas' }, password: 'secret-password' } });
    const login = await app().inject({ method: 'POST', url: '/api/user/login', payload: { username: mail, password: 'secret-password' } });
    return { id: (created.json() as { result: { id: number } }).result.id, token: (login.json() as { result: string }).result };
  };

  describe('GET /api/user/order-history', () => {
    it("answers the customer's orders newest first, with their lines, 20 per page by default", async () => {
      const mari = await customer('mari.history@example.ee');
      const other = await customer('other.history@example.ee');
      await insertOrder(db(), mari.id, 1, '2026-05-01T10:00:00Z', { status: 'processing', payment_status: 'paid', store_code: 'eng' });
      const newest = await insertOrder(db(), mari.id, 2, '2026-05-20T10:00:00Z');
      await insertOrder(db(), other.id, 3, '2026-05-25T10:00:00Z');
      await insertOrder(db(), null, 4, '2026-05-26T10:00:00Z');

      const history = (await call(`/api/user/order-history?token=${mari.token}`)).result as OrderHistoryPage;
      expect(history.total_count).toBe(2);
      expect(history.search_criteria).toEqual({ page_size: 20, current_page: 1 });
      expect(history.items.map((item) => item.increment_id)).toEqual(['10000002', '10000001']);
      expect(history.items[0]).toEqual({
        entity_id: newest,
        increment_id: '10000002',
        created_at: '2026-05-20T10:00:00.000Z',
        status: 'pending',
        state: 'new',
        store_name: 'Eesti',
        grand_total: 39.16,
        total_due: 39.16,
        tax_amount: 8.16,
        shipping_amount: 4,
        shipping_incl_tax: 4.96,
        shipping_tax_amount: 0.96,
        subtotal: 30,
        subtotal_incl_tax: 37.2,
        discount_amount: -3,
        coupon_code: 'NEWS-ABCDEFGH',
        // Read by Vue Storefront 1's My orders pages (issue 22 item 4): the names, the payment's title, the shipping assignment.
        customer_firstname: 'Mari',
        customer_lastname: 'Maasikas',
        payment: { method: 'cashondelivery', additional_information: ['Cash On Delivery'] },
        billing_address: billing,
        shipping_address: billing,
        extension_attributes: { shipping_assignments: [{ shipping: { address: billing, method: null } }] },
        items: [{ sku: 'BP-1', name: 'Brake pads', qty_ordered: 2, price: 15, price_incl_tax: 18.6, row_total: 30, row_total_incl_tax: 37.2, product_type: 'simple' }],
      });
      // Paid: nothing is due.
      expect(history.items[1]).toMatchObject({ status: 'processing', state: 'processing', store_name: 'English', total_due: 0 });
    });

    it('pages with pageSize and currentPage and validates them', async () => {
      const jaan = await customer('jaan.history@example.ee');
      for (let n = 0; n < 5; n++) await insertOrder(db(), jaan.id, 10 + n, `2026-04-0${n + 1}T10:00:00Z`);
      const page = (await call(`/api/user/order-history?token=${jaan.token}&pageSize=2&currentPage=2`)).result as OrderHistoryPage;
      expect(page.items.map((item) => item.increment_id)).toEqual(['100000012', '100000011']);
      expect(page).toMatchObject({ total_count: 5, search_criteria: { page_size: 2, current_page: 2 } });
      expect(((await call(`/api/user/order-history?token=${jaan.token}&pageSize=2&currentPage=4`)).result as OrderHistoryPage).items).toEqual([]);
      expect(await call(`/api/user/order-history?token=${jaan.token}&pageSize=0`)).toEqual({ code: 400, result: 'pageSize: Must be at least 1.' });
      expect(await call(`/api/user/order-history?token=${jaan.token}&pageSize=101`)).toEqual({ code: 400, result: 'pageSize: Must be at most 100.' });
      expect(await call(`/api/user/order-history?token=${jaan.token}&currentPage=x`)).toEqual({ code: 400, result: 'currentPage: Must be an integer.' });
      expect(await call('/api/user/order-history?token=nope')).toEqual({ code: 401, result: NOT_AUTHORIZED });
    });
  });
});
