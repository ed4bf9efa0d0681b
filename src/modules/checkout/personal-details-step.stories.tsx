import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { EventDraft } from '../../kernel';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { checkoutModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { PersonalDetailsStep } from './personal-details-step';
import { cartStandIn, lineInCart, uiStateStandIn, userStandIn } from './test-stand-ins';

const guest: EventDraft = { type: 'user/sessionStartedAnonymously', data: {} };
const customer: EventDraft = { type: 'user/sessionAuthorised', data: { customer: { id: 7, email: 'kati@example.com', firstname: 'Kati', lastname: 'Kask', groupId: 1 }, via: 'startup' } };
const filled: EventDraft = { type: 'checkout/personalDetailsFilledFromProfile', data: { firstName: 'Kati', lastName: 'Kask', emailAddress: 'kati@example.com' } };
const saved: EventDraft = { type: 'checkout/personalDetailsSaved', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false } };

const seeded = (events: EventDraft[]) => loadModuleStory([uiStateStandIn, cartStandIn, userStandIn, checkoutModule], 'checkout', en, { events: [lineInCart(), ...events] });

const meta = {
  title: 'Modules/Checkout/PersonalDetailsStep',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <section aria-labelledby="story-step" style={{ display: 'grid', gap: '0.75rem', maxWidth: '44rem' }}>
        <PersonalDetailsStep number={1} headingId="story-step" />
      </section>
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's empty submit: the messages beside the fields, the summary on top with focus, its links to the fields. */
export const EmptySubmit: Story = {
  loaders: [() => seeded([guest])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to shipping' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('First name: Field is required.');
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription('Field is required.');
    await userEvent.click(canvas.getByRole('link', { name: 'E-mail address: Field is required.' }));
    await expect(canvas.getByLabelText('E-mail address')).toHaveFocus();
  },
};

/** Opting in to an account asks for a new password twice; short and different ones are refused. */
export const AccountOptIn: Story = {
  loaders: [() => seeded([guest])],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByLabelText('I want to create an account'));
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'short');
    await userEvent.type(canvas.getByLabelText('Repeat password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to shipping' }));
    await expect(password).toHaveAccessibleDescription('Password must have at least 8 letters.');
    await expect(canvas.getByLabelText('Repeat password')).toHaveAccessibleDescription('Passwords must be identical.');
  },
};

/** A logged-in customer: the profile filled in, no account offered. */
export const Customer: Story = {
  loaders: [() => seeded([customer, filled])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Kati');
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('kati@example.com');
    await expect(canvas.queryByLabelText('I want to create an account')).toBeNull();
  },
};

/** The saved step: the summary, and "Edit" back to the form with focus on the first field. */
export const Saved: Story = {
  loaders: [() => seeded([guest, saved])],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mari Maasikas')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit personal details' }));
    await waitFor(() => expect(canvas.getByLabelText('First name')).toHaveFocus());
    await expect(canvas.getByLabelText('First name')).toHaveValue('Mari');
  },
};

const locales = { et, ru, en, fi, it };

/** A guest's empty submit in Russian (the longest messages) on a 320 px phone: the summary and messages wrap. */
export const LongTextsOnAPhone: Story = {
  loaders: [async () => ({ ...(await seeded([guest])), i18n: (await languageInstances(namespaceLocales('checkout', locales))).ru })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: ru['Continue to shipping'] }));
    await expect(canvas.getByRole('alert')).toHaveFocus();
    await expect(canvas.getByLabelText(ru['First name'])).toHaveAccessibleDescription(ru['Field is required.']);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: each frame's fields and button in its language. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await seeded([guest])), i18ns: await languageInstances(namespaceLocales('checkout', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns}>
      {(language) => (
        <section aria-labelledby={`story-step-${language}`}>
          <PersonalDetailsStep number={1} headingId={`story-step-${language}`} />
        </section>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      await expect(await frame.findByLabelText(texts['First name'])).toBeVisible();
      await expect(frame.getByRole('button', { name: texts['Continue to shipping'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
