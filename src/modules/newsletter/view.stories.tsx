import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Slot } from '../../kernel';
import { ClaimsToken, createStoredClaims } from '../../kernel/claims';
import { createMapStorage } from '../../kernel/event-log/storage';
import { consoleLogger } from '../../kernel/logger';
import { recordingModule } from '../../kernel/testing';
import { bindFakeSyncLayer, fakeApi, type ApiCall, type FakeApi } from '../../kernel/testing/fake-api';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { newsletterModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';
import { NewsletterStorage, POPUP_SEEN_KEY } from './storage';
import { guestUserStub, uiStateStub } from './test-stubs';

const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/**
 * The subscribe endpoint over `subscribed` e-mails: GET ?email answers 'subscribed' or 'unsubscribed', POST adds,
 * DELETE removes; `failPost` makes a POST fail without a message of the server's own.
 */
function mailchimp(subscribed: string[] = [], { failPost = false } = {}): FakeApi {
  const emails = new Set(subscribed);
  return ({ method, path, body }) => {
    if (method === 'GET') return { code: 200, result: emails.has(new URL(path, 'http://localhost').searchParams.get('email') ?? '') ? 'subscribed' : 'unsubscribed' };
    const { email } = body as { email: string };
    if (method === 'POST') {
      if (failPost) return { code: 500, result: '' };
      emails.add(email);
      return { code: 200, result: 'subscribed' };
    }
    emails.delete(email);
    return { code: 200, result: 'unsubscribed' };
  };
}

/** The newsletter module over a fake subscribe endpoint, for a guest; the e-mail it caches stays in memory. */
async function load(api: FakeApi, { popupOpen = false } = {}) {
  const loaded = await loadModuleStory([notifications, uiStateStub, guestUserStub, newsletterModule], 'newsletter', en);
  const stored = new Map<string, unknown>();
  // The claims in memory too, so a story never marks the real browser's pop-up as seen.
  const claims = createStoredClaims(consoleLogger, () => new Date(OPENED_AT), createMapStorage());
  loaded.kernel.container.rebind(ClaimsToken).toConstantValue(claims);
  // As when the timer opened it: already marked seen (so no second timer).
  if (popupOpen) await claims.set(POPUP_SEEN_KEY, 'opened by the timer');
  loaded.kernel.container.rebind(NewsletterStorage).toConstantValue({ get: async (key: string) => stored.get(key), set: async (key: string, value: unknown) => void stored.set(key, value) });
  const server = fakeApi(api);
  bindFakeSyncLayer(loaded.kernel, server.fetch);
  if (popupOpen) await loaded.kernel.dispatch({ type: 'ui-state/open', data: { panel: 'newsletterPopup' } });
  return { ...loaded, calls: server.calls, stored, claims };
}

const methods = (calls: readonly ApiCall[]) => calls.map((call) => call.method);

/** When the pop-up of the story was opened (and first marked seen). */
const OPENED_AT = '2024-05-01T10:00:00.000Z';

const customer = { id: 7, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 1 };

const meta = {
  title: 'Modules/Newsletter',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="layout/footer" />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer form: a guest subscribes (GET, then POST with the list and language), gets the coupon text, and the e-mail is cached. */
export const FooterSubscribe: Story = {
  loaders: [() => load(mailchimp())],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await expect(canvas.getByText('Subscribe and get a 10% discount coupon by e-mail.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'kadri@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You have been successfully subscribed to our newsletter! Check your e-mail for your 10% discount coupon.',
    );
    await expect(methods(loaded.calls)).toEqual(['GET', 'POST']);
    await expect(loaded.calls[1].body).toEqual({ email: 'kadri@example.com', domain: 'ee', language: 'en' });
    await waitFor(() => expect(loaded.stored.get('email')).toBe('kadri@example.com'));
  },
};

/** An e-mail already on the list: the same success, without a second subscription (no POST). */
export const FooterAlreadySubscribed: Story = {
  loaders: [() => load(mailchimp(['kadri@example.com']))],
  play: async ({ canvas, loaded }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'kadri@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('You have been successfully subscribed to our newsletter!');
    await expect(methods(loaded.calls)).toEqual(['GET']);
  },
};

/** An invalid e-mail: the spec's message tied to the field, nothing sent. */
export const FooterInvalidEmail: Story = {
  loaders: [() => load(mailchimp())],
  play: async ({ canvas, loaded }) => {
    const field = await canvas.findByLabelText('E-mail address');
    await userEvent.type(field, 'kadri@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please provide valid e-mail address.');
    await expect(loaded.calls).toEqual([]);
  },
};

/** The subscription fails: the retry message as an alert. */
export const FooterFailure: Story = {
  loaders: [() => load(mailchimp([], { failPost: true }))],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('E-mail address'), 'kadri@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Try again in a few seconds.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * The guests' pop-up as it is once open (the app opens it ~10 s into a first visit and marks it seen): a
 * non-modal dialog with the form, focus in the e-mail field; Escape closes it and the dismissal is remembered.
 */
export const PopUp: Story = {
  loaders: [() => load(mailchimp(), { popupOpen: true })],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="layout/overlay" />
    </ModuleStoryFrame>
  ),
  play: async ({ canvas, loaded: { claims } }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Newsletter' });
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await expect(canvas.getByText('Subscribe and get a 10% discount coupon by e-mail.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('E-mail address')).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect((await claims.check(POPUP_SEEN_KEY))?.value).toBe(true));
  },
};

/** My Account, subscribed: the box is ticked; unticking unsubscribes (DELETE) and says so. */
export const AccountSubscribed: Story = {
  loaders: [() => load(mailchimp([customer.email]))],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="account/sections" props={{ customer }} />
    </ModuleStoryFrame>
  ),
  play: async ({ canvas, loaded }) => {
    const box = await canvas.findByRole('checkbox', { name: 'I want to receive the newsletter' });
    await waitFor(() => expect(box).toBeChecked());
    await expect(canvas.getByText('You are subscribed to our newsletter.')).toBeVisible();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(canvas.getByText('You are not subscribed to our newsletter.')).toBeVisible();
    await expect(loaded.calls.at(-1)).toMatchObject({ method: 'DELETE', body: { email: customer.email } });
  },
};

/** My Account, not subscribed: ticking the box subscribes (GET, then POST). */
export const AccountNotSubscribed: Story = {
  loaders: [() => load(mailchimp())],
  render: AccountSubscribed.render,
  play: async ({ canvas, loaded }) => {
    const box = await canvas.findByRole('checkbox', { name: 'I want to receive the newsletter' });
    await waitFor(() => expect(methods(loaded.calls)).toEqual(['GET']));
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText('You are not subscribed to our newsletter.')).toBeVisible();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await expect(canvas.getByText('You are subscribed to our newsletter.')).toBeVisible();
    await expect(methods(loaded.calls)).toEqual(['GET', 'GET', 'POST']);
  },
};

const locales = { et, ru, en, fi, it };

/** A long e-mail address and Russian's success message (the longest) on a 320 px phone: the footer form wraps. */
export const LongTextsOnAPhone: Story = {
  loaders: [async () => ({ ...(await load(mailchimp())), i18n: (await languageInstances(namespaceLocales('newsletter', locales))).ru })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(ru['E-mail address']), 'kristjan-sebastian.vahtramae-kuusemets@autoremonditoockoda.example.ee');
    await userEvent.click(canvas.getByRole('button', { name: ru.Subscribe }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(ru['You have been successfully subscribed to our newsletter!']);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: the footer form and My Account's box in each. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await load(mailchimp())), i18ns: await languageInstances(namespaceLocales('newsletter', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <LanguageFrames kernel={kernel} i18ns={i18ns}>
      {() => (
        <>
          <Slot name="layout/footer" />
          <Slot name="account/sections" props={{ customer }} />
        </>
      )}
    </LanguageFrames>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      await expect(await frame.findByText(texts['Subscribe and get a 10% discount coupon by e-mail.'])).toBeVisible();
      await expect(frame.getByRole('button', { name: texts.Subscribe })).toBeVisible();
      await expect(await frame.findByRole('checkbox', { name: texts['I want to receive the newsletter'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
