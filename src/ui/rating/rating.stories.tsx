import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Rating, RatingInput } from './rating';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4, label: '4 of 5' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: { note: '(12 reviews)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 of 5' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Average: Story = { args: { value: 3.6, label: '3.6 of 5', note: '(5 reviews)' } };

const onRate = fn();

function ReviewFormField({ error }: { error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      name="rating"
      legend="Your rating"
      value={value}
      optionLabel={(option) => `${option} of 5`}
      error={error}
      onChange={(next) => {
        setValue(next);
        onRate(next);
      }}
    />
  );
}

export const Input: Story = {
  render: () => <ReviewFormField />,
  play: async ({ canvas, userEvent }) => {
    onRate.mockClear();
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '1 of 5' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await expect(onRate).toHaveBeenLastCalledWith(4);
    const star = canvas.getByText('4 of 5').closest('label') as HTMLElement;
    // A visible ring on the star whose radio has focus, and a target of at least 24x24 px.
    await expect(getComputedStyle(star).outlineStyle).toBe('solid');
    await expect(star.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
    await expect(star.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(canvas.getByText('2 of 5').closest('label') as HTMLElement);
    await expect(onRate).toHaveBeenLastCalledWith(2);
  },
};

export const InputWithError: Story = {
  render: () => <ReviewFormField error="This field is required" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('This field is required');
  },
};
