import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { final: '37,20 €', originalLabel: 'Regular price', specialLabel: 'Special price' },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  args: { original: '37,20 €', taxNote: 'incl. VAT' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('37,20 €')).toBeVisible();
    await expect(canvas.getByText('incl. VAT')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};

export const SpecialPrice: Story = {
  args: { final: '27,90 €', original: '37,20 €', special: true, taxNote: 'incl. VAT' },
  play: async ({ canvasElement }) => {
    const del = canvasElement.querySelector('del');
    await expect(del).toHaveTextContent('Regular price: 37,20 €');
    await expect(getComputedStyle(del as Element).textDecorationLine).toBe('line-through');
  },
};

export const ExcludingVat: Story = { args: { final: '31,00 €', taxNote: 'excl. VAT' } };

export const LargeOnProductPage: Story = { args: { final: '129,00 €', original: '159,00 €', special: true, size: 'large', taxNote: 'incl. VAT' } };
