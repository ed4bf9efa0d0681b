import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storeViews as views } from '../story-fixtures';
import { StoreSwitcher } from './store-switcher';

const meta = {
  title: 'UI/StoreSwitcher',
  component: StoreSwitcher,
  args: { label: 'Choose store', options: views },
  // Room below the toggle so the open list is visible in the canvas.
  decorators: [(Story) => <div style={{ minHeight: '24rem', display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
} satisfies Meta<typeof StoreSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose store' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Choose store' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(views.length);
    const current = canvas.getByRole('link', { name: 'Eesti' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    const russian = canvas.getByRole('link', { name: 'Русский' });
    await expect(russian).toHaveAttribute('hreflang', 'ru');
    await expect(russian).toHaveAttribute('lang', 'ru');
    await expect(russian).toHaveAttribute('href', '/rus/');
    await expect(russian).not.toHaveAttribute('aria-current');
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Choose store' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Eesti' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Choose store' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** In the phones' menu: a full-width entry whose list opens in place, under it (no popover over the menu). */
export const InTheMenu: Story = {
  args: { label: 'Store', placement: 'menu' },
  decorators: [(Story) => <div style={{ width: '18rem', background: 'white', color: 'rgb(20, 24, 22)' }}><Story /></div>],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Store' });
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThan(200);
    await userEvent.click(toggle);
    const list = canvas.getByRole('list');
    await expect(getComputedStyle(list).position).toBe('static');
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(toggle.getBoundingClientRect().bottom - 0.5);
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/rus/');
  },
};

/** The menu's entry in Russian and Finnish. */
export const InTheMenuRussian: Story = {
  args: { label: 'Магазин', placement: 'menu' },
  decorators: [(Story) => <div style={{ width: '18rem' }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Магазин' })).toBeVisible();
  },
};
