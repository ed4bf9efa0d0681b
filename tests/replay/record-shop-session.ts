import { writeFileSync } from 'node:fs';
import { registerAssetStubs } from '../../scripts/asset-stubs';

/**
 * Records `fixtures/shop-session-v1.jsonl`: a scripted session of the cart, checkout, user, wishlist and vehicle
 * modules against the fake server of shop-harness.ts, with the code of the commit it runs at. Run it before bumping
 * an event's version, so the old version stays covered (see fixtures.spec.ts):
 *
 *     npx tsx tests/replay/record-shop-session.ts [out.jsonl]
 */
registerAssetStubs();
const { CUSTOMER, GOOD_COUPON, PARTS, startShop } = await import('./shop-harness');
const { kernel, vault } = await startShop('2026-11-27T14:00:00.000Z');

type Sent = Parameters<typeof kernel.dispatch>[0];
const run = async (command: Sent) => {
  await kernel.dispatch(command);
  await kernel.whenIdle();
};
const lineOf = (sku: string) => kernel.getProjection('cart/lines').items.find((line) => line.sku === sku)?.id ?? 'no-such-line';
const address = { firstName: 'Mari', lastName: 'Maasikas', country: 'EE', streetAddress: 'Pikk 1', apartmentNumber: '', city: 'Tallinn', state: '', zipCode: '10115', phoneNumber: '+372 5555 1234' };
const [pads, filter, wiper, plug] = PARTS;

// The car: from the lists, by plate (one and several vehicles, none), by type number, from the garage.
await run({ type: 'vehicle/apply', data: {} });
await run({ type: 'vehicle/selectMake', data: { option: { value: 10, label: 'Volkswagen', importValue: 'vw' } } });
await run({ type: 'vehicle/selectModel', data: { option: { value: 20, label: 'Golf VII', importValue: 'golf-7' } } });
await run({ type: 'vehicle/selectEngine', data: { option: { value: 30, label: '1.6 TDI 77 kW', importValue: '12345' } } });
await run({ type: 'vehicle/apply', data: {} });
await run({ type: 'vehicle/lookupPlate', data: { plate: 'NONE1' } });
await run({ type: 'vehicle/lookupPlate', data: { plate: 'TWO22' } });
await run({ type: 'vehicle/choosePlateVehicle', data: { ktypnr: 12346 } });
await run({ type: 'vehicle/selectByKtype', data: { ktypnr: 99999 } });
await run({ type: 'vehicle/selectByKtype', data: { ktypnr: 23456 } });
await run({ type: 'vehicle/switchCar', data: { engineId: 30 } });
await run({ type: 'vehicle/forgetCar', data: { engineId: 31 } });

// The wishlist and the cart as a guest.
await run({ type: 'wishlist/add', data: { product: wiper } });
await run({ type: 'wishlist/add', data: { product: plug } });
await run({ type: 'wishlist/remove', data: { sku: plug.sku } });
await run({ type: 'cart/addItem', data: { product: pads, qty: 1 } });
await run({ type: 'cart/addItem', data: { product: pads, qty: 1 } });
await run({ type: 'cart/addItem', data: { product: filter, qty: 2 } });
await run({ type: 'cart/addItem', data: { product: plug, qty: 1 } });
await run({ type: 'cart/addItem', data: { product: wiper, qty: 1 } });
await run({ type: 'cart/updateQuantity', data: { lineId: lineOf(filter.sku), qty: 3 } });
await run({ type: 'cart/updateQuantity', data: { lineId: lineOf(filter.sku), qty: 4 } });
await run({ type: 'cart/updateQuantity', data: { lineId: lineOf(wiper.sku), qty: 3 } });
// 3 in stock: the server refuses a fourth wiper blade and the line goes back to 3.
await run({ type: 'cart/updateQuantity', data: { lineId: lineOf(wiper.sku), qty: 4 } });
await run({ type: 'cart/applyCoupon', data: { code: 'NOPE' } });
await run({ type: 'cart/applyCoupon', data: { code: GOOD_COUPON } });
await run({ type: 'cart/removeCoupon', data: {} });
await run({ type: 'cart/applyCoupon', data: { code: GOOD_COUPON } });
await run({ type: 'cart/requestRemoval', data: { lineId: lineOf(wiper.sku) } });
await run({ type: 'cart/removeItem', data: { lineId: lineOf(wiper.sku) } });
await run({ type: 'cart/openEditMode', data: { productId: pads.id, qty: 2, options: {}, lineId: lineOf(pads.sku) } });
await run({ type: 'cart/changeEditMode', data: { qty: 3 } });
await run({ type: 'cart/closeEditMode', data: {} });

