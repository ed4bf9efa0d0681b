import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StickyBuyBar } from './sticky-buy-bar';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

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

/** The longest real strings on a 320 px phone: a long part name, a five-digit price and Italian's button. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { label: 'Acquisto rapido', name: 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2', price: '12 345,67 €', buttonLabel: 'Aggiungi al carrello' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('region', { name: 'Acquisto rapido' });
    await expect(canvas.getByRole('button', { name: 'Aggiungi al carrello' })).toBeVisible();
    await expect(overflowing(bar)).toEqual([]);
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
