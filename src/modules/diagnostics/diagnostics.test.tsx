import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { createTestKernel, recordingModule } from '../../kernel/testing';
import { isDiagnosticsShortcut, logFileName } from './download';
import en from './locales/en.json';
import { DiagnosticsSection } from './section';
import { DiagnosticsShortcut } from './view';

const downloads: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  downloads.length = 0;
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set('blob:1', blob), 'blob:1'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderDiagnostics(fetchApi?: ApiFetch) {
  const kernel = await createTestKernel([recordingModule('cart', { 'cart/addItem': 'cart/itemAdded' })]);
  if (fetchApi) kernel.container.bind<ApiFetch>(ApiFetchToken).toConstantValue(fetchApi);
  await kernel.dispatch({ type: 'cart/addItem', data: { sku: 'BRK-1', qty: 1, cartId: 'guest-cart-secret' } } as never);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { diagnostics: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <DiagnosticsSection />
        <DiagnosticsShortcut />
      </KernelProvider>
    </I18nextProvider>,
  );
  return kernel;
}

describe('diagnostics', () => {
  it('names the file after the store and the time', () => {
    expect(logFileName('est', new Date('2026-11-22T15:10:00.123Z'))).toBe('autoparts-log-est-2026-11-22T15-10-00-123Z.jsonl');
  });

  it('knows the shortcut Ctrl+Shift+E only', () => {
    const key = { ctrlKey: true, shiftKey: true, altKey: false, metaKey: false, key: 'E', code: 'KeyE' };
    expect(isDiagnosticsShortcut(key)).toBe(true);
    expect(isDiagnosticsShortcut({ ...key, shiftKey: false })).toBe(false);
    expect(isDiagnosticsShortcut({ ...key, key: 'r', code: 'KeyR' })).toBe(false);
  });

  it('downloads the event log as JSON lines from the button', async () => {
    await renderDiagnostics();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download diagnostics' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^autoparts-log-.+-\d{4}-\d\d-\d\dT.+\.jsonl$/);
    const lines = (await downloads[0]!.text).trim().split('\n').map((line) => JSON.parse(line) as { type: string });
    expect(lines.map((line) => line.type)).toContain('cart/itemAdded');
    expect(screen.getByRole('status').textContent).toBe('The diagnostics file was downloaded.');
    expect(screen.getByRole('region', { name: 'Diagnostics' }).textContent).toContain('Keyboard shortcut on any page: Ctrl+Shift+E');
  });

  it('downloads with Ctrl+Shift+E anywhere on the page', async () => {
    await renderDiagnostics();
    fireEvent.keyDown(window, { key: 'E', code: 'KeyE', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await downloads[0]!.text).toContain('cart/itemAdded');
  });

  it('shares the log with support only after the confirm, redacted, and shows the code', async () => {
    const posted: { path: string; body: { log: string } }[] = [];
    const fetchApi: ApiFetch = async (path, init) => {
      posted.push({ path, body: JSON.parse(String(init?.body)) as { log: string } });
      return new Response(JSON.stringify({ code: 200, result: { code: 'ABCDE-FGHJK', expiresAt: '2026-12-27T10:00:00.000Z' } }), { status: 200 });
    };
    await renderDiagnostics(fetchApi);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share with support' }));
    expect(screen.getByText(/kept for 30 days/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Share with support' }));
    await user.click(screen.getByRole('button', { name: 'Yes, share the log' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Tell customer service this code (valid for 30 days): ABCDE-FGHJK'));
    expect(posted).toHaveLength(1);
    expect(posted[0]!.path).toBe('/api/ext/support-logs');
    const [line] = posted[0]!.body.log.trim().split('\n').map((text) => JSON.parse(text) as { type: string; data: Record<string, unknown> });
    expect(line).toMatchObject({ type: 'cart/itemAdded', data: { sku: 'BRK-1', qty: 1, cartId: '[redacted]' } });
    expect(posted[0]!.body.log).not.toContain('guest-cart-secret');
  });

  it('says so when the shop refuses the share', async () => {
    await renderDiagnostics(async () => new Response(JSON.stringify({ code: 429, result: 'Too many logs shared' }), { status: 429 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share with support' }));
    await user.click(screen.getByRole('button', { name: 'Yes, share the log' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The log could not be shared. Please download it and send the file instead.'));
  });
});
