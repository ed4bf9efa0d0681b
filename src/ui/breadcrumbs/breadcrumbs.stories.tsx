import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    label: 'Breadcrumbs',
    items: [
      { label: 'Home', href: '/eng' },
      { label: 'Brakes', href: '/eng/c/brakes' },
      { label: 'Brake pads', href: '/eng/c/brake-pads' },
      { label: 'ATE brake pads, front axle, Ceramic' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductTrail: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText('ATE brake pads, front axle, Ceramic')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const CategoryTrail: Story = {
  args: { items: [{ label: 'Avaleht', href: '/' }, { label: 'Filtrid', href: '/c/filtrid' }, { label: 'Õlifiltrid' }] },
};

export const At320Pixels: Story = {
  decorators: [(Story) => <div style={{ width: '288px' }}><Story /></div>],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(288);
  },
};

/** The longest real strings on a 320 px phone: a deep trail with compound category names and a long product name. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { items: [{ label: 'Avaleht', href: '/' }, { label: 'Fahrwerk, Lenkung und Bremsen', href: '/c/chassis' }, { label: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen', href: '/c/seals' }, { label: 'Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Bremsbelagsatz Scheibenbremse Vorderachse mit Verschleißwarnkontakt ATE 13.0460-7184.2')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
