import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { eachLanguage, LanguageFrames, languageInstances, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { address, dpd, offers, payment, personal, sandboxOffers, seeded, shipping } from './checkout-story.fixtures';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';

const meta = {
  title: 'Modules/Checkout/Steps',
  args: { step: 'shipping' as 'shipping' | 'payment' | 'review' },
  render: ({ step }, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <section aria-labelledby="story-step" style={{ display: 'grid', gap: '0.75rem', maxWidth: '44rem' }}>
        {step === 'shipping' ? <ShippingStep number={2} headingId="story-step" reachable /> : null}
        {step === 'payment' ? <PaymentStep number={3} headingId="story-step" reachable /> : null}
        {step === 'review' ? <ReviewStep number={4} headingId="story-step" reachable /> : null}
      </section>
    </ModuleStoryFrame>
  ),
} satisfies Meta<{ step: 'shipping' | 'payment' | 'review' }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a server to ask, DPD Courier at 5 € is offered; a short zip code and a missing street are the spec's messages. */
export const ShippingWithFallback: Story = {
  args: { step: 'shipping' },
  loaders: [() => seeded([personal])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Mari');
    await expect(canvas.getByLabelText('Street address')).toHaveAttribute('autocomplete', 'section-shipping shipping address-line1');
    const dpdRadio = await canvas.findByRole('radio', { name: /DPD Courier/ });
    await waitFor(() => expect(dpdRadio).toBeChecked());
    await expect(canvas.getByText(/5[.,]00/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Zip code'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText('Zip code')).toHaveAccessibleDescription('Zip code must have at least 3 letters.');
    await expect(canvas.getByLabelText('Street address')).toHaveAccessibleDescription('Field is required.');
  },
};

/** Only methods with a module are offered (PayPal has none here); a company invoice asks for a tax id of 3. */
export const PaymentMethods: Story = {
  args: { step: 'payment' },
  loaders: [() => seeded([personal, ...dpd, shipping, offers])],
  play: async ({ canvas }) => {
    const cod = await canvas.findByRole('radio', { name: /Cash On Delivery/ });
    await expect(canvas.queryByRole('radio', { name: /PayPal/ })).toBeNull();
    await userEvent.click(cod);
    await expect(canvas.getByText('You are going to pay for this order upon delivery.')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('I want an invoice for a company'));
    await userEvent.type(canvas.getByLabelText('Company name'), 'Auto OÜ');
    await userEvent.type(canvas.getByLabelText('Tax ID'), 'EE');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to review' }));
    await expect(canvas.getByLabelText('Tax ID')).toHaveAccessibleDescription('Tax ID must have at least 3 letters.');
  },
};

/** A method the shop runs in its payment sandbox says "Test mode" beside it; cash on delivery does not. */
export const SandboxMethod: Story = {
  args: { step: 'payment' },
  loaders: [() => seeded([personal, ...dpd, shipping, sandboxOffers])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Bank link/ }));
    await expect(canvas.getByText('You will choose your bank next.')).toBeVisible();
    await expect(canvas.getByText('Test mode: no real money is charged.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Cash On Delivery/ }));
    await waitFor(() => expect(canvas.queryByText('Test mode: no real money is charged.')).toBeNull());
  },
};

/** The review: the server's totals with shipping, the method's summary, and the terms the order needs. */
export const Review: Story = {
  args: { step: 'review' },
  loaders: [() => seeded([personal, ...dpd, shipping, offers, payment])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cash on delivery')).toBeVisible();
    const totals = canvas.getByLabelText('Order totals');
    await expect(totals).toHaveTextContent(/42[.,]20/);
    await userEvent.click(canvas.getByRole('button', { name: 'Place the order' }));
    await expect(canvas.getByLabelText('I accept the terms and conditions')).toHaveAccessibleDescription('You must accept the terms and conditions.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You must accept the terms and conditions.');
  },
};

const locales = { et, ru, en, fi, it };

/** A long street, city and company, in Finnish (the longest labels), at the review on a 320 px phone: everything wraps. */
const longAddress = { ...address, streetAddress: 'Pohjoisesplanadi 11–13 A 45, sisäpiha, porraskäytävä C', city: 'Hämeenkyrö-Mouhijärvi-Kyröskoski', apartmentNumber: 'Asunto 1234567890' };
export const LongTextsOnAPhone: Story = {
  args: { step: 'review' },
  loaders: [
    async () => ({
      ...(await seeded([personal, ...dpd, { ...shipping, data: { ...shipping.data, ...longAddress } } as EventDraft, offers, { ...payment, data: { ...payment.data, ...longAddress } } as EventDraft])),
      i18n: (await languageInstances(namespaceLocales('checkout', locales))).fi,
    }),
  ],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: fi['Place the order'] }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: the shipping step's labels and its button in each. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded([personal])), i18ns: await languageInstances(namespaceLocales('checkout', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns}>
      {(language) => (
        <section aria-labelledby={`story-step-${language}`}>
          <ShippingStep number={2} headingId={`story-step-${language}`} reachable />
        </section>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      await expect(await frame.findByLabelText(texts['Street address'])).toBeVisible();
      await expect(frame.getByRole('button', { name: texts['Continue to payment'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
