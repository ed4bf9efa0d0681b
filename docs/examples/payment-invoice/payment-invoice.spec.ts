/**
 * "Pay by invoice" (the example of docs/extending.md, ADR 0069), registered without touching a core file:
 * the test's server gets the installed methods plus the example's server part through `deps.paymentMethods`.
 * It is offered in the Finnish view only (and only where its rule holds), accepted at order time there,
 * refused elsewhere, and refused by a server that never registered it.
 */
import { expect, it } from 'vitest';
import type { OrderAddress } from '../../../contract/order';
import { cartRoutes } from '../../../server/api/cart';
import { createOrderRoutes } from '../../../server/api/order';
import { finnishAddress, orderPayload, postOrder, setStock } from '../../../server/commerce/orders/testing';
import { createPaymentMethodRegistry, INSTALLED_PAYMENT_METHODS, orderPayments } from '../../../server/commerce/payments';
import { usePaymentsApp } from '../../../server/commerce/payments/testing';
import { forEachDatabase } from '../../../server/testing';
import { FIXTURE_DATABASE } from '../../../server/catalogue/documents/test-fixture';
import { INVOICE_CODE, INVOICE_UNPAID, invoicePaymentMethod } from './server';

const withInvoice = createPaymentMethodRegistry([...INSTALLED_PAYMENT_METHODS, invoicePaymentMethod]);

forEachDatabase('pay by invoice (the extension example)', ({ db }) => {
  const built = usePaymentsApp(db, [cartRoutes, createOrderRoutes(orderPayments)], () => ({}), withInvoice);
  const shop = usePaymentsApp(db, [cartRoutes, createOrderRoutes(orderPayments)]);
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await built().app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as { code: number; result: unknown } };
  };
  /** The codes a fresh cart of this view with one brake-pad line can pay with, once it ships to `address`. */
  const offered = async (storeCode: string, address: OrderAddress) => {
    const cartId = (await call('POST', `/api/cart/create?storeCode=${storeCode}`)).body.result as string;
    const q = `?cartId=${encodeURIComponent(cartId)}&storeCode=${storeCode}`;
    expect((await call('POST', `/api/cart/update${q}`, { cartItem: { sku: 'BP-1', qty: 1, quoteId: cartId } })).status).toBe(200);
    const answer = await call('POST', `/api/cart/shipping-information${q}`, {
      addressInformation: { shippingAddress: address, billingAddress: address, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
    });
    expect(answer.status).toBe(200);
    return (answer.body.result as { payment_methods: { code: string }[] }).payment_methods.map((m) => m.code);
  };

  it('is offered in the Finnish view for goods sent to Finland, and nowhere else', async () => {
    expect(await offered('fin', finnishAddress)).toContain(INVOICE_CODE);
    expect(await offered('fin', { ...finnishAddress, country_id: 'EE', postcode: '51007', city: 'Tartu' })).not.toContain(INVOICE_CODE);
    expect(await offered('est', finnishAddress)).not.toContain(INVOICE_CODE);
    expect(await offered('ap24_italy_it', finnishAddress)).not.toContain(INVOICE_CODE);
  });

  it('places a Finnish order paid by invoice (pending, like cash on delivery), and refuses a second while the first is unpaid', async () => {
    await setStock(db(), 1, 5);
    const email = `invoice-${Date.now()}@example.com`;
    const first = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'fin' }, email);
    first.addressInformation.payment_method_code = INVOICE_CODE;
    expect((await postOrder(built().app, first)).status).toBe(200);
    const { rows } = await db().query<{ status: string; payment_status: string; payment_method: string }>('SELECT status, payment_status, payment_method FROM sales_order WHERE client_order_id = $1', [first.order_id]);
    expect(rows).toEqual([{ status: 'pending', payment_status: 'pending', payment_method: INVOICE_CODE }]);

    const second = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'fin' }, email);
    second.addressInformation.payment_method_code = INVOICE_CODE;
    expect(await postOrder(built().app, second)).toEqual({ status: 402, body: { code: 402, result: INVOICE_UNPAID } });
  });

  it('is refused in another view, and by a shop that never registered it', async () => {
    const estonian = orderPayload([{ sku: 'BP-1', qty: 1 }]);
    estonian.addressInformation.payment_method_code = INVOICE_CODE;
    expect(await postOrder(built().app, estonian)).toEqual({ status: 400, body: { code: 400, result: 'Payment method you chose is not available at the moment' } });
    const finnish = orderPayload([{ sku: 'BP-1', qty: 1 }], { store_code: 'fin' });
    finnish.addressInformation.payment_method_code = INVOICE_CODE;
    expect(await postOrder(shop().app, finnish)).toEqual({ status: 400, body: { code: 400, result: 'Payment method "invoice" is not known to this shop.' } });
  });
}, FIXTURE_DATABASE);
