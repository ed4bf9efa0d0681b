import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { createLinkHelper } from '../../../kernel/store-view';
import { testStoreView } from '../../../kernel/testing';
import type { ApiCall, FakeApi } from '../../../kernel/testing/fake-api';
import { eachLanguage, LanguageFrames, ModuleStoryFrame } from '../../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../../ui/story-phone';
import { UiLinkProvider, type UiLinkProps } from '../../../ui';
import { loadUserStory, mari, userLanguages, userLocales } from '../account-story.fixtures';
import OrderPage from './order-page';
import type { OrderSummary } from './orders-api';
import OrdersPage from './orders-page';
import { accountRoutes } from './routes';

const link = createLinkHelper(testStoreView, [...accountRoutes, { name: 'my-account', path: '/my-account' }]);

/** Internal links navigate inside the story's memory router, as the app's router links do, so pages can be followed. */
function StoryRouterLink({ href, ...rest }: UiLinkProps) {
  return <Link to={href} {...rest} />;
}

const PARTS = [
  { sku: 'ATE-13.0460-7184.2', name: 'Brake pads ATE 13.0460-7184.2', price: 37.2 },
  { sku: 'MANN-HU7020Z', name: 'Oil filter MANN HU 7020 z', price: 11.9 },
  { sku: 'BOSCH-3397118911', name: 'Wiper blade Bosch 600 mm', price: 14.5 },
  { sku: 'NGK-BKR6E', name: 'Spark plug NGK BKR6E', price: 6.4 },
];
const STATUSES = ['complete', 'complete', 'processing', 'canceled', 'pending_payment'];

/** Order number `100000000 + n`, placed `n` days into 2024 (a higher number is newer). */
function order(n: number): OrderSummary {
  const part = PARTS[n % PARTS.length]!;
  const qty = 1 + (n % 3);
  const subtotal = Math.round(part.price * qty * 100) / 100;
  const address = { firstname: 'Mari', lastname: 'Maasikas', street: ['Pikk 1'], city: 'Tallinn', postcode: '10123', country_id: 'EE', telephone: '+372 5123 4567' };
  return {
    entity_id: n,
    increment_id: String(100000000 + n),
    created_at: new Date(Date.UTC(2024, 0, n, 7, 4)).toISOString(),
    status: STATUSES[n % STATUSES.length]!,
    grand_total: subtotal + 5,
    subtotal_incl_tax: subtotal,
    shipping_amount: 4.03,
    shipping_incl_tax: 5,
    tax_amount: Math.round((subtotal * 24) / 124 * 100) / 100,
    discount_amount: 0,
    coupon_code: null,
    payment: { method: 'cashondelivery' },
    billing_address: address,
    shipping_address: address,
    items: [{ sku: part.sku, name: part.name, qty_ordered: qty, price_incl_tax: part.price, row_total_incl_tax: subtotal }],
  };
}

/** Order 100000025: two parts, the SAVE10 coupon, shipped to Tartu and billed to Tallinn. */
const withCoupon: OrderSummary = {
  ...order(25),
  status: 'processing',
  subtotal_incl_tax: 95,
  discount_amount: -9.5,
  coupon_code: 'SAVE10',
  shipping_amount: 4.03,
  shipping_incl_tax: 5,
  tax_amount: 17.51,
  grand_total: 90.5,
  shipping_address: { firstname: 'Mari', lastname: 'Maasikas', street: ['Lai 2'], city: 'Tartu', postcode: '50050', country_id: 'EE', telephone: '+372 5123 4567' },
  items: [
    { sku: 'ATE-13.0460-7184.2', name: 'Brake pads ATE 13.0460-7184.2', qty_ordered: 2, price_incl_tax: 37.2, row_total_incl_tax: 74.4 },
    { sku: 'BOSCH-3397118911', name: 'Wiper blade Bosch 600 mm', qty_ordered: 1, price_incl_tax: 20.6, row_total_incl_tax: 20.6 },
  ],
};

