import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { CardAddButton, CardOptionsLink } from '../card-buy/card-buy';
import { Rating } from '../rating/rating';
import { ProductCard } from './product-card';
import { sampleProducts } from './story-data';

const [pads, filter, wipers, disc] = sampleProducts as [
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
  (typeof sampleProducts)[number],
];

const toArgs = (product: (typeof sampleProducts)[number]) => ({
  name: product.name,
  href: product.href,
  imageSrc: product.image,
  imageSrcSet: product.imageSrcSet,
  brand: product.brand,
  price: { ...product.price, originalLabel: 'Regular price', taxNote: 'incl. VAT' },
  stockLabel: product.stock.label,
  stockStatus: product.stock.status,
  badges: product.badges,
});

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: toArgs(pads),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// One card as a grid cell would size it.
const cell: NonNullable<Story['decorators']> = [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>];

export const SpecialPriceWithBadge: Story = {
  decorators: cell,
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: pads.name });
    await expect(link).toHaveAttribute('href', pads.href);
    await expect(canvas.getByText('-25%')).toBeVisible();
    await expect(canvasElement.querySelector('del')).toHaveTextContent('Regular price: 49,60 €');
    const img = canvas.getByRole('img', { name: pads.name });
    await expect(img).toHaveAttribute('width', '310');
    await expect(img).toHaveAttribute('height', '300');
    // 1x and 2x variants; lazy, as every card but a listing's first.
    await expect(img).toHaveAttribute('srcset', pads.imageSrcSet);
    await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

export const VolatileStock: Story = { args: toArgs(filter), decorators: cell };

export const OutOfStock: Story = { args: toArgs(wipers), decorators: cell };

/** A listing's first card: its thumbnail is the page's largest picture on a phone, so it loads first. */
export const LeadOfListing: Story = {
  args: { imagePriority: true },
  decorators: cell,
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: pads.name });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

const onAddToCart = fn();

export const WithActions: Story = {
  decorators: cell,
  args: {
    ...toArgs(disc),
    children: (
      <>
        <Button onClick={onAddToCart}>Add to cart</Button>
        <Button variant="secondary" aria-label="Add to compare: Brembo brake disc">Compare</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onAddToCart.mockClear();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: disc.name });
    await expect(link).toHaveFocus();
    // The focus ring is drawn around the whole card.
    const card = canvas.getByRole('article', { name: disc.name });
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveFocus();
    await userEvent.click(add);
    await expect(onAddToCart).toHaveBeenCalledTimes(1);
    const box = add.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      {sampleProducts.map((product) => (
        <ProductCard key={product.sku} {...toArgs(product)} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(sampleProducts.length);
  },
};

export const At320Pixels: Story = {
  decorators: [(Story) => <div style={{ width: '288px' }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: pads.name });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** With review stars and their count under the name; low stock says how many are left. */
export const WithRatingAndLowStock: Story = {
  args: { rating: <Rating value={4.5} label="4.5 of 5" note="(2 reviews)" />, stockLabel: 'Only 3 left', stockStatus: 'in-stock' },
  decorators: cell,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4.5 of 5' })).toBeVisible();
    await expect(canvas.getByText('(2 reviews)')).toBeVisible();
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
  },
};

/** A fit badge as the shop draws it (the vehicle module's fill), in the card's action row. */
const fitBadge = (text: string) => (
  <p style={{ display: 'inline-flex', margin: 0, padding: '2px 8px', border: '1px solid rgb(184, 221, 199)', borderRadius: 999, background: 'rgb(238, 247, 242)', color: 'rgb(19, 91, 55)', fontSize: '0.875rem', fontWeight: 600 }}>{text}</p>
);

/** The shop's card with a car applied (issue 20): the fit badge, then "Add to cart" named after the product. */
export const FitsWithAddToCart: Story = {
  decorators: cell,
  args: {
    ...toArgs(pads),
    children: (
      <>
        {fitBadge('✓ Fits your car')}
        <CardAddButton label="Add to cart" name={`Add to cart: ${pads.name}`} busyLabel="Adding…" state="ready" onAdd={fn()} tapId={`card:${pads.sku}`} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: pads.name });
    await expect(card).toHaveTextContent('Fits your car');
    const add = canvas.getByRole('button', { name: `Add to cart: ${pads.name}` });
    // Above the card's stretched link: a tap on it adds, it does not open the product.
    const box = add.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button')).toBe(add);
  },
};

/** A configurable product's card: "Choose options" links to its page. */
export const ChooseOptionsCard: Story = {
  decorators: cell,
  args: { ...toArgs(wipers), children: <CardOptionsLink label="Choose options" name={`Choose options: ${wipers.name}`} href={wipers.href} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: `Choose options: ${wipers.name}` })).toHaveAttribute('href', wipers.href);
  },
};

/**
 * A 320 px phone's card with a long name without spaces, a long brand, the Russian badge and button: everything
 * wraps inside the card.
 */
export const LongNamesAt320Russian: Story = {
  decorators: [(Story) => <div style={{ width: '288px' }}><Story /></div>],
  args: {
    ...toArgs(pads),
    name: 'Тормозные колодки, передние — Brembo-P85020-Xtra-Керамические-Низкопыльные-Комплект',
    brand: 'BREMBO-AFTERMARKET-SOLUTIONS-GMBH',
    stockLabel: 'Наличие не подтверждено',
    stockStatus: 'volatile',
    children: (
      <>
        {fitBadge('✓ Подходит для вашего автомобиля')}
        <CardAddButton label="В корзину" name="В корзину: Тормозные колодки" busyLabel="Добавляем…" state="ready" onAdd={fn()} tapId="card:ru" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article') as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    for (const part of card.querySelectorAll('h3, p, button')) await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right + 0.5);
  },
};
