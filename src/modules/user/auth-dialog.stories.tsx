import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Slot } from '../../kernel';
import { recordingModule } from '../../kernel/testing';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
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
    await expect(dialog.getByLabelText('E-mail address')).toHaveFocus();
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