/** GET /api/user/order-history with `count` orders, newest first, `pageSize` a page (as the API pages them). */
function history(count: number): FakeApi {
  const all = Array.from({ length: count }, (_, i) => count - i).map((n) => (n === 25 ? withCoupon : order(n)));
  return ({ path }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname !== '/api/user/order-history') return { code: 404, result: 'Not found' };
    const size = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('currentPage'));
    return { code: 200, result: { items: all.slice((page - 1) * size, page * size), total_count: count, search_criteria: { page_size: size, current_page: page } } };
  };
}

const unavailable: FakeApi = () => ({ code: 500, result: 'Internal Server Error' });

/** The order history pages the calls asked for. */
const pagesAsked = (calls: readonly ApiCall[]) => calls.map((call) => new URL(call.path, 'http://localhost').searchParams.get('currentPage'));

const meta = {
  title: 'Modules/User/My orders',
  parameters: { layout: 'fullscreen', url: '/my-account/orders' },
  render: (_args, { loaded: { kernel, i18n }, parameters }) => (
    <MemoryRouter initialEntries={[parameters.url as string]}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
        <UiLinkProvider component={StoryRouterLink}>
          <Routes>
            <Route path="/my-account/orders" element={<OrdersPage />} />
            <Route path="/my-account/orders/:orderId" element={<OrderPage />} />
          </Routes>
        </UiLinkProvider>
      </ModuleStoryFrame>
    </MemoryRouter>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** 45 orders: the first 20, newest first, with number, date, total and status; the pages below lead on. */
export const FirstPage: Story = {
  loaders: [() => loadUserStory({ api: history(45), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const table = await canvas.findByRole('table', { name: 'Your orders: 45' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(within(rows[1]!).getByRole('link', { name: '#100000045' })).toHaveAttribute('href', '/my-account/orders/100000045');
    await expect(rows[1]).toHaveTextContent('Complete');
    const pages = within(canvas.getByRole('navigation', { name: 'Order pages' }));
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/my-account/orders?page=3');
    await expect(pagesAsked(loaded.calls)).toEqual(['1']);
    await expect(loaded.calls[0].path).toBe('/api/user/order-history?token=&pageSize=20&currentPage=1');

    await userEvent.click(pages.getByRole('link', { name: 'Next page' }));
    await expect(await canvas.findByRole('link', { name: '#100000025' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagesAsked(loaded.calls)).toEqual(['1', '2']);
  },
};

/** ?page=3 of 45 orders: the last 5, and a way back. */
export const LastPage: Story = {
  parameters: { url: '/my-account/orders?page=3' },
  loaders: [() => loadUserStory({ api: history(45), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const rows = within(await canvas.findByRole('table', { name: 'Your orders: 45' })).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[5]).toHaveTextContent('#100000001');
    const pages = within(canvas.getByRole('navigation', { name: 'Order pages' }));
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/my-account/orders?page=2');
    await expect(pages.getByText('Next page')).toHaveAttribute('aria-disabled', 'true');
    await expect(pagesAsked(loaded.calls)).toEqual(['3']);
  },
};

/** A few orders fit one page: no pagination. */
export const OnePage: Story = {
  loaders: [() => loadUserStory({ api: history(3), profile: mari })],
  play: async ({ canvas }) => {
    const rows = within(await canvas.findByRole('table', { name: 'Your orders: 3' })).getAllByRole('row');
    await expect(rows.slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual(['#100000003', '#100000002', '#100000001']);
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  },
};

/** A customer who never ordered: the empty text, no table. */
export const NoOrdersYet: Story = {
  loaders: [() => loadUserStory({ api: history(0), profile: mari })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The API fails: the spec's retry message as an alert. */
export const HistoryUnavailable: Story = {
  loaders: [() => loadUserStory({ api: unavailable, profile: mari })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your orders could not be loaded. Try again in a few seconds.');
  },
};

/** A guest: asked to log in, and the history is never requested. */
export const Guest: Story = {
  loaders: [() => loadUserStory({ api: history(45) })],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You need to be logged in to see this page');
    await expect(loaded.calls).toEqual([]);
  },
};

/** An order on the history's second page: found by paging; its lines, totals with the coupon, and both addresses. */
export const OrderDetail: Story = {
  parameters: { url: '/my-account/orders/100000025' },
  loaders: [() => loadUserStory({ api: history(45), profile: mari })],
  play: async ({ canvas, canvasElement, loaded }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order #100000025');
    await expect(canvas.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/my-account/orders');
    const items = within(await canvas.findByRole('table', { name: 'Items' }));
    await expect(items.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Brake pads ATE 13.0460-7184.2', 'Wiper blade Bosch 600 mm']);
    await expect(canvas.getByText(/Status: Processing/)).toBeVisible();
    await expect([...canvasElement.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Subtotal', 'Discount (SAVE10)', 'Shipping', 'Tax', 'Grand total']);
    await expect(canvas.getByRole('heading', { name: 'Shipping address' }).nextElementSibling).toHaveTextContent('Lai 2');
    await expect(canvas.getByRole('heading', { name: 'Billing address' }).nextElementSibling).toHaveTextContent('Pikk 1');
    await expect(pagesAsked(loaded.calls)).toEqual(['1', '2']);
  },
};

/** From the list to an order and back, inside the account pages. */
export const OpenAnOrder: Story = {
  parameters: { url: '/my-account/orders?page=2' },
  loaders: [() => loadUserStory({ api: history(45), profile: mari })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '#100000025' }));
    await expect(await canvas.findByRole('table', { name: 'Items' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order #100000025');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to my orders' }));
    await expect(await canvas.findByRole('table', { name: 'Your orders: 45' })).toBeVisible();
  },
};

/** An order number that is not in the customer's history. */
export const OrderNotFound: Story = {
  parameters: { url: '/my-account/orders/999' },
  loaders: [() => loadUserStory({ api: history(45), profile: mari })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no such order in your account.');
  },
};

/** Order 100000025 with a long part name, a long SKU and a long address. */
const longOrder: OrderSummary = {
  ...withCoupon,
  shipping_address: { ...withCoupon.shipping_address!, street: ['Ülemiste-Järveotsa-Lasnamäe tööstuspargi põik 123A/4-567'], city: 'Kohtla-Järve linnaosa Järve' },
  items: [
    { sku: 'ATE-13.0460-7184.2-CERAMIC-VA-SPORT', name: 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', qty_ordered: 2, price_incl_tax: 1237.2, row_total_incl_tax: 2474.4 },
    { sku: 'KFP-RELAIS', name: 'Kraftstoffförderpumpenrelaisschaltkreisunterbrecher', qty_ordered: 1, price_incl_tax: 20.6, row_total_incl_tax: 20.6 },
  ],
};
const longHistory: FakeApi = (call) => {
  const answer = history(45)(call);
  const result = answer.result as { items: OrderSummary[] };
  return { ...answer, result: { ...result, items: result.items.map((item) => (item.increment_id === longOrder.increment_id ? longOrder : item)) } };
};

/** An order with long part names and address on a 320 px phone: the items table and the addresses stay inside. */
export const LongTextsOnAPhone: Story = {
  parameters: { ...phone, url: '/my-account/orders/100000025' },
  decorators: [inPhone],
  loaders: [() => loadUserStory({ api: longHistory, profile: mari })],
  play: async ({ canvas, canvasElement }) => {
    const items = within(await canvas.findByRole('table', { name: 'Items' }));
    await expect(items.getByRole('rowheader', { name: /Kraftstoffförderpumpenrelaisschaltkreisunterbrecher/ })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: the list of three orders, its heading and statuses. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loadUserStory({ api: history(3), profile: mari })), i18ns: await userLanguages() })],
  parameters: { viewport: phone.viewport, url: '/my-account/orders' },
  render: (_args, { loaded: { kernel, i18ns }, parameters }) => (
    <MemoryRouter initialEntries={[parameters.url as string]}>
      <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
        {() => (
          <UiLinkProvider component={StoryRouterLink}>
            <Routes>
              <Route path="/my-account/orders" element={<OrdersPage />} />
            </Routes>
          </UiLinkProvider>
        )}
      </LanguageFrames>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = userLocales[language].account;
      await expect(await frame.findByRole('heading', { level: 1, name: texts['My orders'] })).toBeVisible();
      await expect(await frame.findByRole('columnheader', { name: texts['Order number'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
