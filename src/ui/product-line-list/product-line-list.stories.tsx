import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { partImage, partImageSrcSet } from '../product-card/story-data';
import { ProductLineList } from './product-line-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

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

/** Lines with thumbnails: 150x150 with a 2x variant for dense screens, lazily loaded. */
export const WithThumbnails: Story = {
  args: {
    items: [
      { key: 'BP-1', name: 'Brake pads, front axle', href: '/eng/p/BP-1/brake-pads', imageSrc: partImage('Pads', 150, 150), imageSrcSet: partImageSrcSet('Pads', 150, 150), price: '37,20 €', removeLabel: 'Remove Brake pads, front axle' },
      { key: 'WB-2', name: 'Wiper blade 600 mm', href: '/eng/p/WB-2/wiper-blade', imageSrc: partImage('Wiper', 150, 150, 210), imageSrcSet: partImageSrcSet('Wiper', 150, 150, 210), price: '12,90 €', removeLabel: 'Remove Wiper blade 600 mm' },
    ],
  },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(2);
    await expect(images[1]).toHaveAttribute('srcset', partImageSrcSet('Wiper', 150, 150, 210));
    await expect(images[1]).toHaveAttribute('height', '150');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
  },
};

/** The longest real strings on a 320 px phone: long part names and a five-digit price. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: 'Lista dei desideri', items: [{ key: 'L1', name: 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', href: '/p/L1/l1', imageSrc: null, price: '12 345,67 €', removeLabel: 'Удалить Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2' }, { key: 'L2', name: 'Kraftstoffförderpumpenrelaisschaltkreisunterbrecher', href: '/p/L2/l2', imageSrc: null, price: '9,90 €', removeLabel: 'Удалить' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Kraftstoffförderpumpenrelaisschaltkreisunterbrecher' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
