import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CardAddButton, CardOptionsLink } from './card-buy';

const meta = {
  title: 'UI/CardBuy',
  component: CardAddButton,
  args: {
    label: 'Add to cart',
    name: 'Add to cart: Brake pads, front — Brembo P 85 020',
    busyLabel: 'Adding…',
    state: 'ready',
    onAdd: fn(),
    tapId: 'card:BREMBO-P85020',
  },
  // As wide as a card on a 320 px phone (the grid's one column less its padding).
  decorators: [(Story) => <div style={{ display: 'flex', width: '16.5rem' }}><Story /></div>],
} satisfies Meta<typeof CardAddButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart: Brake pads, front — Brembo P 85 020' });
    await expect(button).toHaveTextContent('Add to cart');
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** On its way to the cart: says so, ignores taps, keeps the keyboard's focus. */
export const Busy: Story = {
  args: { state: 'busy' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Add to cart: / });
    await expect(button).toHaveTextContent('Adding…');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Out of stock: disabled. */
export const Unavailable: Story = {
  args: { state: 'unavailable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Add to cart: / })).toBeDisabled();
  },
};

/** A product with choices: an outlined link to its page instead. */
export const ChooseOptions: Story = {
  render: () => <CardOptionsLink label="Choose options" name="Choose options: Wiper blade — Bosch Aerotwin" href="/eng/p/BOSCH-AEROTWIN/aerotwin/BOSCH-AEROTWIN" />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Choose options: Wiper blade — Bosch Aerotwin' });
    await expect(link).toHaveTextContent('Choose options');
    await expect(link).toHaveAttribute('href', '/eng/p/BOSCH-AEROTWIN/aerotwin/BOSCH-AEROTWIN');
  },
};

/** The longest translations (Italian, Finnish) wrap inside the card's width instead of widening it. */
export const LongTranslations: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem', width: '100%' }}>
      <CardAddButton {...args} label="Aggiungi al carrello" name="Aggiungi al carrello: Pastiglie freno" busyLabel="Aggiunta in corso…" state="busy" />
      <CardAddButton {...args} label="Lisää ostoskoriin" name="Lisää ostoskoriin: Jarrupalat" />
      <CardOptionsLink label="Выбрать параметры" name="Выбрать параметры: Щётка стеклоочистителя" href="/rus/p/x" />
      <CardAddButton {...args} label="Lisa ostukorvi" name="Lisa ostukorvi: Piduriklotsid" state="unavailable" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('div > div') as HTMLElement;
    for (const control of canvasElement.querySelectorAll('button, a')) await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right + 0.5);
  },
};
