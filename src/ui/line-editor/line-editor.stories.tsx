import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LineEditor, type LineEditorOption } from './line-editor';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const labels = {
  title: 'Edit Floor mat set Petex Rubber',
  quantity: 'Quantity of Floor mat set Petex Rubber',
  decrease: 'Decrease quantity of Floor mat set Petex Rubber',
  increase: 'Increase quantity of Floor mat set Petex Rubber',
  save: 'Save',
  cancel: 'Cancel',
  unavailable: 'not available',
};

const options = (colour: string, size: string): LineEditorOption[] => [
  {
    code: 'color',
    label: 'Colour',
    selected: colour,
    values: [
      { value: '49', label: 'Black', swatch: 'rgb(28, 31, 30)' },
      { value: '50', label: 'Grey', swatch: 'rgb(128, 128, 128)' },
    ],
  },
  {
    code: 'size',
    label: 'Size',
    selected: size,
    values: [
      { value: '167', label: 'S (small car)' },
      { value: '168', label: 'M (family car)' },
      { value: '169', label: 'L (SUV)', available: false },
    ],
  },
];

const meta = {
  title: 'UI/LineEditor',
  component: LineEditor,
  args: { labels, options: options('49', '167'), quantity: 1, canSave: true, onSelect: fn(), onQuantity: fn(), onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof LineEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful({ onSave }: { onSave: (choice: { color: string; size: string; qty: number }) => void }) {
  const [choice, setChoice] = useState({ color: '49', size: '167', qty: 1 });
  return (
    <LineEditor
      labels={labels}
      options={options(choice.color, choice.size)}
      quantity={choice.qty}
      canSave
      onSelect={(code, value) => setChoice({ ...choice, [code]: value })}
      onQuantity={(qty) => setChoice({ ...choice, qty })}
      onSave={() => onSave(choice)}
      onCancel={fn()}
    />
  );
}

/** Choosing another size and two of it, then Save. */
export const ChooseAndSave: Story = {
  render: (args) => <Stateful onSave={args.onSave as never} />,
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: labels.title });
    await expect(form).toHaveFocus();
    await userEvent.click(canvas.getByText('M (family car)', { selector: 'label' }));
    await userEvent.click(canvas.getByRole('button', { name: labels.increase }));
    await expect(canvas.getByRole('radio', { name: 'L (SUV), not available' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ color: '49', size: '168', qty: 2 });
  },
};

/** A combination no variant has: the problem is announced and Save is disabled. */
export const NoSuchConfiguration: Story = {
  args: { message: 'No such configuration for the product.', invalid: true, canSave: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No such configuration for the product.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The longest real strings on a 320 px phone: Finnish's labels around a long product name, long option values. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { labels: { title: 'Muokkaa: Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', quantity: 'Määrä: Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', decrease: 'Vähennä', increase: 'Lisää', save: 'Tallenna', cancel: 'Peruuta', unavailable: 'ei saatavilla' }, options: [{ code: 'size', label: 'Einbauposition', selected: '1', values: [{ value: '1', label: 'Vorderachse, Fahrzeuge mit Sportfahrwerk (M-Technik)' }, { value: '2', label: 'Hinterachse', available: false }] }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Muokkaa: Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
