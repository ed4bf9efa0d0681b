import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { partImage } from '../product-card/story-data';
import { BANNER_SIZES, HeadImage, MainBanner, ProductBanner, SmallBanner } from './banner';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const picture = (label: string, kind: keyof typeof BANNER_SIZES, hue?: number) => partImage(label, BANNER_SIZES[kind].width, BANNER_SIZES[kind].height, hue);

const meta = {
  title: 'UI/Banner',
  component: MainBanner,
  args: { title: 'Brakes for every car', subtitle: 'ATE, Brembo, TRW', image: picture('Brakes', 'main'), href: '/eng/brakes' },
} satisfies Meta<typeof MainBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Brakes for every car ATE, Brembo, TRW' });
    await expect(link).toHaveAttribute('href', '/eng/brakes');
    const img = link.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '480');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const SmallBannerRow: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' }}>
      <SmallBanner title="Clear view" image={picture('Wipers', 'small', 210)} href="/eng/wipers" />
      <SmallBanner title="For the dark season" image={picture('Lighting', 'small', 40)} href="/eng/lighting" />
      <SmallBanner title="Black Friday: 50% off your first purchase" image={picture('Accessories', 'small', 0)} href="/eng/accessories" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'For the dark season' })).toHaveAttribute('href', '/eng/lighting');
  },
};

export const Product: Story = {
  render: () => <ProductBanner title="Time for a service" image={picture('Oils', 'product', 40)} href="/eng/oils-fluids" />,
  play: async ({ canvas }) => {
    const img = canvas.getByRole('link', { name: 'Time for a service' }).querySelector('img');
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '400');
  },
};

export const Head: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <HeadImage title="Brakes for every car" image={picture('Brakes', 'head')} href="/eng/brakes" />,
  play: async ({ canvas }) => {
    const img = canvas.getByRole('link', { name: 'Brakes for every car' }).querySelector('img');
    await expect(img).toHaveAttribute('width', '1600');
  },
};

/** At 320 px the picture shrinks to the width with its ratio kept, and the text wraps below it. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '320px' }}><Story /></div>],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Brakes for every car ATE, Brembo, TRW' });
    const img = link.querySelector('img') as HTMLImageElement;
    await expect(Math.round(link.getBoundingClientRect().width)).toBe(320);
    await expect(Math.round(img.getBoundingClientRect().height)).toBe(Math.round(((320 - 2) * 480) / 1200));
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};

/** A banner whose picture says something of its own: its alt text follows the title in the link's name. */
export const WithPictureAlt: Story = {
  render: () => (
    <SmallBanner title="14-day returns with a full refund" image={picture('Returns', 'small', 120)} imageAlt="A parcel with a return arrow and a calendar page showing 14" href="/eng/i/return-policy" />
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^14-day returns with a full refund/ });
    await expect(link.querySelector('img')).toHaveAttribute('alt', 'A parcel with a return arrow and a calendar page showing 14');
  },
};

/** The longest real strings on a 320 px phone: a German-style compound in the title and a long brand list. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { title: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen für jedes Auto', subtitle: 'ATE, Brembo, TRW, Textar, Zimmermann, Ferodo, Jurid, Pagid' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Bremsflüssigkeitsbehälterverschlussdeckeldichtungen für jedes Auto')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
