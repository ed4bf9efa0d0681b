import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Slot } from '../../../kernel';
import type { FakeApi } from '../../../kernel/testing/fake-api';
import { eachLanguage, LanguageFrames, ModuleStoryFrame } from '../../../kernel/testing/module-story';
import { overflowing, phone } from '../../../ui/story-phone';
import { callsTo, customerApi, loadUserStory, mari, userLanguages, userLocales } from '../account-story.fixtures';
import type { CustomerProfile } from '../messages';
import CarPage from './car-page';

/** Mari with her car saved in the profile's custom attributes. */
const withCar: CustomerProfile = {
  ...mari,
  custom_attributes: [
    { attribute_code: 'car_plate_number', value: '123 ABC' },
    { attribute_code: 'car_make', value: 'Toyota' },
    { attribute_code: 'car_model', value: 'Corolla' },
    { attribute_code: 'car_engine', value: '1.6 VVT-i' },
  ],
};

/** The profile save fails without a message of the server's own. */
const saveFails: FakeApi = () => ({ code: 500, result: '' });

const meta = {
  title: 'Modules/User/My Car and loyalty card',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <CarPage />
    </ModuleStoryFrame>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No car yet: the four details are saved in the profile (plate upper-cased) and the form keeps what was saved. */
export const SaveMyCar: Story = {
  loaders: [() => loadUserStory({ api: customerApi(mari), profile: mari })],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Car' })).toBeVisible();
    await expect(canvas.getByText('Save your car to find the parts that fit it faster.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Licence plate number'), ' 123abc ');
    await userEvent.type(canvas.getByLabelText('Make'), 'Toyota');
    await userEvent.type(canvas.getByLabelText('Model'), 'Corolla');
    await userEvent.type(canvas.getByLabelText('Engine'), '1.6 VVT-i');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my car' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your car details have been saved.');
    await waitFor(() => expect(canvas.getByLabelText('Licence plate number')).toHaveValue('123ABC'));
    await expect(callsTo(loaded.calls, '/api/user/me')[0]).toMatchObject({
      method: 'POST',
      body: {
        customer: {
          email: 'mari@example.com',
          custom_attributes: [
            { attribute_code: 'car_plate_number', value: '123ABC' },
            { attribute_code: 'car_make', value: 'Toyota' },
            { attribute_code: 'car_model', value: 'Corolla' },
            { attribute_code: 'car_engine', value: '1.6 VVT-i' },
          ],
        },
      },
    });
    await expect(loaded.kernel.getProjection('user/session').profile?.custom_attributes).toHaveLength(4);
  },
};

/** A car already saved: the form starts from the profile's details. */
export const SavedCar: Story = {
  loaders: [() => loadUserStory({ api: customerApi(withCar), profile: withCar })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Licence plate number')).toHaveValue('123 ABC');
    await expect(canvas.getByLabelText('Make')).toHaveValue('Toyota');
    await expect(canvas.getByLabelText('Model')).toHaveValue('Corolla');
    await expect(canvas.getByLabelText('Engine')).toHaveValue('1.6 VVT-i');
  },
};

/** Incomplete details: the spec's message, tied to the empty fields, focus on the first of them; nothing is sent. */
export const IncompleteDetails: Story = {
  loaders: [() => loadUserStory({ api: customerApi(mari), profile: mari })],
  play: async ({ canvas, loaded }) => {
    await userEvent.type(await canvas.findByLabelText('Licence plate number'), '123abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my car' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fill all car details fields');
    const make = canvas.getByLabelText('Make');
    await expect(make).toHaveAttribute('aria-invalid', 'true');
    await expect(make).toHaveAccessibleDescription('Fill all car details fields');
    await expect(make).toHaveFocus();
    await expect(canvas.getByLabelText('Engine')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Licence plate number')).not.toHaveAttribute('aria-invalid');
    await expect(loaded.calls).toEqual([]);
  },
};

/** The save fails: the retry message as an alert, the details kept in the form. */
export const SaveFailed: Story = {
  loaders: [() => loadUserStory({ api: saveFails, profile: withCar })],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save my car' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your car could not be saved. Try again in a few seconds.');
    await expect(canvas.getByLabelText('Make')).toHaveValue('Toyota');
    await expect(canvas.getByRole('button', { name: 'Save my car' })).toBeEnabled();
  },
};

/** A guest: asked to log in, no form. */
export const Guest: Story = {
  loaders: [() => loadUserStory()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You need to be logged in to see this page');
    await expect(canvas.queryByLabelText('Licence plate number')).toBeNull();
  },
};

/** My Account's loyalty card section (the `account/sections` fill): the demo card number from the id, the name, the promotions. */
export const LoyaltyCard: Story = {
  loaders: [() => loadUserStory({ profile: mari })],
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="account/sections" props={{ customer: { id: mari.id, email: mari.email, firstname: mari.firstname, lastname: mari.lastname, groupId: mari.group_id } }} />
    </ModuleStoryFrame>
  ),
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Loyalty card' }));
    const card = section.getByRole('group', { name: 'Loyalty card' });
    await expect(card).toHaveTextContent('AutoParts');
    await expect(card).toHaveTextContent('AP 0000 0007');
    await expect(card).toHaveTextContent('Mari Maasikas');
    await expect(section.getByText('This is a demo card: show its number in our shops.')).toBeVisible();
    await expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your first purchase gets a 50% discount.',
      'Subscribe to our newsletter and get a 10% discount coupon by e-mail.',
    ]);
  },
};

/**
 * The five languages side by side, at a phone's viewport (the page's texts are all translations; the car's
 * details sit in fields): heading, explanation and button in each, nothing sticking out.
 */
export const Languages: Story = {
  loaders: [async () => ({ ...(await loadUserStory({ api: customerApi(withCar), profile: withCar })), i18ns: await userLanguages() })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <CarPage />}</LanguageFrames>,
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = userLocales[language].account;
      await expect(await frame.findByRole('heading', { level: 1, name: texts['My Car'] })).toBeVisible();
      await expect(frame.getByRole('button', { name: texts['Save my car'] })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
