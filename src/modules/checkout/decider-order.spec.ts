import { describe, expect, it } from 'vitest';
import type { CartTotals } from '../../../contract/cart';
import { given, TEST_NOW } from '../../kernel/testing';
import { CHECKOUT_TEXTS, checkoutDecider as decider } from './decider';
import { COD_FALLBACK, DPD_FALLBACK } from './logic/offers';
import type { OrderCart, PaymentDetails, PersonalDetails, ShippingDetails } from './messages';

const mari: PersonalDetails = { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false };
const address = { firstName: 'Mari', lastName: 'Maasikas', country: 'EE', streetAddress: 'Pikk 1', apartmentNumber: '2', city: 'Tallinn', state: '', zipCode: '10115', phoneNumber: '+372 5555 1234' };
const shipping: ShippingDetails = { ...address, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' };
const payment: PaymentDetails = { ...address, sameAsShipping: true, companyInvoice: false, company: '', taxId: '', paymentMethod: 'cashondelivery', paymentMethodAdditional: {} };
const cart: OrderCart = { products: [{ sku: 'FDB98647', qty: 2, product_option: null }], cartId: 'cart-1', couponCode: null, virtualOnly: false, owner: 'guest' };
const totals = { grand_total: 90, total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 90 }] } as unknown as CartTotals;

const ev = {
  personal: { type: 'checkout/personalDetailsSaved' as const, data: mari },
  requested: (requestId = 'r1') => ({ type: 'checkout/shippingMethodsRequested' as const, data: { requestId, address: { country: 'EE', zipCode: '10115', city: 'Tallinn', state: '', streetAddress: 'Pikk 1' } } }),
  shipping: { type: 'checkout/shippingDetailsSaved' as const, data: shipping },
  information: { type: 'checkout/shippingInformationReceived' as const, data: { paymentMethods: [COD_FALLBACK], totals } },
  payment: { type: 'checkout/paymentDetailsSaved' as const, data: payment },
  terms: { type: 'checkout/termsAcceptanceChanged' as const, data: { accepted: true } },
};
const ready = [ev.personal, ev.shipping, ev.information, ev.payment, ev.terms];
const started = (orderId = 'web-id-1') => ({ type: 'checkout/orderPlacementStarted' as const, data: { orderId, order: expect.objectContaining({ order_id: orderId }) as never, owner: 'guest' as const } });

