import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopPromises } from '../story-fixtures';
import { PromiseList } from './promise-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/PromiseList',
  component: PromiseList,
  args: { items: shopPromises },
} satisfies Meta<typeof PromiseList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShopPromises: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(shopPromises);
  },
};

/** The longest real strings on a 320 px phone: Russian's promises, the courier's the longest. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { items: ['Доставка за 1-10 дней', 'Возврат в течение 14 дней с полным возмещением', 'Курьер по Таллину и Раэ: закажите до 12:00 — доставка 13:00-15:00; закажите до 15:00 — доставка 15:30-17:00'] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Курьер по Таллину и Раэ/)).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
