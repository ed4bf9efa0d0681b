import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    label: 'Pages',
    current: 6,
    total: 12,
    hrefFor: (page: number) => (page === 1 ? '/eng/c/brake-pads?brand=ATE' : `/eng/c/brake-pads?brand=ATE&page=${page}`),
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page: number) => `Page ${page}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LongRange: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole('link', { name: 'Page 6' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/eng/c/brake-pads?brand=ATE&page=6');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/eng/c/brake-pads?brand=ATE&page=7');
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

export const FirstPage: Story = {
  args: { current: 1, total: 4 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    // Tab skips the inactive "Previous" and starts on page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const LastPage: Story = { args: { current: 12 } };

export const At320Pixels: Story = {
  decorators: [(Story) => <div style={{ width: '288px' }}><Story /></div>],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(288);
  },
};
