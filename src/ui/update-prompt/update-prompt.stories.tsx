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

/** A 320 px phone in Russian: the message and the buttons wrap inside the prompt, which stays on the screen. */
export const RussianAt320: Story = {
  args: { message: 'Доступна новая версия магазина. Обновите страницу, чтобы увидеть изменения.', reloadLabel: 'Обновить страницу', laterLabel: 'Напомнить позже' },
  decorators: [(Story) => <div style={{ width: 320, height: 240, position: 'relative', transform: 'translateZ(0)', overflow: 'hidden' }}><Story /></div>],
  play: async ({ canvas, canvasElement }) => {
    // From 40rem the prompt is a 26rem card in the corner (the media query reads the viewport): checked on phones.
    if (window.innerWidth >= 640) return;
    const frame = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    const region = (canvas.getByRole('status').parentElement as HTMLElement).getBoundingClientRect();
    await expect(region.right).toBeLessThanOrEqual(frame.right + 0.5);
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(region.right + 0.5);
  },
};
