import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SortSelect } from './sort-select';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/SortSelect',
  component: SortSelect,
  args: {
    label: 'Sort by',
    value: 'updated_at',
    options: [
      { value: 'updated_at', label: 'Latest' },
      { value: 'final_price', label: 'Price low to high' },
      { value: 'final_price:desc', label: 'Price high to low' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('updated_at');
    await userEvent.selectOptions(select, 'Price low to high');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('final_price');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
  },
};

export const Estonian: Story = {
  args: {
    label: 'Sorteeri',
    options: [
      { value: 'updated_at', label: 'Uusimad' },
      { value: 'final_price', label: 'Hind madalast kõrgeni' },
      { value: 'final_price:desc', label: 'Hind kõrgest madalani' },
    ],
  },
};

/** The longest real strings on a 320 px phone: Russian's labels, the longest. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: 'Сортировка', options: [{ value: 'updated_at', label: 'Новинки' }, { value: 'final_price', label: 'Цена по возрастанию' }, { value: 'final_price:desc', label: 'Цена по убыванию' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Сортировка' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
