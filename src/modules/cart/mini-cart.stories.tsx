import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { Slot } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { recordingModule, testStoreView } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { cartSyncFixture, cartViewsModule, serverTotalsWithCoupon, totalsShown } from './cart-page.fixtures';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { lineAdded, testLine } from './test-lines';
import { uiStateStub } from './test-ui-state';

const link = createLinkHelper(testStoreView, [
  { name: 'simple-product', path: '/p/:parentSku/:slug' },
  { name: 'checkout', path: '/checkout' },
]);

const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
// The cart without its I/O; the fixture stands in for the sync slice's totals.
const seeded = (events: EventDraft[]) => loadModuleStory([notifications, uiStateStub, cartViewsModule, cartSyncFixture], 'cart', en, { events });

const meta = {
  title: 'Modules/MiniCart',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <Slot name="layout/headerActions" />
      <Slot name="layout/overlay" />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two parts, one with a custom option: the header counts 3 units; the drawer shows lines, subtotal and checkout. */
export const TwoParts: Story = {
  loaders: [
    () =>
      seeded([
        lineAdded(testLine('L1', 'BP', { name: 'Brake pads ATE 13.0460-7184.2', slug: 'brake-pads', price: 37.2, qty: 2, product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'Front axle' }] } } })),
        lineAdded(testLine('L2', 'WB', { name: 'Wiper blade Bosch 600 mm', slug: 'wiper-blade', price: 14.5 })),
      ]),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Shopping cart, 3 products' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Shopping cart' }));
    await expect(drawer.getByText('Options: Front axle')).toBeVisible();
    await expect(drawer.getByText('Total: 74.40 €')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
    await expect(drawer.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(drawer.getByRole('button', { name: 'Remove Wiper blade Bosch 600 mm from cart' }));
    await expect(drawer.getByRole('button', { name: 'No' })).toHaveFocus();
  },
};

/** The server's totals with a coupon replace the local subtotal: the spec's order, the grand total emphasised. */
export const WithServerTotals: Story = {
  loaders: [
    () =>
      seeded([
        lineAdded(testLine('L1', 'BP', { name: 'Brake pads ATE 13.0460-7184.2', slug: 'brake-pads', price: 37.2, qty: 2 })),
        lineAdded(testLine('L2', 'WB', { name: 'Wiper blade Bosch 600 mm', slug: 'wiper-blade', price: 20.6 })),
        totalsShown({ source: 'server', rows: serverTotalsWithCoupon, coupon: { code: 'SAVE10', discount: 9.5 } }),
      ]),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Shopping cart, 3 products' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Shopping cart' }));
    await expect(drawer.getByText('You saved')).toBeVisible();
    await expect(drawer.getByText('90.50 €')).toBeVisible();
    await expect(drawer.queryByText('Subtotal (incl. VAT)')).toBeNull();
  },
};

/** An empty cart: the empty text and no way to checkout. */
export const Empty: Story = {
  loaders: [() => seeded([])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Shopping cart, 0 products' }));
    const drawer = within(await canvas.findByRole('dialog', { name: 'Shopping cart' }));
    await expect(drawer.getByText('Your shopping cart is empty.')).toBeVisible();
    await expect(drawer.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
  },
};

const locales = { et, ru, en, fi, it };
const longName = 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2 Ceramic';

/** A long name and option on a 320 px phone: the open drawer's lines wrap, nothing sticks out sideways. */
export const LongTextsOnAPhone: Story = {
  loaders: [
    () =>
      seeded([
        lineAdded(testLine('L1', 'LONG', { name: longName, slug: 'bremsbelagsatz', price: 1234.5, qty: 12, product_option: { extension_attributes: { custom_options: [{ option_id: 1, option_value: 'Vorderachse, Fahrzeuge mit Sportfahrwerk (M-Technik)' }] } } })),
      ]),
  ],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Shopping cart, 12 products' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Shopping cart' });
    await expect(within(drawer).getByText(longName)).toBeVisible();
    // The drawer slides in from the right: measure once it is in place.
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(overflowing(drawer)).toEqual([]);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side: each header button counts the three parts in its own words. */
export const Languages: Story = {
  loaders: [
    async () => ({
      ...(await seeded([lineAdded(testLine('L1', 'BP', { name: 'Brake pads ATE 13.0460-7184.2', slug: 'brake-pads', price: 37.2, qty: 3 }))])),
      i18ns: await languageInstances(namespaceLocales('cart', locales)),
    }),
  ],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => (
        <>
          <Slot name="layout/headerActions" />
          <Slot name="layout/overlay" />
        </>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvasElement, loaded: { i18ns } }) => {
    await eachLanguage(canvasElement, async (frame, language) => {
      await expect(await frame.findByRole('button', { name: i18ns[language].t('miniCartHeaderLabel', { ns: 'cart', count: 3 }) })).toBeVisible();
    });
    const finnish = within(canvasElement).getByRole('region', { name: 'fi' });
    await userEvent.click(within(finnish).getByRole('button', { name: fi.miniCartHeaderLabel_other.replace('{{count}}', '3') }));
    await expect(await within(finnish).findByRole('link', { name: fi.miniCartCheckout })).toBeVisible();
  },
};
