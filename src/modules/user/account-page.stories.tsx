import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Slot } from '../../kernel';
import type { FakeApi } from '../../kernel/testing/fake-api';
import { eachLanguage, LanguageFrames, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import AccountPage from './account-page';
import { callsTo, customerApi, loadUserStory, mari, userLanguages, userLocales, type UserStoryLoaded } from './account-story.fixtures';
import { testProfile } from './test-profile';

const meta = {
  title: 'Modules/User/My account',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded: { kernel, i18n } }) => (
    <MemoryRouter initialEntries={['/my-account']}>
      <ModuleStoryFrame kernel={kernel} i18n={i18n}>
        <AccountPage />
        <Slot name="layout/overlay" />
      </ModuleStoryFrame>
    </MemoryRouter>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change-password refuses a wrong current password with the server's message; the customer part answers as saved. */
function wrongCurrentPassword(): FakeApi {
  const customer = customerApi(mari);
  return (call) =>
    call.path.startsWith('/api/user/change-password')
      ? { code: 400, result: { errorMessage: "The password doesn't match this account. Verify the password and try again." } }
      : customer(call);
}

/** Change-password accepts; the module then logs in again with the new password and reads the profile. */
function passwordAccepted(): FakeApi {
  const customer = customerApi(mari);
  return (call) => {
    if (call.path.startsWith('/api/user/change-password')) return { code: 200, result: 'Password changed' };
    if (call.path.startsWith('/api/user/login')) return { code: 200, result: 'token-2', meta: { refreshToken: 'refresh-2' } };
    return customer(call);
  };
}

/** A guest: the spec's message and a Sign in button that opens the sign-in dialog; no form, no API call. */
export const Guest: Story = {
  loaders: [() => loadUserStory()],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You need to be logged in to see this page');
    await expect(canvas.queryByLabelText('First name')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(loaded.calls).toEqual([]);
  },
};

/** A logged-in customer: greeting, account navigation, the three forms filled from the profile, the loyalty card section. */
export const Customer: Story = {
  loaders: [() => loadUserStory({ api: customerApi(mari), profile: mari })],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('Hello, Mari Maasikas!')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'My account' }));
    await expect(nav.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-account/orders');
    await expect(nav.getByRole('link', { name: 'My car' })).toHaveAttribute('href', '/my-account/car');
    const profile = within(canvas.getByRole('region', { name: 'My profile' }));
    await expect(profile.getByLabelText('First name')).toHaveValue('Mari');
    await expect(profile.getByLabelText('E-mail address')).toHaveValue('mari@example.com');
    const shipping = within(canvas.getByRole('region', { name: 'Shipping details' }));
    await expect(shipping.getByRole('listitem')).toHaveTextContent('Pikk 1, 10123, Tallinn, EE, +372 5123 4567 (default shipping address)');
    await expect(shipping.getByLabelText('Street name')).toHaveValue('Pikk 1');
    await expect(shipping.getByRole('button', { name: 'Update the address' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Change password' })).getByLabelText('Current password')).toHaveValue('');
    // The loyalty card section loads when drawn (ADR 0075).
    await expect(await canvas.findByRole('group', { name: 'Loyalty card' })).toHaveTextContent('AP 0000 0007');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(loaded.calls).toEqual([]);
  },
};

/** The profile is checked before it is sent: the spec's messages beside the fields, following the corrections. */
export const ProfileValidation: Story = {
  loaders: [() => loadUserStory({ api: customerApi(mari), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const profile = within(await canvas.findByRole('region', { name: 'My profile' }));
    const first = profile.getByLabelText('First name');
    const email = profile.getByLabelText('E-mail address');
    await userEvent.clear(first);
    await userEvent.clear(email);
    await userEvent.type(email, 'mari@');
    await userEvent.click(profile.getByRole('button', { name: 'Update my profile' }));
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Field is required.');
    await expect(email).toHaveAccessibleDescription('Please provide valid e-mail address.');
    await userEvent.type(first, 'M');
    await expect(first).toHaveAccessibleDescription('Name must have at least 2 letters.');
    await expect(loaded.calls).toEqual([]);
  },
};

/** Saving the profile: POST /api/user/me, the success message, and the forms start again from the saved profile. */
export const ProfileSaved: Story = {
  loaders: [() => loadUserStory({ api: customerApi(mari), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const profile = within(await canvas.findByRole('region', { name: 'My profile' }));
    await userEvent.clear(profile.getByLabelText('Last name'));
    await userEvent.type(profile.getByLabelText('Last name'), 'Kask');
    await userEvent.click(profile.getByRole('button', { name: 'Update my profile' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Account data has successfully been updated');
    await expect(await canvas.findByText('Hello, Mari Kask!')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'My profile' })).getByLabelText('Last name')).toHaveValue('Kask');
    const [save] = callsTo(loaded.calls, '/api/user/me');
    await expect(save).toMatchObject({ method: 'POST', body: { customer: { firstname: 'Mari', lastname: 'Kask', email: 'mari@example.com' } } });
  },
};

/** No address yet: the address is checked (zip of 3 letters, phone of 5 numbers) before anything is sent. */
export const AddressValidation: Story = {
  loaders: [() => loadUserStory({ api: customerApi(testProfile()), profile: testProfile() })],
  play: async ({ canvas, loaded }) => {
    const shipping = within(await canvas.findByRole('region', { name: 'Shipping details' }));
    await expect(shipping.getByText('You have no saved addresses yet.')).toBeVisible();
    await userEvent.type(shipping.getByLabelText('Street name'), 'Pikk 1');
    await userEvent.type(shipping.getByLabelText('City'), 'Tallinn');
    await userEvent.type(shipping.getByLabelText('Zip-code'), '10');
    await userEvent.type(shipping.getByLabelText('Phone number'), '123');
    await userEvent.click(shipping.getByRole('button', { name: 'Add the address' }));
    await expect(shipping.getByLabelText('Zip-code')).toHaveAccessibleDescription('Zip code must have at least 3 letters.');
    await expect(shipping.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number must have at least 5 numbers.');
    await expect(shipping.getByLabelText('Country code')).toHaveValue('EE');
    await expect(loaded.calls).toEqual([]);
  },
};

/** Adding the default shipping address: sent with the profile, then listed as the default and editable in place. */
export const AddressAdded: Story = {
  loaders: [() => loadUserStory({ api: customerApi(testProfile()), profile: testProfile() })],
  play: async ({ canvas, loaded }) => {
    const shipping = within(await canvas.findByRole('region', { name: 'Shipping details' }));
    await userEvent.type(shipping.getByLabelText('Street name'), 'Lai 2');
    await userEvent.type(shipping.getByLabelText('City'), 'Tartu');
    await userEvent.type(shipping.getByLabelText('Zip-code'), '50050');
    await userEvent.type(shipping.getByLabelText('Phone number'), '5123 4567');
    await userEvent.click(shipping.getByRole('button', { name: 'Add the address' }));
    // The form starts again from the saved profile (a new section), so it is looked up again.
    await expect(await canvas.findByText('Lai 2, 50050, Tartu, EE, 5123 4567 (default shipping address)')).toBeVisible();
    const saved = within(canvas.getByRole('region', { name: 'Shipping details' }));
    await expect(saved.getByLabelText('Street name')).toHaveValue('Lai 2');
    await expect(saved.getByRole('button', { name: 'Update the address' })).toBeVisible();
    const [save] = callsTo(loaded.calls, '/api/user/me');
    await expect(save?.body).toMatchObject({
      customer: { email: 'mari@example.com', addresses: [{ street: ['Lai 2'], city: 'Tartu', postcode: '50050', country_id: 'EE', telephone: '5123 4567', default_shipping: true }] },
    });
  },
};

/** The new passwords must match; then a wrong current password gets the server's own message. */
export const PasswordRefused: Story = {
  loaders: [() => loadUserStory({ api: wrongCurrentPassword(), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const password = within(await canvas.findByRole('region', { name: 'Change password' }));
    await userEvent.type(password.getByLabelText('Current password'), 'wrong-password');
    await userEvent.type(password.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(password.getByLabelText('Repeat new password'), 'new-secret-2');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(password.getByLabelText('Repeat new password')).toHaveAccessibleDescription('Passwords must be identical.');
    await expect(loaded.calls).toEqual([]);
    await userEvent.clear(password.getByLabelText('Repeat new password'));
    await userEvent.type(password.getByLabelText('Repeat new password'), 'new-secret-1');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(await password.findByRole('alert')).toHaveTextContent("The password doesn't match this account. Verify the password and try again.");
    await expect(callsTo(loaded.calls, '/api/user/change-password')[0]?.body).toEqual({ currentPassword: 'wrong-password', newPassword: 'new-secret-1' });
  },
};

/** A changed password: the success message, the fields emptied, and the customer logged in again with it. */
export const PasswordChanged: Story = {
  loaders: [() => loadUserStory({ api: passwordAccepted(), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const password = within(await canvas.findByRole('region', { name: 'Change password' }));
    await userEvent.type(password.getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(password.getByLabelText('New password'), 'new-secret-1');
    await userEvent.type(password.getByLabelText('Repeat new password'), 'new-secret-1');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await expect(await password.findByRole('status')).toHaveTextContent('Password has successfully been changed');
    await expect(password.getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(callsTo(loaded.calls, '/api/user/login')[0]?.body).toEqual({ username: 'mari@example.com', password: 'new-secret-1' }));
  },
};

/** Logout: "You're logged out" is announced and the page falls back to the guest's message. */
export const LoggedOut: Story = {
  loaders: [() => loadUserStory({ api: customerApi(mari), profile: mari })],
  play: async ({ canvas, loaded }) => {
    const { kernel } = loaded as UserStoryLoaded;
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You need to be logged in to see this page');
    await waitFor(async () => {
      const notified = (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded');
      await expect(notified.map((event) => (event.data as { message: string }).message)).toContain("You're logged out");
    });
  },
};

/** A customer with a long name, e-mail and street (a real Estonian double surname and a long street name). */
const longNamed = testProfile({
  firstname: 'Kristjan-Sebastian',
  lastname: 'Vahtramäe-Kuusemets',
  email: 'kristjan-sebastian.vahtramae-kuusemets@autoremonditookoda.example.ee',
  addresses: [
    {
      ...mari.addresses[0]!,
      firstname: 'Kristjan-Sebastian',
      lastname: 'Vahtramäe-Kuusemets',
      street: ['Ülemiste-Järveotsa-Lasnamäe tööstuspargi põik 123A/4-567'],
      city: 'Kohtla-Järve linnaosa Järve',
    },
  ],
});

/** Long name, e-mail and address on a 320 px phone: the greeting, the address list and the forms wrap. */
export const LongTextsOnAPhone: Story = {
  loaders: [() => loadUserStory({ api: customerApi(longNamed), profile: longNamed })],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Hello, Kristjan-Sebastian Vahtramäe-Kuusemets!')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: a customer's page, its heading and sections in each. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loadUserStory({ api: customerApi(mari), profile: mari })), i18ns: await userLanguages() })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => (
    <MemoryRouter initialEntries={['/my-account']}>
      <LanguageFrames kernel={kernel} i18ns={i18ns}>
        {() => <AccountPage />}
      </LanguageFrames>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = userLocales[language].user;
      await expect(await frame.findByRole('heading', { level: 1, name: texts['My Account'] })).toBeVisible();
      await expect(frame.getByRole('button', { name: texts.Logout })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
