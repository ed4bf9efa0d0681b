import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderPage from './order-page';
import type { OrderSummary } from './orders-api';
import OrdersPage from './orders-page';
import { renderAccountPage, type FakeApi } from './test-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = (n: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  entity_id: n,
  increment_id: String(100000000 + n),
  created_at: '2024-03-05T07:04:00Z',
  status: 'pending',
  grand_total: 10 * n,
  subtotal_incl_tax: 10 * n - 5,
  shipping_amount: 4.03,
  shipping_incl_tax: 5,
  tax_amount: 2,
  discount_amount: 0,
  coupon_code: null,
  payment: { method: 'cashondelivery' },
  billing_address: { firstname: 'Mari', lastname: 'Maasikas', street: ['Pikk 1'], city: 'Tallinn', postcode: '10123', country_id: 'EE' },
  shipping_address: { firstname: 'Mari', lastname: 'Maasikas', street: ['Lai 2'], city: 'Tartu', postcode: '50050', country_id: 'EE' },
  items: [{ sku: `SKU-${n}`, name: `Brake pad ${n}`, qty_ordered: 1, price_incl_tax: 10 * n - 5, row_total_incl_tax: 10 * n - 5 }],
  ...overrides,
});

/** 45 orders, 20 a page. */
const history =
  (count: number): FakeApi =>
  ({ path }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname !== '/api/user/order-history') return { code: 404, result: 'not found' };
    const size = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('currentPage'));
    const all = Array.from({ length: count }, (_, i) => order(i + 1));
    return { code: 200, result: { items: all.slice((page - 1) * size, page * size), total_count: count, search_criteria: { page_size: size, current_page: page } } };
  };

const list = (url: string, api: FakeApi, loggedIn = true) => renderAccountPage(<OrdersPage />, { api, url, path: '/my-account/orders', loggedIn });

describe('My orders', () => {
  it('tells a guest to log in and calls no API', async () => {
    const { calls } = await list('/my-account/orders', history(3), false);
    expect((await screen.findByRole('alert')).textContent).toBe('You need to be logged in to see this page');
    expect(calls).toEqual([]);
  });

  it('shows the loading state, then the orders of page 1 with number, date, total and translated status', async () => {
    const { calls } = await list('/my-account/orders', history(45));
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(within(rows[1]!).getByRole('link', { name: '#100000001' }).getAttribute('href')).toBe('/my-account/orders/100000001');
    expect(rows[1]!.textContent).toContain('09:04 5-3-2024');
    expect(rows[1]!.textContent).toContain('Pending');
    expect(calls[0]?.path).toBe('/api/user/order-history?token=&pageSize=20&currentPage=1');
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/my-account/orders?page=3');
  });

  it('reads the page from the URL', async () => {
    const { calls } = await list('/my-account/orders?page=3', history(45));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(calls[0]?.path).toContain('currentPage=3');
  });

  it('says when there are no orders', async () => {
    await list('/my-account/orders', history(0));
    expect((await screen.findByText('You have no orders yet.')).tagName).toBe('P');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the history cannot be loaded', async () => {
    await list('/my-account/orders', () => ({ code: 500, result: 'boom' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your orders could not be loaded. Try again in a few seconds.');
  });
});

describe('My order', () => {
  const detail = (id: string, api: FakeApi) => renderAccountPage(<OrderPage />, { api, url: `/my-account/orders/${id}`, path: '/my-account/orders/:orderId' });

  it('finds an order on a later page and shows its items, totals and addresses', async () => {
    const { calls } = await detail('100000025', history(45));
    const items = await screen.findByRole('table', { name: 'Items' });
    expect(within(items).getByRole('rowheader', { name: 'Brake pad 25' })).toBeTruthy();
    expect(calls.map((c) => new URL(c.path, 'http://x').searchParams.get('currentPage'))).toEqual(['1', '2']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order #100000025');
    expect(screen.getByText('Grand total')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipping address' }).nextElementSibling?.textContent).toContain('Lai 2');
  });

  it('shows the shipping the checkout charged (tax included), so the lines, discount and shipping add up to the grand total', async () => {
    // As the server stores a DPD order of 2 × 37.20 with a 10 % coupon: shipping 4.00 before tax, 5.00 charged.
    const charged = order(7, {
      subtotal_incl_tax: 74.4,
      discount_amount: -7.44,
      coupon_code: 'SAVE10',
      shipping_amount: 4,
      shipping_incl_tax: 5,
      tax_amount: 13.95,
      grand_total: 71.96,
      items: [{ sku: 'BP-1', name: 'Brake pads', qty_ordered: 2, price_incl_tax: 37.2, row_total_incl_tax: 74.4 }],
    });
    await detail(charged.increment_id, () => ({ code: 200, result: { items: [charged], total_count: 1 } }));
    await screen.findByRole('table', { name: 'Items' });
    const value = (term: string) => {
      const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
      return dt?.nextElementSibling?.textContent ?? '';
    };
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d,.-]/g, '').replace(',', '.')) * 100);
    expect(cents(value('Shipping'))).toBe(500);
    const lines = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row').slice(1);
    const lineCents = lines.reduce((sum, row) => sum + cents(row.lastElementChild?.textContent ?? ''), 0);
    expect(lineCents + cents(value('Discount (SAVE10)')) + cents(value('Shipping'))).toBe(cents(value('Grand total')));
    expect(cents(value('Grand total'))).toBe(7196);
  });

  it('says when the order is not the customer’s', async () => {
    await detail('999', history(45));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such order in your account.');
  });
});
