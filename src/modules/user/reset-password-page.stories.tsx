import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Slot } from '../../kernel';
import type { FakeApi } from '../../kernel/testing/fake-api';
import { eachLanguage, LanguageFrames, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { customerApi, loadUserStory, mari, userLanguages, userLocales } from './account-story.fixtures';
import { ResetPasswordView } from './reset-password-page';
import type { ResetLink } from './reset-link';

/** Where the shopper is once the page moved on. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

type Args = ResetLink;

const meta = {
  title: 'Modules/User/Reset password page',
  parameters: { layout: 'fullscreen' },
  args: { email: 'mari@example.com', token: 'tok-1' },
  render: (args, { loaded: { kernel, i18n } }) => (
    <MemoryRouter initialEntries={['/reset-password']}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordView {...args} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <Slot name="layout/overlay" />
      </ModuleStoryFrame>
    </MemoryRouter>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop accepts the link's token once, then logs Mari in with the new password. */
function linkAccepted(): FakeApi {
  const customer = customerApi(mari);
  return (call) => {
    if (call.path === '/api/user/create-password') return { code: 200, result: true };
    if (call.path === '/api/user/login') return { code: 200, result: 'token-1', meta: { refreshToken: 'refresh-1' } };
    return customer(call);
  };
}

const linkExpired: FakeApi = () => ({ code: 400, result: 'Your password reset link has expired.' });

/** The link's form: the spec's messages beside the fields, nothing sent. */
export const Validation: Story = {
  loaders: [() => loadUserStory()],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('mari@example.com');
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('Password must have at least 8 letters.');
    await expect(canvas.getByLabelText('Repeat new password')).toHaveAccessibleDescription('Field is required.');
    await expect(loaded.calls).toEqual([]);
  },
};

/** A good link: the new password is set, Mari is logged in and the page moves on to My Account. */
export const Accepted: Story = {
  loaders: [() => loadUserStory({ api: linkAccepted() })],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'new-password-1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'new-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(await canvas.findByText('Now at /my-account')).toBeVisible();
  },
};

/** A used or expired link: the server's message and the way to a new link. */
export const Expired: Story = {
  loaders: [() => loadUserStory({ api: linkExpired })],
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'new-password-1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'new-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your password reset link has expired.');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a new link' }));
    await expect(await canvas.findByRole('dialog', { name: 'Reset password' })).toBeVisible();
  },
};

/** A link that lost its token: no form, only the way to a new link. */
export const BrokenLink: Story = {
  args: { token: '' },
  loaders: [() => loadUserStory()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This password reset link is not complete. Request a new one below.');
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

/** A long e-mail address and Russian's messages on a 320 px phone: the form and its messages stay inside. */
export const LongTextsOnAPhone: Story = {
  args: { email: 'kristjan-sebastian.vahtramae-kuusemets@autoremonditookoda.example.ee' },
  loaders: [async () => ({ ...(await loadUserStory()), i18n: (await userLanguages()).ru })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    const ru = userLocales.ru.user;
    await userEvent.click(await canvas.findByRole('button', { name: ru['Save the new password'] }));
    await expect(canvas.getAllByText(ru['Field is required.']).length).toBeGreaterThan(0);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: heading and button in each. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loadUserStory()), i18ns: await userLanguages() })],
  parameters: { viewport: phone.viewport },
  render: (args, { loaded: { kernel, i18ns } }) => (
    <MemoryRouter initialEntries={['/reset-password']}>
      <LanguageFrames kernel={kernel} i18ns={i18ns}>
        {() => (
          <Routes>
            <Route path="/reset-password" element={<ResetPasswordView {...args} />} />
          </Routes>
        )}
      </LanguageFrames>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = userLocales[language].user;
      await expect(await frame.findByRole('heading', { level: 1, name: texts['Reset password'] })).toBeVisible();
      await expect(frame.getByRole('button', { name: texts['Save the new password'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
