import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { OptionPicker } from './option-picker';
import type { OptionPickerValue } from './option-picker';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const colours: OptionPickerValue[] = [
  { value: '49', label: 'Black', swatch: 'rgb(28, 31, 30)' },
  { value: '50', label: 'Silver', swatch: 'rgb(192, 192, 192)' },
  { value: '52', label: 'White', swatch: 'rgb(255, 255, 255)' },
  { value: '51', label: 'Red', swatch: 'rgb(179, 38, 30)', available: false },
];

const wiperLengths: OptionPickerValue[] = [
  { value: '475', label: '475 mm' },
  { value: '530', label: '530 mm' },
  { value: '600', label: '600 mm' },
  { value: '650', label: '650 mm', available: false },
];

const meta = {
  title: 'UI/OptionPicker',
  component: OptionPicker,
  args: { legend: 'Length', name: 'length', values: wiperLengths, selected: '530', onSelect: fn(), unavailableLabel: 'not available' },
} satisfies Meta<typeof OptionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful({ legend, name, values, initial }: { legend: string; name: string; values: OptionPickerValue[]; initial: string | null }) {
  const [selected, setSelected] = useState(initial);
  return <OptionPicker legend={legend} name={name} values={values} selected={selected} onSelect={setSelected} unavailableLabel="not available" />;
}

export const TextValues: Story = {
  render: () => <Stateful legend="Length" name="length" values={wiperLengths} initial="530" />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Length: 530 mm' })).toBeVisible();
    await userEvent.click(canvas.getByText('600 mm', { selector: 'label' }));
    await expect(canvas.getByRole('radio', { name: '600 mm' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '650 mm, not available' })).toBeDisabled();
    // Arrow keys skip the unavailable value.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '475 mm' })).toBeChecked();
    const label = canvas.getByText('475 mm', { selector: 'label' });
    await expect(getComputedStyle(label).outlineStyle).toBe('solid');
    await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const ColourSwatches: Story = {
  render: () => <Stateful legend="Colour" name="color" values={colours} initial={null} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Silver' }));
    await expect(canvas.getByRole('group', { name: 'Colour: Silver' })).toBeVisible();
    await userEvent.click(canvas.getByTitle('Red'));
    await expect(canvas.getByRole('radio', { name: 'Red, not available' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Silver' })).toBeChecked();
    const swatch = canvas.getByTitle('Black');
    const box = swatch.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const NothingChosen: Story = { args: { selected: null } };

/** The longest real strings on a 320 px phone: a long legend and long option values, Russian's "not available". Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { legend: 'Einbauposition', values: [{ value: '1', label: 'Vorderachse, Fahrzeuge mit Sportfahrwerk (M-Technik)' }, { value: '2', label: 'Hinterachse', available: false }], selected: '1', unavailableLabel: 'нет в наличии' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: 'Vorderachse, Fahrzeuge mit Sportfahrwerk (M-Technik)' })).toBeChecked();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