describe('checkout decider: shipping (spec sections 4, 5 and 9)', () => {
  it('asks for the methods of an address and keeps only the answer to the latest question', () => {
    given(decider)
      .when({ type: 'checkout/requestShippingMethods', data: { country: 'EE', zipCode: ' 10115 ', city: 'Tallinn', state: '', streetAddress: 'Pikk 1' } })
      .then([ev.requested('id-1')]);
    const answer = [{ carrier_code: 'sameday', method_code: 'window_1300_1500', carrier_title: 'Same-day courier', method_title: 'Tallinn and Rae courier 13:00-15:00', amount: 6.56, price_incl_tax: 8, available: true }];
    given(decider, ev.requested('r1'), ev.requested('r2')).when({ type: 'checkout/recordShippingMethods', data: { requestId: 'r1', code: 200, result: answer, transmitted: true } }).then([]);
    given(decider, ev.requested('r2'))
      .when({ type: 'checkout/recordShippingMethods', data: { requestId: 'r2', code: 200, result: answer, transmitted: true } })
      .then([
        {
          type: 'checkout/shippingMethodsReceived',
          data: { requestId: 'r2', fallback: false, methods: [{ carrierCode: 'sameday', methodCode: 'window_1300_1500', carrierTitle: 'Same-day courier', methodTitle: 'Tallinn and Rae courier 13:00-15:00', amount: 6.56, priceInclTax: 8, offline: false }] },
        },
      ]);
  });

  it('falls back to DPD Courier at 4 excl. / 5 incl. tax when the server cannot be asked or offers nothing', () => {
    expect(DPD_FALLBACK).toMatchObject({ methodTitle: 'DPD Courier', amount: 4, priceInclTax: 5 });
    for (const answer of [{ code: 0, result: null, transmitted: false }, { code: 500, result: 'boom', transmitted: true }, { code: 200, result: [], transmitted: true }]) {
      given(decider, ev.requested('r1'))
        .when({ type: 'checkout/recordShippingMethods', data: { requestId: 'r1', ...answer } })
        .then([{ type: 'checkout/shippingMethodsReceived', data: { requestId: 'r1', methods: [DPD_FALLBACK], fallback: true } }]);
    }
    expect(given(decider, ev.requested('r1'), { type: 'checkout/shippingMethodsReceived', data: { requestId: 'r1', methods: [DPD_FALLBACK], fallback: true } }).state.shippingMethods.status).toBe('fallback');
  });

  it('saves the address with the spec messages: zip code of 3, phone of 5 digits, a method chosen', () => {
    given(decider, ev.personal).when({ type: 'checkout/saveShippingDetails', data: { ...shipping, city: ' Tallinn ' } }).then([ev.shipping]);
    given(decider).when({ type: 'checkout/saveShippingDetails', data: { ...shipping, zipCode: '10' } }).thenThrows('Zip code must have at least 3 letters.');
    given(decider).when({ type: 'checkout/saveShippingDetails', data: { ...shipping, phoneNumber: '12-34' } }).thenThrows('Phone number must have at least 5 numbers.');
    given(decider).when({ type: 'checkout/saveShippingDetails', data: { ...shipping, streetAddress: '' } }).thenThrows('checkout/invalid/streetAddress');
    given(decider).when({ type: 'checkout/saveShippingDetails', data: { ...shipping, shippingMethod: '' } }).thenThrows('checkout/invalid/shippingMethod');
  });

  it('the shipping information answers the payment methods and the totals; a failure offers cash on delivery', () => {
    given(decider, ev.shipping).when({ type: 'checkout/recordShippingInformation', data: { code: 200, result: { payment_methods: [{ code: 'cashondelivery', title: 'Cash On Delivery' }, { code: 'makecommerce', title: 'Bank link' }], totals }, transmitted: true } }).then([
      {
        type: 'checkout/shippingInformationReceived',
        data: { paymentMethods: [COD_FALLBACK, { code: 'makecommerce', title: 'Bank link', offline: false }], totals },
      },
    ]);
    given(decider, ev.shipping).when({ type: 'checkout/recordShippingInformation', data: { code: 0, result: null, transmitted: false } }).then([{ type: 'checkout/shippingInformationFailed', data: { code: 0, paymentMethods: [COD_FALLBACK] } }]);
  });
});

describe('checkout decider: payment and review (spec sections 4 and 5)', () => {
  it('a company invoice needs the company and a tax id of 3; a method is required', () => {
    given(decider).when({ type: 'checkout/savePaymentDetails', data: payment }).then([ev.payment]);
    given(decider).when({ type: 'checkout/savePaymentDetails', data: { ...payment, companyInvoice: true, company: 'Auto OÜ', taxId: 'EE' } }).thenThrows('Tax ID must have at least 3 letters.');
    given(decider).when({ type: 'checkout/savePaymentDetails', data: { ...payment, companyInvoice: true, company: ' ', taxId: 'EE123' } }).thenThrows('checkout/invalid/company');
    given(decider).when({ type: 'checkout/savePaymentDetails', data: { ...payment, paymentMethod: '' } }).thenThrows('checkout/invalid/paymentMethod');
    // A separate billing address follows the address rules; the same-as-shipping one is not checked again.
    given(decider).when({ type: 'checkout/savePaymentDetails', data: { ...payment, sameAsShipping: false, zipCode: '' } }).thenThrows('checkout/invalid/zipCode');
  });

  it('refuses to place without every step or without the terms', () => {
    given(decider, ev.personal, ev.shipping).when({ type: 'checkout/placeOrder', data: cart }).thenThrows(CHECKOUT_TEXTS.stepsMissing);
    given(decider, ev.personal, ev.shipping, ev.payment).when({ type: 'checkout/placeOrder', data: cart }).thenThrows('You must accept the terms and conditions.');
  });
});

