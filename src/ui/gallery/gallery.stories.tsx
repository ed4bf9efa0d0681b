import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { partImage, partImageSrcSet } from '../product-card/story-data';
import { Gallery } from './gallery';
import type { GalleryItem } from './gallery';

const images: GalleryItem[] = [
  { kind: 'image', src: partImage('Front view', 600, 744, 150), srcSet: partImageSrcSet('Front view', 600, 744, 150), alt: 'ATE ceramic brake pads, front view' },
  { kind: 'image', src: partImage('Back plate', 600, 744, 40), srcSet: partImageSrcSet('Back plate', 600, 744, 40), alt: 'ATE ceramic brake pads, back plate with shims' },
  { kind: 'image', src: partImage('Wear sensor', 600, 744, 210), srcSet: partImageSrcSet('Wear sensor', 600, 744, 210), alt: 'ATE ceramic brake pads, wear sensor' },
];

const meta = {
  title: 'UI/Gallery',
  component: Gallery,
  args: { label: 'Product images', thumbnailsLabel: 'Choose an image', items: images, onChange: fn() },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Images: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const main = canvas.getByRole('img', { name: 'ATE ceramic brake pads, front view' });
    await expect(main).toHaveAttribute('width', '600');
    await expect(main).toHaveAttribute('height', '744');
    // The product page's largest picture: 1x and 2x variants, loaded at once at high priority.
    await expect(main).toHaveAttribute('srcset', partImageSrcSet('Front view', 600, 744, 150));
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await userEvent.click(canvas.getByRole('button', { name: 'ATE ceramic brake pads, wear sensor' }));
    await expect(canvas.getByRole('img', { name: 'ATE ceramic brake pads, wear sensor' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const KeyboardThumbnails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'ATE ceramic brake pads, front view' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('button', { name: 'ATE ceramic brake pads, back plate with shims' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: 'ATE ceramic brake pads, back plate with shims' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'ATE ceramic brake pads, wear sensor' })).toHaveFocus();
    // One tab stop for the whole thumbnail row.
    await userEvent.tab();
    await expect(document.activeElement?.closest('ul')).toBeNull();
  },
};

export const WithVideo: Story = {
  args: {
    items: [
      ...images.slice(0, 2),
      { kind: 'video', src: 'data:video/mp4;base64,', poster: partImage('Video', 600, 744, 0), title: 'Fitting brake pads (video)' },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fitting brake pads (video)' }));
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Fitting brake pads (video)');
  },
};

export const At320Pixels: Story = {
  decorators: [(Story) => <div style={{ width: '288px' }}><Story /></div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Product images' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    const main = canvas.getByRole('img', { name: 'ATE ceramic brake pads, front view' });
    await expect(Math.round(main.getBoundingClientRect().height)).toBe(Math.round((288 * 744) / 600));
  },
};
