import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { defineModule, type Projection } from '../../kernel/module';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { LANGUAGE_FRAME_WIDTH, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, RoutePage, serverRender, ServerHtml, type RoutedPage } from '../../kernel/testing/module-story';
import { checkoutModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import type { PlacedOrder } from './messages';
import SeeYouPage from './see-you-page';
import { cartStandIn, uiStateStandIn } from './test-stand-ins';
import ThankYouPage from './thank-you-page';

// The thank-you and see-you pages (routes `congrats` and `see-you`). The modules they read by name stand in here:
// the user's session (signed in, an account being created or refused), the offline orders' queue and a payment
// method's summary slot.
const locales = { et: { checkout: et }, ru: { checkout: ru }, en: { checkout: en }, fi: { checkout: fi }, it: { checkout: it } };
const link = createLinkHelper(testStoreView, [
  { name: 'home', path: '/' },
  { name: 'cart', path: '/cart' },
  { name: 'my-orders', path: '/my-account/orders' },
  { name: 'order-status', path: '/order-status' },
]);

/** A read model of another module with a fixed value (modules never import each other). */
const fixed = (id: string, name: string, value: unknown) =>
  defineModule({ id, projections: [{ name, version: 1, handles: [], initial: () => value, apply: () => {} } as unknown as Projection<never>] });

const cod = defineModule({
  id: 'payment-cod',
  slots: [{ slot: 'checkout/paymentSummary', key: 'cashondelivery', component: () => <p>Cash on delivery: please have the amount ready when the courier brings your order.</p> }],
});

type Session = { status: string; forms?: { register?: { status: string; message?: string } } };
type Queue = { orders: { orderId: string; status: 'queued' | 'sending' | 'sent' | 'cancelled'; orderNumber: string | null; message: string | null }[] };

const placed = (overrides: Partial<PlacedOrder> = {}): EventDraft => ({
  type: 'checkout/orderPlaced',
  data: { orderId: 'web-1', orderNumber: '000000042', backendOrderId: '42', paymentMethod: 'cashondelivery', emailAddress: 'mari@example.com', grandTotal: 42.2, placedAt: '2026-11-27T10:00:00.000Z', ...overrides },
});

interface Setup {
  events?: EventDraft[];
  session?: Session;
  queue?: Queue;
}

async function load({ events = [], session = { status: 'anonymous' }, queue = { orders: [] } }: Setup = {}, routed: RoutedPage = thankYou()) {
  const loaded = await loadModuleStory([uiStateStandIn, cartStandIn, fixed('user', 'user/session', session), fixed('offline-orders', 'offline-orders/queue', queue), cod, checkoutModule], 'checkout', en, { events });
  return { ...loaded, i18ns: await languageInstances(locales), html: await serverRender(loaded, routed, link) };
}

const thankYou = (url = '/thank-you-page'): RoutedPage => ({ path: '/thank-you-page', url, page: <ThankYouPage /> });
const seeYou = (url = '/see-you-page?order=000000042'): RoutedPage => ({ path: '/see-you-page', url, page: <SeeYouPage /> });

const meta = {
  title: 'Modules/Checkout/Order pages',
  args: { routed: thankYou() },
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <RoutePage {...args.routed} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ routed: RoutedPage }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order just placed: its number, where the confirmation goes, how it is paid, and the guest's status link. */
export const ThankYou: Story = {
  loaders: [() => load({ events: [placed()] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(canvas.getByText('Your order number is 000000042.')).toBeVisible();
    await expect(canvas.getByText('We will send the order confirmation to mari@example.com.')).toBeVisible();
    await expect(canvas.getByText(/Cash on delivery/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Check the status of your order' })).toHaveAttribute('href', '/order-status?order=000000042');
  },
};

/** Loading: the server's HTML knows only the number in the address (the order lives in the browser's log). */
export const ThankYouServerRender: Story = {
  loaders: [() => load({ events: [placed()] }, thankYou('/thank-you-page?order=000000042'))],
  render: (_args, { loaded: { html } }) => <ServerHtml html={html} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your order number is 000000042.')).toBeVisible();
    await expect(canvas.queryByText(/mari@example.com/)).toBeNull();
    await userEvent.hover(canvas.getByRole('link', { name: 'Continue shopping' }));
  },
};

/** No recent order in this browser (a bookmarked page): says so, and leads back to the shop. */
export const NoRecentOrder: Story = {
  loaders: [() => load()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no recent order to show.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveFocus();
  },
};

/** A guest asked for an account with the order: a status while it is created. */
export const AccountBeingCreated: Story = {
  loaders: [() => load({ events: [placed({ accountRequested: true })] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Creating your account…');
    await userEvent.hover(canvas.getByRole('link', { name: 'Check the status of your order' }));
  },
};

/** The account was created and signed in: the order is in My orders. */
export const AccountCreated: Story = {
  loaders: [() => load({ events: [placed({ accountRequested: true })], session: { status: 'authorised' } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your account has been created and you are logged in. The order is in your order history.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See the order in My orders' })).toHaveAttribute('href', '/my-account/orders');
  },
};

/** The account could not be created: the server's message (the order itself is placed). */
export const AccountFailed: Story = {
  loaders: [() => load({ events: [placed({ accountRequested: true })], session: { status: 'anonymous', forms: { register: { status: 'failed', message: 'A customer with the same email address already exists in an associated website.' } } } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A customer with the same email address already exists in an associated website.')).toBeVisible();
    await userEvent.hover(canvas.getByText('Your order number is 000000042.'));
  },
};

/** Placed offline: kept in the browser, no number yet; the offline-orders slot sits beside it. */
export const QueuedOffline: Story = {
  loaders: [() => load({ events: [placed({ queued: true, orderNumber: '' })], queue: { orders: [{ orderId: 'web-1', status: 'queued', orderNumber: null, message: null }] } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are offline. Your order has been saved and will be sent as soon as you are back online.');
    await expect(canvas.queryByRole('link', { name: 'Check the status of your order' })).toBeNull();
    await userEvent.tab();
  },
};

/** The kept order was refused when sent: the reason. */
export const QueuedRefused: Story = {
  loaders: [() => load({ events: [placed({ queued: true, orderNumber: '' })], queue: { orders: [{ orderId: 'web-1', status: 'cancelled', orderNumber: null, message: 'Some of the ordered products are not available!' }] } })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Some of the ordered products are not available!')).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'Continue shopping' }));
  },
};

/** The see-you page after a cancelled payment: the order's number and the ways back. */
export const SeeYou: Story = {
  args: { routed: seeYou() },
  loaders: [() => load()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'See you soon!' })).toBeVisible();
    await expect(canvas.getByText('The payment of order 000000042 was cancelled.')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the cart' })).toHaveFocus();
  },
};

/** The see-you page without an order number. */
export const SeeYouWithoutNumber: Story = {
  args: { routed: seeYou('/see-you-page') },
  loaders: [() => load()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The payment was cancelled.')).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'Go to the cart' }));
  },
};

/** A long e-mail address and order number at phone width: they break instead of widening the page. */
export const LongTexts: Story = {
  loaders: [() => load({ events: [placed({ orderNumber: '2000000000004242', emailAddress: 'maria-magdaleena.kuusk-vahtramae.tellimused@autoosad-ja-tarvikud.example.com' })] })],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <section aria-label="phone" style={{ width: LANGUAGE_FRAME_WIDTH }}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
        <RoutePage {...thankYou()} />
      </ModuleStoryFrame>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/autoosad-ja-tarvikud\.example\.com/)).toBeVisible();
    await userEvent.hover(canvas.getByRole('link', { name: 'Check the status of your order' }));
  },
};

/** The five languages at phone width: the account created (Italian and Russian the longest) and the see-you page. */
export const Languages: Story = {
  loaders: [() => load({ events: [placed({ accountRequested: true })], session: { status: 'authorised' } })],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>
      {() => (
        <>
          <RoutePage {...thankYou()} />
          <RoutePage {...seeYou()} />
        </>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvas }) => {
    const italian = within(canvas.getByRole('region', { name: 'it' }));
    await expect(await italian.findByText("Il tuo account è stato creato e hai effettuato l'accesso. L'ordine è nella cronologia degli ordini.")).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'fi' })).getByText('Tilauksen 000000042 maksu peruttiin.')).toBeVisible();
    await userEvent.hover(italian.getByRole('heading', { name: 'A presto!' }));
  },
};
