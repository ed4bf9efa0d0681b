import { describe, expect, it } from 'vitest';
import { createOrderValidator, type OrderPayload } from './order';

const address = { firstname: 'Mari', lastname: 'Maasikas', street: ['Narva mnt 5'], city: 'Tallinn', postcode: '10117', country_id: 'EE' };

/** A minimal valid order as Vue Storefront sends it (with its extra fields and client prices). */
const sampleOrder = (): OrderPayload => ({
  order_id: '1718000000000-abc',
  user_id: '',
  cart_id: null,
  store_code: 'est',
  created_at: '2026-06-01T11:59:00.000Z',
  transmited: false,
  products: [{ sku: 'BP-1', qty: 2, price: 0.01, priceInclTax: 0.01, name: 'Brake pads' }],
  addressInformation: {
    shippingAddress: { ...address, telephone: '+372 5555 5555' },
    billingAddress: { ...address, email: 'mari@example.com' },
    shipping_method_code: 'flatrate',
    shipping_carrier_code: 'flatrate',
    payment_method_code: 'cashondelivery',
    payment_method_additional: {},
  },
  extra_field: { anything: true },
});

describe('the order payload schema', () => {
  const validate = createOrderValidator();

  it('accepts an order with unknown extra fields and client prices', () => {
    expect(validate(sampleOrder())).toBeNull();
    const virtual = sampleOrder();
    delete virtual.addressInformation.shippingAddress;
    virtual.addressInformation.shipping_method_code = null;
    expect(validate(virtual)).toBeNull();
  });

  it('answers every error with instancePath, keyword, message and params only', () => {
    const order = sampleOrder() as unknown as Record<string, unknown> & OrderPayload;
    order.order_id = 'has spaces';
    order.products = [{ sku: '', qty: 0 }];
    order.addressInformation.billingAddress = { ...address, country_id: 'ee', email: 'not-an-email' };
    const errors = validate(order);
    expect(errors?.map((e) => `${e.instancePath} ${e.keyword}`).sort()).toEqual([
      '/addressInformation/billingAddress/country_id pattern',
      '/addressInformation/billingAddress/email pattern',
      '/order_id pattern',
      '/products/0/qty exclusiveMinimum',
      '/products/0/sku minLength',
    ]);
    for (const error of errors ?? []) expect(Object.keys(error).sort()).toEqual(['instancePath', 'keyword', 'message', 'params']);
  });

  it('requires the order id, 1 to 100 products, a billing address with e-mail and a payment method', () => {
    const keywords = (body: unknown) => validate(body)?.map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`);
    expect(keywords({})).toEqual([
      ' required {"missingProperty":"order_id"}',
      ' required {"missingProperty":"products"}',
      ' required {"missingProperty":"addressInformation"}',
    ]);
    expect(keywords({ ...sampleOrder(), products: [] })).toEqual(['/products minItems {"limit":1}']);
    const many = Array.from({ length: 101 }, () => ({ sku: 'BP-1', qty: 1 }));
    expect(keywords({ ...sampleOrder(), products: many })).toEqual(['/products maxItems {"limit":100}']);
    const { email: _email, ...noEmail } = sampleOrder().addressInformation.billingAddress;
    expect(keywords({ ...sampleOrder(), addressInformation: { billingAddress: noEmail } })).toEqual([
      '/addressInformation required {"missingProperty":"payment_method_code"}',
      '/addressInformation/billingAddress required {"missingProperty":"email"}',
    ]);
  });

  it('bounds quantities, ids, streets and text lengths', () => {
    const order = sampleOrder();
    expect(validate({ ...order, order_id: 'x'.repeat(65) })?.[0]?.keyword).toBe('maxLength');
    expect(validate({ ...order, products: [{ sku: 'BP-1', qty: 10001 }] })?.[0]?.keyword).toBe('maximum');
    expect(validate({ ...order, products: [{ sku: 'BP-1', qty: '2' }] })?.[0]?.keyword).toBe('type');
    expect(validate({ ...order, products: [{ sku: 'BP-1', qty: 10000 }, { sku: 'BP-2', qty: 0.5 }] })).toBeNull();
    const billing = order.addressInformation.billingAddress;
    const withBilling = (patch: Record<string, unknown>) => ({ ...order, addressInformation: { ...order.addressInformation, billingAddress: { ...billing, ...patch } } });
    expect(validate(withBilling({ street: ['a', 'b', 'c', 'd'] }))?.[0]?.keyword).toBe('maxItems');
    expect(validate(withBilling({ street: [] }))?.[0]?.keyword).toBe('minItems');
    expect(validate(withBilling({ city: 'x'.repeat(101) }))?.[0]?.keyword).toBe('maxLength');
    expect(validate(withBilling({ region_id: 12, region: null, company: null }))).toBeNull();
  });
});
