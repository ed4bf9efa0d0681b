import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DELAY_MS, POPUP_SEEN_KEY } from './storage';
import { renderNewsletter } from './test-harness';
import { guestUserStub, uiStateStub } from './test-stubs';
import { NewsletterPopup } from './view';

const api = () => ({ code: 200, result: 'unsubscribed' });

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('newsletter pop-up', () => {
  it('opens for a guest about 10 s into a first visit, takes focus, and is remembered once dismissed', async () => {
    await renderNewsletter(<NewsletterPopup />, api, 'est', [uiStateStub, guestUserStub]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS);
    });
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(window.localStorage.getItem(POPUP_SEEN_KEY)).not.toBeNull();
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open again after a visit that showed it, nor in an automated browser', async () => {
    window.localStorage.setItem(POPUP_SEEN_KEY, '2026-11-22T10:00:00.000Z');
    await renderNewsletter(<NewsletterPopup />, api, 'est', [uiStateStub, guestUserStub]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    window.localStorage.clear();
    vi.stubGlobal('navigator', { ...navigator, webdriver: true });
    await renderNewsletter(<NewsletterPopup />, api, 'est', [uiStateStub, guestUserStub]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
