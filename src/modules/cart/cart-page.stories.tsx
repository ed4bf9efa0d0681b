import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { recordingModule, testStoreView } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import CartPage from './cart-page';
import { cartPageRoute } from './cart-route';
import { cartSyncFixture, cartViewsModule, serverShown, serverTotalsWithCoupon, totalsShown } from './cart-page.fixtures';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
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

const locales = { et, ru, en, fi, it };

/** A part with the catalogue's longest kind of name, a long option value and the longest stock message (Russian). */
const longLine = testLine('L3', 'LONG', {
  name: 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2 Ceramic',
  slug: 'bremsbelagsatz',
  price: 1234.5,
  qty: 12,
  product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'Vorderachse, Fahrzeuge mit Sportfahrwerk (M-Technik)' }] } },
  stockMessage: { type: 'error', message: ru['The product is out of stock and cannot be added to the cart!'] },
});

/** Long names, options, an error message and a coupon refusal on a 320 px phone: nothing sticks out sideways. */
export const LongTextsOnAPhone: Story = {
  loaders: [() => seeded([lineAdded(longLine), lineAdded(wiper), totalsShown({ couponForm: { status: 'failed', message: ru["You've entered an incorrect coupon code. Please try again."] } })])],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2 Ceramic')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: each frame has its heading, stock text and checkout link. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded([lineAdded(brakePads), lineAdded(wiper)])), i18ns: await languageInstances(namespaceLocales('cart', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => <CartPage />}
    </LanguageFrames>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      await expect(await frame.findByRole('heading', { level: 1, name: locales[language]['Shopping cart'] })).toBeVisible();
      await expect(frame.getByRole('link', { name: locales[language].miniCartCheckout })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
