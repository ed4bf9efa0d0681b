import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { brokenImage, partImage, partImageSrcSet } from '../product-card/story-data';
import { LazyImage } from './lazy-image';

const meta = {
  title: 'UI/LazyImage',
  component: LazyImage,
  args: { src: partImage('Brake pads', 310, 300), alt: 'ATE brake pads, front axle', width: 310, height: 300 },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'ATE brake pads, front axle' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '310');
    await expect(img).toHaveAttribute('height', '300');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(310));
    // The reserved box equals the image's own size: nothing shifts when it arrives.
    await expect(img.getBoundingClientRect().height).toBe(300);
  },
};

/** 1x and 2x variants: the browser picks one by the screen's pixel density; the box stays 310x300 either way. */
export const DensityVariants: Story = {
  args: { srcSet: partImageSrcSet('Brake pads', 310, 300) },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'ATE brake pads, front axle' }) as HTMLImageElement;
    await expect(img).toHaveAttribute('loading', 'lazy');
    // The browser picks a candidate by the screen's density (and may take a denser one it already has); a picture's
    // natural width is its size divided by its density, so either candidate fills the same 310x300 box.
    await waitFor(() => expect(img.naturalWidth).toBe(310));
    await expect([partImage('Brake pads', 310, 300), partImage('Brake pads 2x', 620, 600)]).toContain(img.currentSrc);
    await expect(img.getBoundingClientRect().height).toBe(300);
  },
};

/** The page's largest picture: eager, at high priority, and preloaded with its srcset. */
export const Priority: Story = {
  args: { srcSet: partImageSrcSet('Brake pads', 310, 300), priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'ATE brake pads, front axle' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('srcset', partImageSrcSet('Brake pads', 310, 300));
  },
};

export const FailsThreeTimesThenPlaceholder: Story = {
  args: { src: brokenImage, alt: 'Bosch Aerotwin wiper blade A 979 S', onGiveUp: fn() },
  play: async ({ canvas, args }) => {
    const placeholder = await waitFor(() => {
      const element = canvas.getByRole('img', { name: 'Bosch Aerotwin wiper blade A 979 S' });
      expect(element).toHaveAttribute('data-state', 'failed');
      return element;
    });
    await expect(placeholder).toHaveTextContent('Bosch Aerotwin wiper blade A 979 S');
    await expect(args.onGiveUp).toHaveBeenCalledTimes(1);
    // The placeholder keeps the image's box, so the layout does not jump either.
    const box = placeholder.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(310);
    await expect(Math.round(box.height)).toBe(300);
  },
};

export const NarrowScreen: Story = {
  args: { src: partImage('Oil filter', 600, 744), alt: 'MANN-FILTER oil filter W 712/95', width: 600, height: 744 },
  decorators: [(Story) => <div style={{ width: '288px' }}><Story /></div>],
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'MANN-FILTER oil filter W 712/95' });
    await expect(Math.round(img.getBoundingClientRect().width)).toBe(288);
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(Math.round((288 * 744) / 600));
  },
};
