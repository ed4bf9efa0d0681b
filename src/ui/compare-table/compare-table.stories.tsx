import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { partImage, partImageSrcSet } from '../product-card/story-data';
import { CompareTable } from './compare-table';

const meta = {
  title: 'UI/CompareTable',
  component: CompareTable,
  args: {
    caption: 'Compare Products',
    onRemove: fn(),
    products: [
      { sku: 'BP-1', name: 'Brake pads, front axle', href: '/eng/p/BP-1/brake-pads', imageSrc: null, removeLabel: 'Remove Brake pads, front axle from comparison' },
      { sku: 'BP-2', name: 'Brake pads, rear axle', href: '/eng/p/BP-2/brake-pads-rear', imageSrc: null, removeLabel: 'Remove Brake pads, rear axle from comparison' },
    ],
    rows: [
      { key: 'price', label: 'Price', values: ['37,20 €', '29,90 €'] },
      { key: 'stock', label: 'Availability', values: ['In stock', 'Out of stock'] },
      { key: 'brand', label: 'Brand', values: ['Bosch', 'TRW'] },
      { key: 'item_class_2', label: 'Fitting position', values: ['Front axle', 'Rear axle'] },
      { key: 'color', label: 'Colour', values: ['Black', ''] },
    ],
  },
} satisfies Meta<typeof CompareTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Compare Products' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Fitting position' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Rear axle' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '–' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Brake pads, rear axle from comparison' }));
    await expect(args.onRemove).toHaveBeenCalledWith('BP-2');
  },
};

/** At 320 px the table scrolls sideways inside its own region instead of widening the page. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Compare Products' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** Products with images: each 150x150 with a 2x variant for dense screens. */
export const WithImages: Story = {
  args: {
    products: [
      { sku: 'BP-1', name: 'Brake pads, front axle', href: '/eng/p/BP-1/brake-pads', imageSrc: partImage('Front pads', 150, 150), imageSrcSet: partImageSrcSet('Front pads', 150, 150), removeLabel: 'Remove Brake pads, front axle from comparison' },
      { sku: 'BP-2', name: 'Brake pads, rear axle', href: '/eng/p/BP-2/brake-pads-rear', imageSrc: partImage('Rear pads', 150, 150, 40), imageSrcSet: partImageSrcSet('Rear pads', 150, 150, 40), removeLabel: 'Remove Brake pads, rear axle from comparison' },
    ],
  },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(2);
    await expect(images[0]).toHaveAttribute('srcset', partImageSrcSet('Front pads', 150, 150));
    await expect(images[0]).toHaveAttribute('width', '150');
    await expect(images[0]).toHaveAttribute('loading', 'lazy');
  },
};
