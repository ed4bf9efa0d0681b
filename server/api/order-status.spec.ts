import { describe, expect, it } from 'vitest';
import type { Queryable } from '../storage/port';
import { forEachDatabase } from '../testing';
import { useCommerceApp } from '../commerce/users/testing';
import { LOGIN_LIMITS } from '../commerce/users';
import { ORDER_NOT_FOUND, sameEmail, type OrderStatus } from '../commerce/orders/status';
import { orderStatusRoutes } from './order-status';
import { ORDER_NUMBER_MESSAGE } from '../../contract/order-status';

const address = { firstname: 'Mari', lastname: 'Maasikas', street: ['Pikk 1'], city: 'Tallinn', postcode: '10111', country_id: 'EE', telephone: '+372 5555 1234' };

/** A guest's cash-on-delivery order as the order API stores it (DPD, 5,00 € incl. tax). */
async function insertOrder(db: Queryable, incrementId: string, email: string): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sales_order (increment_id, client_order_id, customer_id, email, store_code, store_id, language, status, payment_status,
                              subtotal, subtotal_incl_tax, tax_amount, shipping_amount, shipping_incl_tax, discount_amount, grand_total,
                              coupon_code, shipping_carrier_code, shipping_method_code, payment_method, shipping_address, billing_address,
                              totals, payload, created_at, updated_at, transferred_at)
     VALUES ($1, $2, NULL, $3, 'est', 2, 'et', 'pending', 'pending', 30, 37.2, 8.2, 4, 5, 0, 42.2, NULL, 'flatrate', 'flatrate',
             'cashondelivery', $4::jsonb, $4::jsonb, '{}', '{}', '2026-05-20T10:00:00Z', '2026-05-20T10:00:00Z', '2026-05-20T10:00:00Z') RETURNING id`,
    [incrementId, `client-${incrementId}`, email, JSON.stringify(address)],
  );
  await db.query(
    `INSERT INTO sales_order_item (order_id, product_id, sku, name, product_type, qty, price, price_incl_tax, tax_percent, tax_amount, row_total, row_total_incl_tax)
     VALUES ($1, 1, 'BP-1', 'Brake pads', 'simple', 2, 15, 18.6, 24, 7.2, 30, 37.2)`,
    [rows[0]?.id],
  );
}

describe('sameEmail', () => {
  it('matches the same address whatever its case and spaces, and never a missing one', () => {
    expect(sameEmail('Mari@Example.ee', ' mari@example.ee ')).toBe(true);
    expect(sameEmail('mari@example.ee', 'mari@example.com')).toBe(false);
    expect(sameEmail(null, 'no-order@invalid')).toBe(false);
  });
});

forEachDatabase('order API: a guest looks an order up', ({ db }) => {
  const { app, clock } = useCommerceApp(db, [orderStatusRoutes]);
  let n = 0;
  /** A fresh client address per test: the limiter counts failures per address. */
  const ip = () => `192.0.2.${(n += 1)}`;
  const lookUp = async (payload: unknown, remoteAddress = ip()) => {
    const res = await app().inject({ method: 'POST', url: '/api/order/status', payload: payload as Record<string, unknown>, remoteAddress });
    const body = res.json() as { code: number; result: unknown };
    expect(body.code).toBe(res.statusCode);
    expect(res.headers['cache-control']).toBe('no-store');
    return body;
  };

  it("answers the order's status, date, lines, shipping, payment and totals for its number and e-mail", async () => {
    await insertOrder(db(), '200000101', 'Mari.Guest@example.ee');
    const answer = await lookUp({ orderNumber: '200000101', email: ' mari.guest@EXAMPLE.ee ' });
    expect(answer.code).toBe(200);
    expect(answer.result).toEqual<OrderStatus>({
      increment_id: '200000101',
      created_at: '2026-05-20T10:00:00.000Z',
      status: 'pending',
      store_code: 'est',
      items: [{ sku: 'BP-1', name: 'Brake pads', qty_ordered: 2, price_incl_tax: 18.6, row_total_incl_tax: 37.2 }],
      subtotal_incl_tax: 37.2,
      discount_amount: 0,
      coupon_code: null,
      shipping: { carrier_code: 'flatrate', method_code: 'flatrate', amount_incl_tax: 5 },
      payment: { method: 'cashondelivery' },
      tax_amount: 8.2,
      grand_total: 42.2,
    });
    // Nothing beyond what the page shows: no address, phone or name.
    expect(JSON.stringify(answer.result)).not.toMatch(/Pikk|Maasikas|5555/);
  });

  it('answers the same 404 to a wrong e-mail, a wrong number and both wrong', async () => {
    await insertOrder(db(), '200000102', 'kati@example.ee');
    const wrongEmail = await lookUp({ orderNumber: '200000102', email: 'mari@example.ee' });
    const wrongNumber = await lookUp({ orderNumber: '200000999', email: 'kati@example.ee' });
    const bothWrong = await lookUp({ orderNumber: '299999999', email: 'nobody@example.ee' });
    expect(wrongEmail).toEqual({ code: 404, result: ORDER_NOT_FOUND });
    expect(wrongNumber).toEqual(wrongEmail);
    expect(bothWrong).toEqual(wrongEmail);
  });

  it('refuses a malformed body with a 400 envelope', async () => {
    for (const payload of [{}, { orderNumber: '200000101' }, { orderNumber: 'abc', email: 'mari@example.ee' }, { orderNumber: '200000101', email: 'not-an-email' }, { orderNumber: '200000101', email: 'mari@example.ee', extra: 1 }]) {
      const answer = await lookUp(payload);
      expect(answer.code).toBe(400);
      expect(typeof answer.result).toBe('string');
    }
    // A number with anything but digits answers the page's own words, not ajv's "Invalid value.".
    expect(await lookUp({ orderNumber: '2000-01', email: 'mari@example.ee' })).toEqual({ code: 400, result: `orderNumber: ${ORDER_NUMBER_MESSAGE}` });
    const res = await app().inject({ method: 'POST', url: '/api/order/status', headers: { 'content-type': 'application/json' }, payload: '{"orderNumber":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('slows an address down after the free failed look-ups like failed sign-ins (429 with Retry-After), then lets it try again', async () => {
    await insertOrder(db(), '200000103', 'tiina@example.ee');
    const attacker = '198.51.100.7';
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.free; i += 1) expect((await lookUp({ orderNumber: '200000103', email: `guess${i}@example.ee` }, attacker)).code).toBe(404);
    const res = await app().inject({ method: 'POST', url: '/api/order/status', payload: { orderNumber: '200000103', email: 'tiina@example.ee' }, remoteAddress: attacker });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.headers['cache-control']).toBe('no-store');
    // Another address (the owner's) is not held back.
    expect((await lookUp({ orderNumber: '200000103', email: 'tiina@example.ee' })).code).toBe(200);
    clock.advance(1000);
    expect((await lookUp({ orderNumber: '200000103', email: 'tiina@example.ee' }, attacker)).code).toBe(200);
  });
});
