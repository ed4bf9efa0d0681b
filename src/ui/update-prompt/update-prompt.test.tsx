import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

afterEach(cleanup);

const texts = { message: 'A new version of the shop is available.', reloadLabel: 'Reload', laterLabel: 'Later' };

describe('UpdatePrompt', () => {
  it('keeps an empty status region in the page while closed, with no buttons', () => {
    render(<UpdatePrompt open={false} {...texts} onReload={vi.fn()} onLater={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('announces the message and names the button group after it when open', () => {
    render(<UpdatePrompt open {...texts} onReload={vi.fn()} onLater={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('A new version of the shop is available.');
    expect(screen.getByRole('group', { name: 'A new version of the shop is available.' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Reload', 'Later']);
  });

  it('reports Reload and Later, from the mouse and the keyboard, without taking the focus', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    const user = userEvent.setup();
    render(<UpdatePrompt open {...texts} onReload={onReload} onLater={onLater} />);
    expect(document.activeElement).toBe(document.body);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Later' }));
    await user.keyboard('{Enter}');
    expect(onLater).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('takes Escape inside the prompt as Later', async () => {
    const onLater = vi.fn();
    const user = userEvent.setup();
    render(<UpdatePrompt open {...texts} onReload={vi.fn()} onLater={onLater} />);
    screen.getByRole('button', { name: 'Reload' }).focus();
    await user.keyboard('{Escape}');
    expect(onLater).toHaveBeenCalledOnce();
  });
});
