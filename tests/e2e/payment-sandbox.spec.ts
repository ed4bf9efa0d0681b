/**
 * The payment sandboxes in a real browser against the real server (issue 4 item 6): a guest cart and order
 * over the API, then the sandbox page used with the keyboard, back to the shop's thank-you / checkout page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

const address = (email: string, country = 'EE') => ({
  firstname: 'Mari', lastname: 'Maasikas', street: ['Pärnu mnt 10'], city: country === 'EE' ? 'Tallinn' : 'Milano',
  postcode: country === 'EE' ? '10148' : '20121', country_id: country, telephone: '+3725551234', email,
});

async function ok<T>(answer: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await answer).json()) as { code: number; result: T };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.result;
}

/** A guest cart with one oil filter and DPD courier; its grand total. */
async function guestCart(request: APIRequestContext, email: string, storeCode = 'est', country = 'EE'): Promise<{ cartId: string; total: number }> {
  const q = `storeCode=${storeCode}`;
  const cartId = await ok<string>(request.post(`/api/cart/create?${q}`, { data: {} }));
  await ok(request.post(`/api/cart/update?${q}&cartId=${cartId}`, { data: { cartItem: { sku: 'MANN-HU7020Z', qty: 1 } } }));
  const info = await ok<{ totals: { grand_total: number } }>(
    request.post(`/api/cart/shipping-information?${q}&cartId=${cartId}`, {
      data: { addressInformation: { shippingAddress: address(email, country), billingAddress: address(email, country), shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' } },
    }),
  );
  return { cartId, total: info.totals.grand_total };
}

const orderBody = (cartId: string, email: string, method: string, extra: Record<string, unknown> = {}, country = 'EE') => ({
  order_id: `e2e-${method}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  cart_id: cartId,
  products: [{ sku: 'MANN-HU7020Z', qty: 1 }],
  addressInformation: { shippingAddress: address(email, country), billingAddress: address(email, country), shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', payment_method_code: method, ...extra },
});

for (const [button, page] of [['Approve payment', 'thank-you-page'], ['Cancel', 'see-you-page']] as const) {
  test(`bank link sandbox: ${button} returns to the ${page}`, async ({ page: browser, request }) => {
    const email = `bank-${Date.now()}@example.com`;
    const { cartId, total } = await guestCart(request, email);
    const placed = await ok<{ orderNumber: string }>(request.post('/api/order', { data: orderBody(cartId, email, 'makecommerce') }));
    const transaction = await ok<{ payment_methods: { other: { url: string }[] } }>(
      request.post('/api/ext/make-commerce/create-transaction', {
        data: { transaction: { amount: total, currency: 'EUR', reference: placed.orderNumber }, customer: { email, ip: '127.0.0.1', country: 'ee', locale: 'et' } },
      }),
    );
    await browser.goto(new URL(transaction.payment_methods.other[0]!.url).pathname);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText('Bank link (sandbox)');
    await expect(browser.getByText(placed.orderNumber)).toBeVisible();
    // Keyboard only: focus the button and press Enter.
    await browser.getByRole('button', { name: button }).focus();
    await browser.keyboard.press('Enter');
    await expect(browser).toHaveURL(new RegExp(`/${page}\\?order=${placed.orderNumber}$`));
  });
}

test('card sandbox on the Italian view: 3-D Secure, approve, the same order goes through', async ({ page: browser, request }) => {
  const email = `card-${Date.now()}@example.com`;
  const { cartId } = await guestCart(request, email, 'ap24_italy_en', 'IT');
  const order = { ...orderBody(cartId, email, 'stripe_payments', { payment_method_additional: { token: 'pm_card_threeDSecure2Required:visa:3155' } }, 'IT'), store_code: 'ap24_italy_en' };
  const first = (await (await request.post('/api/order', { data: order })).json()) as { code: number; result: string };
  expect(first.code).toBe(402);
  const secret = /^Authentication Required: (pi_[A-Za-z0-9]+)_secret_/.exec(first.result);
  expect(secret).not.toBeNull();
  await browser.goto(`/api/ext/payment-sandbox/stripe/${secret![1]}`);
  await browser.getByRole('button', { name: 'Approve payment' }).click();
  await expect(browser).toHaveURL(/\/ap24_italy_en\/checkout$/);
  const placed = await ok<{ orderNumber: string }>(request.post('/api/order', { data: order }));
  expect(placed.orderNumber).toMatch(/^10\d{8}$/);
});
