import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationList } from './notification-list';
import type { NotificationItem } from './notification-list';

const items: NotificationItem[] = [
  { id: 'ok', type: 'success', message: 'Saved' },
  { id: 'bad', type: 'error', message: 'Failed', actionLabel: 'Retry' },
  { id: 'careful', type: 'warning', message: 'Low stock' },
  { id: 'fyi', type: 'info', message: 'Offline' },
];

afterEach(cleanup);

describe('NotificationList', () => {
  it('announces errors and warnings as alerts and the rest as status', () => {
    render(<NotificationList items={items} onDismiss={vi.fn()} closeLabel="Close" />);
    expect(screen.getAllByRole('alert').map((el) => el.getAttribute('data-type'))).toEqual(['error', 'warning']);
    expect(screen.getAllByRole('status').map((el) => el.getAttribute('data-type'))).toEqual(['success', 'info']);
  });

  it('dismisses the item whose close button was pressed', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<NotificationList items={items} onDismiss={onDismiss} closeLabel="Close" />);
    const warning = screen.getByText('Low stock').closest('[role]') as HTMLElement;
    await user.click(within(warning).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('careful');
  });

  it('shows an action button only where an action label is set and reports its id', async () => {
    const onAction = vi.fn();
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    render(<NotificationList items={items} onDismiss={onDismiss} onAction={onAction} closeLabel="Close" />);
    expect(screen.getAllByRole('button')).toHaveLength(items.length + 1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith('bad');
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('does not fail when an action is pressed without an onAction handler', async () => {
    const user = userEvent.setup();
    render(<NotificationList items={items} onDismiss={vi.fn()} closeLabel="Close" />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Failed')).toBeTruthy();
  });
});