describe('checkout decider: placing the order (spec sections 4 and 8)', () => {
  it('starts the order with a client order id and the payload the server expects', () => {
    given(decider, ...ready).when({ type: 'checkout/placeOrder', data: cart }).then([started('web-id-1')]);
    const spec = given(decider, ...ready);
    const events = decider.decide({ type: 'checkout/placeOrder', data: cart }, spec.state, { now: TEST_NOW, newId: () => 'abc', storeCode: 'eng' });
    expect(events[0]?.data).toMatchObject({
      orderId: 'web-abc',
      order: {
        order_id: 'web-abc',
        cart_id: 'cart-1',
        store_code: 'eng',
        products: [{ sku: 'FDB98647', qty: 2, product_option: null }],
        addressInformation: {
          shippingAddress: { firstname: 'Mari', street: ['Pikk 1', '2'], city: 'Tallinn', postcode: '10115', country_id: 'EE', telephone: '+372 5555 1234', email: 'mari@example.com' },
          billingAddress: { firstname: 'Mari', email: 'mari@example.com' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
          payment_method_code: 'cashondelivery',
        },
      },
    });
  });

  it('a second click while the order is on its way places nothing', () => {
    given(decider, ...ready, started()).when({ type: 'checkout/placeOrder', data: cart }).then([]);
  });

  it('code 200 is success: the order is recorded with the server number, the steps kept for next time', () => {
    const placed = given(decider, ...ready, started());
    placed.when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 200, result: { backendOrderId: '17', orderNumber: '000000017' }, transmitted: true } }).then([
      {
        type: 'checkout/orderPlaced',
        data: { orderId: 'web-id-1', orderNumber: '000000017', backendOrderId: '17', paymentMethod: 'cashondelivery', emailAddress: 'mari@example.com', grandTotal: 90, placedAt: TEST_NOW },
      },
    ]);
    const after = given(decider, ...ready, started(), {
      type: 'checkout/orderPlaced',
      data: { orderId: 'web-id-1', orderNumber: '000000017', backendOrderId: '17', paymentMethod: 'cashondelivery', emailAddress: 'mari@example.com', grandTotal: 90, placedAt: TEST_NOW },
    }).state;
    expect(after).toMatchObject({ placement: { status: 'idle' }, lastOrder: { orderNumber: '000000017' }, termsAccepted: false, paymentStatus: 'editing', shippingStatus: 'done', personalDetailsStatus: 'done', sentOrder: null });
    // An answer for another attempt is not this one's.
    placed.when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-other', code: 200, result: {}, transmitted: true } }).then([]);
  });

  it('400 is an internal validation error: the payload is kept in the log for support, nothing is cleared', () => {
    given(decider, ...ready, started())
      .when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 400, result: [{ instancePath: '/products' }], transmitted: true } })
      .then([
        { type: 'checkout/orderValidationFailed', data: { orderId: 'web-id-1', order: expect.objectContaining({ order_id: 'web-id-1' }) as never, errors: [{ instancePath: '/products' }] } },
        { type: 'checkout/orderPlacementFailed', data: { orderId: 'web-id-1', code: 400, message: CHECKOUT_TEXTS.internalValidation } },
      ]);
  });

  it("other refusals: the server's message, else 'Please check shipping/payment address is correct'", () => {
    given(decider, ...ready, started())
      .when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 409, result: 'Some of the ordered products are not available!', transmitted: true } })
      .then([{ type: 'checkout/orderPlacementFailed', data: { orderId: 'web-id-1', code: 409, message: 'Some of the ordered products are not available!' } }]);
    given(decider, ...ready, started())
      .when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 500, result: null, transmitted: true } })
      .then([{ type: 'checkout/orderPlacementFailed', data: { orderId: 'web-id-1', code: 500, message: 'Please check shipping/payment address is correct' } }]);
  });

  it('an order that cannot reach the server is queued for the offline-orders module, with the payload sent', () => {
    given(decider, ...ready, started())
      .when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 0, result: null, transmitted: false } })
      .then([
        {
          type: 'checkout/orderQueued',
          data: {
            orderId: 'web-id-1',
            orderNumber: '',
            backendOrderId: '',
            paymentMethod: 'cashondelivery',
            emailAddress: 'mari@example.com',
            grandTotal: 90,
            placedAt: TEST_NOW,
            queued: true,
            order: expect.objectContaining({ order_id: 'web-id-1' }) as never,
            owner: 'guest',
          },
        },
      ]);
    const queued = { type: 'checkout/orderQueued' as const, data: { orderId: 'web-id-1', orderNumber: '', backendOrderId: '', paymentMethod: 'cashondelivery', emailAddress: 'mari@example.com', grandTotal: 90, placedAt: TEST_NOW, queued: true, order: {} as never, owner: 'guest' as const } };
    const state = given(decider, ...ready, started(), queued).state;
    expect(state.lastOrder).toEqual({ orderId: 'web-id-1', orderNumber: '', backendOrderId: '', paymentMethod: 'cashondelivery', emailAddress: 'mari@example.com', grandTotal: 90, placedAt: TEST_NOW, queued: true });
    expect(state.placement.status).toBe('idle');
  });

  it("'Authentication Required' is handed to the payment module, which resends the same order or abandons it", () => {
    const stripe = { ...ev.payment, data: { ...payment, paymentMethod: 'stripe_payments' } };
    const base = [ev.personal, ev.shipping, ev.information, stripe, ev.terms, started()];
    given(decider, ...base)
      .when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 402, result: 'Authentication Required: pi_1_secret_2', transmitted: true } })
      .then([{ type: 'checkout/paymentActionRequired', data: { orderId: 'web-id-1', paymentMethod: 'stripe_payments', message: 'Authentication Required: pi_1_secret_2' } }]);
    const action = { type: 'checkout/paymentActionRequired' as const, data: { orderId: 'web-id-1', paymentMethod: 'stripe_payments', message: 'Authentication Required: pi_1_secret_2' } };
    expect(given(decider, ...base, action).state.placement.status).toBe('placing');
    given(decider, ...base, action).when({ type: 'checkout/resendOrder', data: { orderId: 'web-id-1' } }).then([started('web-id-1')]);
    given(decider, ...base, action)
      .when({ type: 'checkout/abandonPayment', data: { orderId: 'web-id-1', message: 'Your card was declined.' } })
      .then([
        { type: 'checkout/orderPlacementFailed', data: { orderId: 'web-id-1', code: 402, message: 'Your card was declined.' } },
        { type: 'checkout/paymentDetailsEditStarted', data: {} },
      ]);
  });

  it('a refused payment (402) shows its message and returns to the payment step', () => {
    given(decider, ...ready, started())
      .when({ type: 'checkout/recordOrderPlacement', data: { orderId: 'web-id-1', code: 402, result: 'Your card was declined.', transmitted: true } })
      .then([
        { type: 'checkout/orderPlacementFailed', data: { orderId: 'web-id-1', code: 402, message: 'Your card was declined.' } },
        { type: 'checkout/paymentDetailsEditStarted', data: {} },
      ]);
  });

  it('a logout forgets the steps but keeps the last order for the thank-you page', () => {
    const placed = { type: 'checkout/orderPlaced' as const, data: { orderId: 'o', orderNumber: '1', backendOrderId: '1', paymentMethod: 'cashondelivery', emailAddress: 'mari@example.com', grandTotal: 1, placedAt: TEST_NOW } };
    const state = given(decider, ...ready, started('o'), placed, { type: 'checkout/personalDetailsCleared', data: {} }).state;
    expect(state).toMatchObject({ personalDetails: null, shippingDetails: null, paymentDetails: null, lastOrder: { orderNumber: '1' } });
  });
});

