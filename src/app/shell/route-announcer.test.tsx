import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findStoreView } from '../store-views';
import { MAIN_ID, ROUTE_ANNOUNCER_ID } from './route-announcer';
import { renderShell, setupShellTests } from './render-shell';

const eng = findStoreView('eng')!;
const shellI18n = setupShellTests();


async function renderApp(path: string) {
  const router = renderShell({ storeView: eng, i18n: shellI18n(), path });
  await screen.findByRole('heading', { level: 1 });
  return router;
}

const main = () => document.getElementById(MAIN_ID);
const announced = () => document.getElementById(ROUTE_ANNOUNCER_ID)?.textContent;

describe('focus and announcement after client navigation', () => {
  it('leaves focus and the live region alone on first load', async () => {
    await renderApp('/eng');
    expect(document.activeElement).toBe(document.body);
    const region = document.getElementById(ROUTE_ANNOUNCER_ID);
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(announced()).toBe('');
  });

  it('moves focus to main without scrolling and announces the new page', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    await renderApp('/eng');
    await userEvent.click(screen.getByRole('link', { name: 'My Account' }));
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    // The page commits first; the focus move follows in its passive effect.
    await waitFor(() => expect(document.activeElement).toBe(main()));
    expect(focus.mock.contexts.at(-1)).toBe(main());
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(announced()).toBe('My Account');

    await userEvent.click(screen.getByRole('link', { name: 'Compare' }));
    await screen.findByRole('heading', { level: 1, name: 'Compare Products' });
    await waitFor(() => expect(announced()).toBe('Compare Products'));
    expect(document.activeElement).toBe(main());
  });

  it('does nothing on a hash-only change', async () => {
    const router = await renderApp('/eng');
    await userEvent.click(screen.getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(announced()).toBe('My Account'));
    const link = screen.getByRole('link', { name: 'Compare' });
    link.focus();
    await act(() => router.navigate('/eng/my-account#details'));
    expect(router.state.location.hash).toBe('#details');
    expect(document.activeElement).toBe(link);
    expect(announced()).toBe('My Account');
  });
});
