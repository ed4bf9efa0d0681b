import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoredClaims } from '../../kernel/claims';
import { createMapStorage } from '../../kernel/event-log/storage';
import { createRecordingLogger } from '../../kernel/testing';
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
    const { claims } = await renderNewsletter(<NewsletterPopup />, api, 'est', [uiStateStub, guestUserStub]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS);
    });
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await claims.check(POPUP_SEEN_KEY)).toMatchObject({ code: POPUP_SEEN_KEY, value: true });
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open again after a visit that showed it (its claim is stored), nor in an automated browser', async () => {
    const storage = createMapStorage();
    await createStoredClaims(createRecordingLogger(), () => new Date(), storage).set(POPUP_SEEN_KEY, true);
    await renderNewsletter(<NewsletterPopup />, api, 'est', [uiStateStub, guestUserStub], storage);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    // Seen before the claims store: the old localStorage flag still counts.
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

  it('a claim storage that refuses everything is only logged: the pop-up still opens, once, and nothing throws', async () => {
    const refuse = () => Promise.reject(new Error('storage refused'));
    const { logger } = await renderNewsletter(<NewsletterPopup />, api, 'est', [uiStateStub, guestUserStub], { ready: refuse, getItem: refuse, setItem: refuse, removeItem: refuse, keys: refuse });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_DELAY_MS);
    });
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeTruthy();
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([['warn', 'Claim storage error (unavailable); claims are kept in memory for this page']]);
  });
});
