import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProductLineList } from './product-line-list';

const meta = {
  title: 'UI/ProductLineList',
  component: ProductLineList,
  args: {
    label: 'Wishlist',
    emptyText: 'Your wishlist is empty.',
    onRemove: fn(),
    items: [
      { key: 'BP-1', name: 'Brake pads, front axle', href: '/eng/p/BP-1/brake-pads', imageSrc: null, price: '37,20 €', removeLabel: 'Remove Brake pads, front axle' },
      { key: 'WB-2', name: 'Wiper blade 600 mm', href: '/eng/p/WB-2/wiper-blade', imageSrc: null, price: '12,90 €', removeLabel: 'Remove Wiper blade 600 mm' },
    ],
  },
} satisfies Meta<typeof ProductLineList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLines: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Brake pads, front axle' })).toHaveAttribute('href', '/eng/p/BP-1/brake-pads');
    await expect(canvas.getByText('12,90 €')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Remove Wiper blade 600 mm' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith('WB-2');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
