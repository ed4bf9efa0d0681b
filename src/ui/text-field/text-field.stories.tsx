import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './text-field';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { id: 'first-name', label: 'First name', name: 'firstName', autoComplete: 'given-name', value: '', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled input: typing reports each change. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('First name');
    await expect(input).toHaveAttribute('autocomplete', 'given-name');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'M');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A message beside the field describes the input and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Field is required.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('First name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Field is required.');
  },
};

/** The longest real strings on a 320 px phone: a long label and Russian's error. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: 'Sähköpostiosoite (tilausvahvistus lähetetään tähän osoitteeseen)', error: 'Пожалуйста, укажите действительный адрес электронной почты.' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Пожалуйста, укажите действительный адрес электронной почты.')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