// The shopper: a wrong password, a login (the guest cart merges), a profile save, a reset request.
await run({ type: 'user/showAuthView', data: { view: 'login' } });
await run({ type: 'user/login', data: { email: CUSTOMER.email, secret: vault.put({ email: CUSTOMER.email, password: 'wrong-pass' }) } });
await run({ type: 'user/login', data: { email: CUSTOMER.email, secret: vault.put({ email: CUSTOMER.email, password: CUSTOMER.password }) } });
await run({ type: 'user/updateProfile', data: { firstname: 'Mari', lastname: 'Maasikas-Tamm', email: CUSTOMER.email } });
await run({ type: 'user/changePassword', data: { secret: vault.put({ currentPassword: 'not-the-password', newPassword: 'new-secret-pass-2' }) } });

// The checkout: a refused step, every step, an edit, the order.
await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'not-an-email', createAccount: false } });
await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: CUSTOMER.email, createAccount: false } });
await run({ type: 'checkout/editPersonalDetails', data: {} });
await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas-Tamm', emailAddress: CUSTOMER.email, createAccount: false } });
await run({ type: 'checkout/requestShippingMethods', data: { country: 'EE', zipCode: '10115', city: 'Tallinn', state: '', streetAddress: 'Pikk 1' } });
await run({ type: 'checkout/saveShippingDetails', data: { ...address, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' } });
await run({ type: 'checkout/editShippingDetails', data: {} });
await run({ type: 'checkout/saveShippingDetails', data: { ...address, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' } });
await run({ type: 'checkout/savePaymentDetails', data: { ...address, sameAsShipping: true, companyInvoice: false, company: '', taxId: '', paymentMethod: 'cashondelivery', paymentMethodAdditional: {} } });
await run({ type: 'checkout/editPaymentDetails', data: {} });
await run({ type: 'checkout/savePaymentDetails', data: { ...address, sameAsShipping: true, companyInvoice: false, company: '', taxId: '', paymentMethod: 'cashondelivery', paymentMethodAdditional: {} } });
await run({ type: 'checkout/placeOrder', data: { products: [], cartId: null, couponCode: null, virtualOnly: false, owner: 'customer' } });
await run({ type: 'checkout/acceptTerms', data: { accepted: true } });
const lines = kernel.getProjection('cart/lines').items;
const server = kernel.getProjection('cart/server');
await run({
  type: 'checkout/placeOrder',
  data: { products: lines.map((line) => ({ sku: line.sku, qty: line.qty, product_option: line.product_option ? { ...line.product_option } : null })), cartId: server.cartId, couponCode: GOOD_COUPON, virtualOnly: false, owner: 'customer' },
});

// After the order: a new cart emptied, the logout (the wishlist goes with the shopper), a guest's cart again.
await run({ type: 'cart/addItem', data: { product: filter, qty: 2 } });
await run({ type: 'cart/clear', data: {} });
await run({ type: 'user/logout', data: {} });
await run({ type: 'user/resetPassword', data: { email: CUSTOMER.email } });
await run({ type: 'vehicle/clear', data: {} });
await run({ type: 'cart/addItem', data: { product: wiper, qty: 2 } });
await run({ type: 'cart/addItem', data: { product: pads, qty: 1 } });

const out = process.argv[2] ?? new URL('./fixtures/shop-session-v1.jsonl', import.meta.url).pathname;
writeFileSync(out, await kernel.log.exportLog());
console.log(`${(await kernel.log.lastSeq())} events written to ${out}`);
