import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from './order-status';
import OrderStatusPage from './order-status-page';
import { renderAccountPage, type FakeApi } from './test-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER: OrderStatus = {
  increment_id: '400000007',
  created_at: '2024-03-05T07:04:00Z',
  status: 'pending',
  store_code: 'test',
  items: [{ sku: 'BP-1', name: 'Brake pads', qty_ordered: 2, price_incl_tax: 18.6, row_total_incl_tax: 37.2 }],
  subtotal_incl_tax: 37.2,
  discount_amount: 0,
  coupon_code: null,
  shipping: { carrier_code: 'flatrate', method_code: 'flatrate', amount_incl_tax: 5 },
  payment: { method: 'cashondelivery' },
  tax_amount: 8.2,
  grand_total: 42.2,
};

/** The server: the order for its number and e-mail, the one 404 otherwise. */
const server: FakeApi = ({ path, body }) => {
  if (path !== '/api/order/status') return { code: 500, result: 'unexpected call' };
  const { orderNumber, email } = body as { orderNumber: string; email: string };
  return orderNumber === '400000007' && email === 'mari@example.ee' ? { code: 200, result: ORDER } : { code: 404, result: 'No order was found with this order number and e-mail address.' };
};

const open = (url: string, api: FakeApi = server) => renderAccountPage(<OrderStatusPage />, { api, url, path: '/order-status', loggedIn: false });

describe('order status page', () => {
  it('fills the number in from ?order= and shows the spec messages without asking the server', async () => {
    const { calls } = await open('/order-status?order=4000x');
    const number = screen.getByLabelText('Order number');
    expect((number as HTMLInputElement).value).toBe('4000x');
    fireEvent.click(screen.getByRole('button', { name: 'Show the order' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Please provide valid order number.' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Field is required.' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'mari@' } });
    expect(await within(summary).findByRole('link', { name: 'Please provide valid e-mail address.' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the order's status, date, lines, shipping, payment and total for the right number and e-mail", async () => {
    const { calls } = await open('/order-status?order=400000007');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' mari@example.ee ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the order' }));
    const result = await screen.findByRole('region', { name: 'Order #400000007' });
    expect(calls).toEqual([{ method: 'POST', path: '/api/order/status', body: { orderNumber: '400000007', email: 'mari@example.ee' } }]);
    // Focus moves to the result's heading in an effect after it is drawn.
    await waitFor(() => expect(within(result).getByRole('heading', { name: 'Order #400000007' })).toBe(document.activeElement));
    const text = result.textContent ?? '';
    expect(text).toContain('Pending');
    expect(text).toContain('5-3-2024');
    expect(within(result).getByRole('rowheader', { name: /Brake pads/ }).textContent).toContain('BP-1');
    expect(text).toContain('DPD Courier: 5.00 €');
    expect(text).toContain('Cash on delivery');
    expect(text).toContain('Grand total42.20 €');
  });

  it('says the same thing for a wrong e-mail as for a wrong number', async () => {
    await open('/order-status?order=400000007');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'kati@example.ee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the order' }));
    expect((await screen.findByText('No order was found with this order number and e-mail address.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
