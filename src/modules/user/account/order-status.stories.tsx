import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { createLinkHelper } from '../../../kernel/store-view';
import { testStoreView } from '../../../kernel/testing';
import type { FakeApi } from '../../../kernel/testing/fake-api';
import { eachLanguage, LanguageFrames, ModuleStoryFrame } from '../../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../../ui/story-phone';
import { loadUserStory, userLanguages, userLocales } from '../account-story.fixtures';
import type { OrderStatus } from './order-status';
import OrderStatusPage from './order-status-page';
import { accountRoutes } from './routes';

const link = createLinkHelper(testStoreView, [...accountRoutes, { name: 'my-account', path: '/my-account' }]);

/** A guest's order paid on delivery: two parts, the SAVE10 coupon, DPD. */
const ORDER: OrderStatus = {
  increment_id: '200000042',
  created_at: '2024-03-05T07:04:00Z',
  status: 'processing',
  store_code: 'test',
  items: [
    { sku: 'ATE-13.0460-7184.2', name: 'Brake pads ATE 13.0460-7184.2', qty_ordered: 2, price_incl_tax: 37.2, row_total_incl_tax: 74.4 },
    { sku: 'BOSCH-3397118911', name: 'Wiper blade Bosch 600 mm', qty_ordered: 1, price_incl_tax: 20.6, row_total_incl_tax: 20.6 },
  ],
  subtotal_incl_tax: 95,
  discount_amount: -9.5,
  coupon_code: 'SAVE10',
  shipping: { carrier_code: 'flatrate', method_code: 'flatrate', amount_incl_tax: 5 },
  payment: { method: 'cashondelivery' },
  tax_amount: 17.51,
  grand_total: 90.5,
};

/** POST /api/order/status: the order for its number and e-mail, the one 404 otherwise. */
const server: FakeApi = ({ body }) => {
  const { orderNumber, email } = body as { orderNumber: string; email: string };
  return orderNumber === ORDER.increment_id && email === 'mari@example.ee' ? { code: 200, result: ORDER } : { code: 404, result: 'No order was found with this order number and e-mail address.' };
};

const meta = {
  title: 'Modules/User/Order status',
  parameters: { layout: 'fullscreen', url: '/order-status?order=200000042' },
  loaders: [() => loadUserStory({ api: server })],
  render: (_args, { loaded: { kernel, i18n }, parameters }) => (
    <MemoryRouter initialEntries={[parameters.url as string]}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
        <Routes>
          <Route path="/order-status" element={<OrderStatusPage />} />
        </Routes>
      </ModuleStoryFrame>
    </MemoryRouter>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the thank-you page: the number filled in, the e-mail to type. */
export const NumberFilledIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
    await expect(canvas.getByLabelText('Order number')).toHaveValue('200000042');
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('');
  },
};

/** An empty submit: the spec's messages beside the fields and in the focused summary; nothing is asked. */
export const Problems: Story = {
  parameters: { url: '/order-status' },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show the order' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole('link', { name: 'Field is required.' })).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Order number'), 'A-42');
    await expect(within(summary).getByRole('link', { name: 'Please provide valid order number.' })).toBeVisible();
    await expect(loaded.calls).toEqual([]);
  },
};

/** The right number and e-mail: status, date, lines, coupon, shipping, payment and total. */
export const Found: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mari@example.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the order' }));
    const result = within(await canvas.findByRole('region', { name: 'Order #200000042' }));
    await expect(result.getByRole('heading', { name: 'Order #200000042' })).toHaveFocus();
    await expect(result.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual(['Brake pads ATE 13.0460-7184.2', 'Wiper blade Bosch 600 mm']);
    await expect([...canvasElement.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Status',
      'Date',
      'Subtotal',
      'Discount (SAVE10)',
      'Shipping',
      'Payment method',
      'Tax',
      'Grand total',
    ]);
    await expect(result.getByText(/DPD Courier/)).toBeVisible();
    await expect(result.getByText('Cash on delivery')).toBeVisible();
  },
};

/** A wrong e-mail: the one answer that does not tell which of the two was wrong. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'kati@example.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the order' }));
    await expect(await canvas.findByText('No order was found with this order number and e-mail address.')).toHaveAttribute('role', 'alert');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

const LONG_ORDER: OrderStatus = {
  ...ORDER,
  items: [
    { sku: 'ATE-13.0460-7184.2-CERAMIC-VA-SPORT', name: 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', qty_ordered: 2, price_incl_tax: 1237.2, row_total_incl_tax: 2474.4 },
    { sku: 'KFP-RELAIS', name: 'Kraftstoffförderpumpenrelaisschaltkreisunterbrecher', qty_ordered: 1, price_incl_tax: 20.6, row_total_incl_tax: 20.6 },
  ],
};

/** A found order with long part names on a 320 px phone: the lines and totals stay inside the page. */
export const LongTextsOnAPhone: Story = {
  loaders: [() => loadUserStory({ api: () => ({ code: 200, result: LONG_ORDER }) })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'kristjan-sebastian.vahtramae-kuusemets@autoremonditookoda.example.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the order' }));
    await expect(await canvas.findByRole('region', { name: 'Order #200000042' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: the form's heading and button in each. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loadUserStory({ api: server })), i18ns: await userLanguages() })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns }, parameters }) => (
    <MemoryRouter initialEntries={[parameters.url as string]}>
      <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
        {() => (
          <Routes>
            <Route path="/order-status" element={<OrderStatusPage />} />
          </Routes>
        )}
      </LanguageFrames>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = userLocales[language].account;
      await expect(await frame.findByRole('heading', { level: 1, name: texts['Order status'] })).toBeVisible();
      await expect(frame.getByRole('button', { name: texts['Show the order'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
