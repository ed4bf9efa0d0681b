import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';
import { UpdatePrompt } from './update-prompt';

const meta = {
  title: 'UI/UpdatePrompt',
  component: UpdatePrompt,
  args: {
    open: true,
    message: 'A new version of the shop is available.',
    reloadLabel: 'Reload',
    laterLabel: 'Later',
    onReload: fn(),
    onLater: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of the shop is available.');
    await expect(getComputedStyle(canvas.getByRole('status').parentElement as HTMLElement).position).toBe('fixed');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onLater).not.toHaveBeenCalled();
  },
};

export const LaterFromTheKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Later' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLater).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onLater).toHaveBeenCalledTimes(2);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  args: { message: 'Poe uus versioon on saadaval.', reloadLabel: 'Laadi uuesti', laterLabel: 'Hiljem' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Poe uus versioon on saadaval.' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The longest real strings (Italian message, Finnish buttons) on a 320 px phone: the message wraps, the buttons stay inside. */
export const LongTexts: Story = {
  args: { message: 'È disponibile una nuova versione del negozio.', reloadLabel: 'Lataa uudelleen', laterLabel: 'Myöhemmin' },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Lataa uudelleen' })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
    await expect(window.innerWidth).toBe(320);
    const prompt = canvas.getByRole('status').parentElement as HTMLElement;
    await expect(prompt.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
