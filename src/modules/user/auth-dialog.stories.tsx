import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Slot } from '../../kernel';
import { recordingModule } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { userLanguages, userLocales } from './account-story.fixtures';
import { userModule } from './index';
import en from './locales/en.json';
import { testProfile } from './test-profile';
import { uiStateStub } from './test-ui-state';

const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

const load = async (signedIn: boolean) => {
  const loaded = await loadModuleStory([notificationsStub, uiStateStub, userModule], 'user', en);
  // The session is session-only state (it comes from stored tokens at start), so stories dispatch it.
  if (signedIn) await loaded.kernel.dispatch({ type: 'user/recordAuthorised', data: { profile: testProfile(), via: 'login' } });
  return loaded;
};

const meta = {
  title: 'Modules/User/Sign-in dialog',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <MemoryRouter>
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <Slot name="layout/headerActions" />
        <Slot name="layout/overlay" />
      </ModuleStoryFrame>
    </MemoryRouter>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest opens the dialog from the header and sends it empty: the spec's messages show beside the fields. */
export const GuestValidation: Story = {
  loaders: [() => load(false)],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Log in' }));
    // The dialog moves focus in from an effect after it is shown (the main branch's component tests wait the same way).
    await waitFor(() => expect(dialog.getByLabelText('E-mail address')).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Log in to your account' }));
    await expect(dialog.getByLabelText('E-mail address')).toHaveAccessibleDescription('Field is required.');
    await userEvent.click(dialog.getByRole('button', { name: 'Not yet an account? Register now' }));
    await expect(await canvas.findByRole('dialog', { name: 'Register' })).toBeVisible();
  },
};

/** A logged-in customer sees a My account link and Logout instead of Sign in. */
export const Customer: Story = {
  loaders: [() => load(true)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'My account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};

/**
 * The register form in Finnish (long labels and messages) sent empty on a 320 px phone: the dialog wraps. Phones
 * have no Sign in in the header (the side menu has it), so the play opens the dialog as that menu does.
 */
export const LongTextsOnAPhone: Story = {
  loaders: [async () => ({ ...(await load(false)), i18n: (await userLanguages()).fi })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement, loaded: { kernel } }) => {
    const fi = userLocales.fi.user;
    await kernel.dispatch({ type: 'ui-state/open', data: { panel: 'auth' } });
    const dialog = await canvas.findByRole('dialog', { name: fi['Log in'] });
    await userEvent.click(within(dialog).getByRole('button', { name: fi['Not yet an account? Register now'] }));
    const register = await canvas.findByRole('dialog', { name: fi.Register });
    await userEvent.click(within(register).getByRole('button', { name: fi['Register an account'] }));
    await expect(within(register).getAllByText(fi['Field is required.']).length).toBeGreaterThan(0);
    await expect(overflowing(register)).toEqual([]);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side: each header's Sign in; the Italian one opens the Italian dialog. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await load(false)), i18ns: await userLanguages() })],
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <MemoryRouter>
      <LanguageFrames kernel={kernel} i18ns={i18ns}>
        {() => (
          <>
            <Slot name="layout/headerActions" />
            <Slot name="layout/overlay" />
          </>
        )}
      </LanguageFrames>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language) => {
      await expect(await frame.findByRole('button', { name: userLocales[language].user['Sign in'] })).toBeVisible();
    });
    const italian = within(within(canvasElement).getByRole('region', { name: 'it' }));
    await userEvent.click(italian.getByRole('button', { name: userLocales.it.user['Sign in'] }));
    await expect(await italian.findByRole('dialog', { name: userLocales.it.user['Log in'] })).toBeVisible();
  },
};
