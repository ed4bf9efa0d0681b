import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { createTestKernel, recordingModule } from '../../kernel/testing';
import { isDiagnosticsShortcut, logFileName } from './download';
import en from './locales/en.json';
import { DiagnosticsSection, DiagnosticsShortcut } from './view';

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

async function renderDiagnostics() {
  const kernel = await createTestKernel([recordingModule('cart', { 'cart/addItem': 'cart/itemAdded' })]);
  await kernel.dispatch({ type: 'cart/addItem', data: { sku: 'BRK-1', qty: 1 } } as never);
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
});
