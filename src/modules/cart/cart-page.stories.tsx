import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { recordingModule, testStoreView } from '../../kernel/testing';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import CartPage from './cart-page';
import { cartPageRoute } from './cart-route';
import { cartSyncFixture, cartViewsModule, serverShown, serverTotalsWithCoupon, totalsShown } from './cart-page.fixtures';
import en from './locales/en.json';
import { lineAdded, testLine } from './test-lines';

const link = createLinkHelper(testStoreView, [
  { name: 'home', path: '/' },
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'checkout', path: '/checkout' },
  cartPageRoute,
]);

const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
const seeded = (events: EventDraft[]) => loadModuleStory([notifications, cartViewsModule, cartSyncFixture], 'cart', en, { events });

const brakePads = testLine('L1', 'BP', {
  name: 'Brake pads ATE 13.0460-7184.2',
  slug: 'brake-pads',
  price: 37.2,
  qty: 2,
  product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'Front axle' }] } },
});
const wiper = testLine('L2', 'WB', { name: 'Wiper blade Bosch 600 mm', slug: 'wiper-blade', price: 20.6, stockMessage: { type: 'error', message: 'Out of the stock!' } });

const meta = {
  title: 'Modules/CartPage',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <CartPage />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cart with a coupon and an out-of-stock line: the server's totals in the spec's order, the saving in green. */
export const WithCoupon: Story = {
  loaders: [() => seeded([lineAdded(brakePads), lineAdded(wiper), totalsShown({ source: 'server', rows: serverTotalsWithCoupon, coupon: { code: 'SAVE10', discount: 9.5 }, couponForm: { status: 'done' } })])],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(canvas.getByText('Out of the stock!')).toBeVisible();
    await expect(canvas.getByText('SAVE10')).toBeVisible();
    await expect([...canvasElement.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Subtotal', 'Tax', 'Shipping', 'Discount', 'You saved', 'Grand total']);
    await expect(canvas.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  },
};

/** The shop refused the code: the message sits beside the field. */
export const CouponRefused: Story = {
  loaders: [() => seeded([lineAdded(brakePads), totalsShown({ couponForm: { status: 'failed', message: "You've entered an incorrect coupon code. Please try again." } })])],
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('Discount code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription("You've entered an incorrect coupon code. Please try again.");
  },
};

/** Offline or before the first sync: the totals are the lines' estimate, and the cart is being synced. */
export const EstimateWhileSyncing: Story = {
  loaders: [() => seeded([lineAdded(brakePads), serverShown({ syncing: true })])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Updating your cart…')).toBeVisible();
    await expect(canvas.getByText('Totals are an estimate until your cart is synced with the shop.')).toBeVisible();
  },
};

/** Removing asks first; focus goes to No. */
export const RemoveAsksFirst: Story = {
  loaders: [() => seeded([lineAdded(brakePads)])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Brake pads ATE 13.0460-7184.2 from cart' }));
    await expect(canvas.getByRole('button', { name: 'No' })).toHaveFocus();
  },
};

/** An empty cart: the empty text and the way back to the shop. */
export const Empty: Story = {
  loaders: [() => seeded([])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/You have no items in your cart\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  },
};
