import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SelectField } from './select-field';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  args: {
    id: 'country',
    label: 'Country',
    name: 'country',
    autoComplete: 'country',
    value: 'EE',
    options: [
      { value: 'EE', label: 'Estonia' },
      { value: 'FI', label: 'Finland' },
      { value: 'IT', label: 'Italy' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled select: choosing an option reports the change. */
export const Countries: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Country');
    await expect(select).toHaveValue('EE');
    await userEvent.selectOptions(select, 'FI');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A message beside the select describes it and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Field is required.', value: '' , options: [{ value: '', label: '' }, { value: 'EE', label: 'Estonia' }] },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Country');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Field is required.');
  },
};

/** The longest real strings on a 320 px phone: a long label and a long country name among the options. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: 'Toimitusmaa (laskutus- ja toimitusosoite)', options: [{ value: 'EE', label: 'Eesti' }, { value: 'GB', label: 'Соединённое Королевство Великобритании и Северной Ирландии' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