describe('checkout decider: the 30-minute activity window (spec sections 4 and 9)', () => {
  const after = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();
  const enter = { type: 'checkout/enter' as const, data: {} };

  it('keeps the saved steps when the shopper comes back within 30 minutes of the last change', () => {
    given(decider, ...ready).when(enter, { now: after(29) }).then([]);
  });

  it('asks the shipping and payment steps and the terms again after it; the details stay filled in', () => {
    const lapsed = { type: 'checkout/activityWindowLapsed' as const, data: { modifiedAt: TEST_NOW } };
    given(decider, ...ready).when(enter, { now: after(31) }).then([lapsed]);
    const state = given(decider, ...ready, lapsed).state;
    expect(state).toMatchObject({ personalDetailsStatus: 'done', shippingStatus: 'editing', paymentStatus: 'editing', termsAccepted: false, totals: null, modifiedAt: null });
    expect(state.shippingDetails).toEqual(shipping);
    expect(state.paymentDetails).toEqual(payment);
    // Once asked again, a later entry changes nothing until the steps are saved again.
    given(decider, ...ready, lapsed).when(enter, { now: after(120) }).then([]);
  });

  it('leaves a checkout with nothing saved beyond the personal details, and an order on its way, alone', () => {
    given(decider, ev.personal).when(enter, { now: after(31) }).then([]);
    given(decider, ...ready, started()).when(enter, { now: after(31) }).then([]);
  });
});
