import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../../catalogue/documents/test-fixture';
import { forEachDatabase } from '../../testing';
import { cartLines, closeCart, createCart, optionsChecksum, reachableCart } from '.';

describe('optionsChecksum', () => {
  it('is empty without options and a SHA3-224 that ignores the order of options and selections', () => {
    expect(optionsChecksum(null)).toBe('');
    expect(optionsChecksum({ extension_attributes: { configurable_item_options: [{ option_id: 1, option_value: '450' }] } })).toBe('');
    const a = optionsChecksum({ extension_attributes: { custom_options: [{ option_id: 1, option_value: 'A' }, { option_id: 2, option_value: 'B' }] } });
    const b = optionsChecksum({ extension_attributes: { custom_options: [{ option_id: '2', option_value: 'B' }, { option_id: '1', option_value: 'A' }] } });
    expect(a).toMatch(/^[0-9a-f]{56}$/);
    expect(b).toBe(a);
    expect(optionsChecksum({ extension_attributes: { custom_options: [{ option_id: 1, option_value: 'C' }] } })).not.toBe(a);
    const kit = (selections: number[], qty = 1) => optionsChecksum({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty: qty, option_selections: selections }] } });
    expect(kit([1, 2])).toBe(kit([2, 1]));
    expect(kit([1])).not.toBe(kit([2]));
    expect(kit([1], 2)).not.toBe(kit([1]));
  });
});

forEachDatabase('carts', ({ db }) => {
  it('closes a cart after its order: stamped with the order time and no longer reachable', async () => {
    const id = await createCart(db(), { customer: null, storeCode: 'est', now: FIXTURE_NOW });
    await db().query("INSERT INTO cart_item (cart_id, sku, qty, product_type, created_at, updated_at) VALUES ($1, 'BP-1', 2, 'simple', $2, $2)", [id, FIXTURE_NOW.toISOString()]);
    expect(await cartLines(db(), id)).toEqual([{ sku: 'BP-1', qty: 2, product_option: null, item_id: expect.any(Number) }]);
    const { rows } = await db().query<{ id: number }>(
      `INSERT INTO sales_order (increment_id, client_order_id, cart_id, email, store_code, store_id, language, status, subtotal, subtotal_incl_tax,
         tax_amount, shipping_amount, shipping_incl_tax, grand_total, payment_method, billing_address, totals, payload, created_at, updated_at, transferred_at)
       VALUES ('C-1', 'C-1', $1, 'a@b.ee', 'est', 2, 'et', 'pending', 0, 0, 0, 0, 0, 0, 'cashondelivery', '{}', '{}', '{}', '2026-06-02T08:00:00Z', now(), now()) RETURNING id`,
      [id],
    );
    await db().transaction((tx) => closeCart(tx, id, rows[0]?.id ?? 0));
    await expect(reachableCart(db(), id, null)).rejects.toMatchObject({ statusCode: 403, message: 'The cart is not available.' });
    const { rows: carts } = await db().query<{ is_active: boolean; updated_at: Date | string }>('SELECT is_active, updated_at FROM cart WHERE id = $1', [id]);
    expect([carts[0]?.is_active, new Date(carts[0]?.updated_at ?? 0).toISOString()]).toEqual([false, '2026-06-02T08:00:00.000Z']);
  });

  it("reaches a guest cart by id and a customer's cart only with that customer", async () => {
    const { rows } = await db().query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, store_id) VALUES ('c@b.ee', 'C', 'B', 'x', 2) RETURNING id");
    const customerId = rows[0]?.id ?? 0;
    const guest = await createCart(db(), { customer: null, storeCode: 'est', now: FIXTURE_NOW });
    const own = await createCart(db(), { customer: { id: customerId, email: 'c@b.ee' }, storeCode: 'est', now: FIXTURE_NOW });
    expect((await reachableCart(db(), guest, null)).id).toBe(guest);
    expect((await reachableCart(db(), guest, { id: customerId })).id).toBe(guest);
    expect((await reachableCart(db(), own, { id: customerId })).email).toBe('c@b.ee');
    await expect(reachableCart(db(), own, null)).rejects.toMatchObject({ statusCode: 403 });
    await expect(reachableCart(db(), own, { id: customerId + 1 })).rejects.toMatchObject({ statusCode: 403 });
    await expect(reachableCart(db(), undefined, null)).rejects.toMatchObject({ statusCode: 403 });
  });
}, FIXTURE_DATABASE);
