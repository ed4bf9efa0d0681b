import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StickyBuyBar } from './sticky-buy-bar';

const meta = {
  title: 'UI/StickyBuyBar',
  component: StickyBuyBar,
  args: { shown: true, label: 'Quick purchase', name: 'Brake pads, front — ATE 13.0460-7184.2', price: '38,90 €', buttonLabel: 'Add to cart', onAdd: fn() },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof StickyBuyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown (the page's own button scrolled away): a tap adds to the cart. Hidden from 60rem (desktop). */
export const Shown: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const bar = canvas.queryByRole('region', { name: 'Quick purchase' });
    if (window.innerWidth >= 960) return void (await expect(bar).toBeNull());
    await expect(bar).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The page's own button is in view: nothing is drawn. */
export const Hidden: Story = {
  args: { shown: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="sticky-buy-bar"]')).toBeNull();
  },
};

/** The product cannot be added yet (no variant chosen): the button is disabled. */
export const Disabled: Story = { args: { disabled: true } };
