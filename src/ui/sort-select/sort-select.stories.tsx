import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SortSelect } from './sort-select';

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
