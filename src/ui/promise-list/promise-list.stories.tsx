import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shopPromises } from '../story-fixtures';
import { PromiseList } from './promise-list';

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
