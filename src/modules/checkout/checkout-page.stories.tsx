import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { LanguageFrames, languageInstances, ModuleStoryFrame, RoutePage, serverRender, ServerHtml, type RoutedPage } from '../../kernel/testing/module-story';
import CheckoutPage from './checkout-page';
import { dpd, offers, payment, personal, seeded, shipping } from './checkout-story.fixtures';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

// The whole checkout page (`/checkout`); its steps have their own stories (checkout-steps, personal-details-step).
const locales = { et: { checkout: et }, ru: { checkout: ru }, en: { checkout: en }, fi: { checkout: fi }, it: { checkout: it } };
const link = createLinkHelper(testStoreView, [
  { name: 'home', path: '/' },
  { name: 'cart', path: '/cart' },
  { name: 'congrats', path: '/thank-you-page' },
  { name: 'checkout', path: '/checkout' },
]);
const page: RoutedPage = { path: '/checkout', url: '/checkout', page: <CheckoutPage /> };

async function load(events: EventDraft[], cart?: EventDraft[]) {
  const loaded = await seeded(events, cart);
  return { ...loaded, i18ns: await languageInstances(locales), html: await serverRender(loaded, page, link) };
}

const meta = {
  title: 'Modules/Checkout/Page',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n} link={link}>
      <RoutePage {...page} />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the server's HTML (the cart and the checkout live in the browser's log). */
export const Loading: Story = {
  loaders: [() => load([])],
  render: (_args, { loaded: { html } }) => <ServerHtml html={html} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your checkout…');
    await userEvent.tab();
    await expect(canvas.queryByRole('list', { name: 'Checkout steps' })).toBeNull();
  },
};

/** An empty cart is refused (spec section 5), with the ways back. */
export const EmptyCart: Story = {
  loaders: [() => load([], [])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The cart must not be empty when entering checkout.')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the cart' })).toHaveFocus();
  },
};

/** A new checkout: the personal details are current, the later steps not reachable yet. */
export const FirstStep: Story = {
  loaders: [() => load([])],
  play: async ({ canvas }) => {
    const steps = await canvas.findByRole('list', { name: 'Checkout steps' });
    const items = within(steps).getAllByRole('listitem').filter((item) => item.parentElement === steps);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await userEvent.type(within(items[0]!).getByLabelText('First name'), 'Mari');
    await expect(within(items[0]!).getByLabelText('First name')).toHaveValue('Mari');
  },
};

/** Every step saved: the review is current; placing without the terms says what is missing. */
export const ReadyToPlace: Story = {
  loaders: [() => load([personal, ...dpd, shipping, offers, payment])],
  play: async ({ canvas }) => {
    const steps = await canvas.findByRole('list', { name: 'Checkout steps' });
    await waitFor(() => expect(within(steps).getAllByRole('listitem').filter((item) => item.parentElement === steps)[3]).toHaveAttribute('aria-current', 'step'));
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You must accept the terms and conditions.');
  },
};

/** The five languages at phone width: the refusal of an empty cart (Russian's is the longest). */
export const Languages: Story = {
  loaders: [() => load([], [])],
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns} link={link}>{() => <RoutePage {...page} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    const russian = within(canvas.getByRole('region', { name: 'ru' }));
    await expect(await russian.findByText('При переходе к оформлению заказа корзина не должна быть пустой.')).toBeVisible();
    await userEvent.hover(russian.getByRole('link', { name: 'Перейти в корзину' }));
  },
};
