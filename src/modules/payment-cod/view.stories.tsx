import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineModule } from '../../kernel/module';
import { LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { paymentCodModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { CashOnDeliveryMark } from './payment-mark';
import { CashOnDeliveryNote, CashOnDeliverySummary } from './view';

// Cash on delivery has nothing to load and nothing that fails: its states are where it shows (payment step,
// review step, thank-you page, product page's marks) and the five languages.
const locales = { et: { 'payment-cod': et }, ru: { 'payment-cod': ru }, en: { 'payment-cod': en }, fi: { 'payment-cod': fi }, it: { 'payment-cod': it } };

async function load() {
  // The method requires the checkout (it fills the checkout's slots); an empty stand-in is enough here.
  const loaded = await loadModuleStory([defineModule({ id: 'checkout' }), paymentCodModule], 'payment-cod', en);
  return { ...loaded, i18ns: await languageInstances(locales) };
}

/** The three places the method shows, as the checkout and the product page fill its slots. */
function Places({ orderNumber }: { orderNumber: string | null }) {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <fieldset>
        <legend>Payment step</legend>
        <label>
          <input type="radio" name="method" defaultChecked /> Cash on delivery
        </label>
        <CashOnDeliveryNote />
      </fieldset>
      <CashOnDeliverySummary code="cashondelivery" orderNumber={orderNumber} />
      <div aria-label="Secure payment">
        <CashOnDeliveryMark />
      </div>
    </div>
  );
}

const meta = {
  title: 'Modules/Payment COD',
  args: { orderNumber: null as string | null },
  loaders: [load],
  render: (args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Places orderNumber={args.orderNumber} />
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ orderNumber: string | null }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payment and review steps (no order number yet): the spec's note twice, the method's mark. */
export const ReviewStep: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on delivery' }));
    await expect(canvas.getAllByText('You are going to pay for this order upon delivery.', { exact: false })).toHaveLength(2);
    await expect(canvas.getByLabelText('Secure payment')).toHaveTextContent('Cash on delivery');
  },
};

/** The thank-you page: the order is placed, so the summary asks to have the amount ready. */
export const ThankYouPage: Story = {
  args: { orderNumber: '000000042' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please have the amount ready when the courier brings your order.', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on delivery' }));
    await expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  },
};

/** The five languages at phone width (Russian's and Italian's thank-you line are the longest); each fits. */
export const Languages: Story = {
  args: { orderNumber: '000000042' },
  render: (args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <Places orderNumber={args.orderNumber} />}</LanguageFrames>,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: 'ru' })).getByText('Пожалуйста, подготовьте сумму к приезду курьера с вашим заказом.', { exact: false })).toBeVisible();
    await userEvent.click(within(canvas.getByRole('region', { name: 'it' })).getByText('Pagherai questo ordine alla consegna.'));
  },
};
