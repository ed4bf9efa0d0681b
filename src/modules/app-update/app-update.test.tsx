import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { Slot } from '../../kernel/react/slot';
import { createRecordingLogger, createTestKernel } from '../../kernel/testing';
import { LANGUAGES } from '../../kernel/store-view/types';
import { AppUpdater, appUpdateModule } from './index';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it_ from './locales/it.json';
import ru from './locales/ru.json';

afterEach(cleanup);

async function renderPrompt(options: { bindUpdater?: boolean } = {}) {
  const logger = createRecordingLogger();
  const kernel = await createTestKernel([appUpdateModule], { logger });
  const apply = vi.fn();
  if (options.bindUpdater !== false) kernel.container.bind<AppUpdater>(AppUpdater).toConstantValue({ apply });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'et', fallbackLng: 'en', resources: { en: { 'app-update': en }, et: { 'app-update': et } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <Slot name="layout/overlay" props={{}} />
      </KernelProvider>
    </I18nextProvider>,
  );
  const offer = () => act(async () => void (await kernel.dispatch({ type: 'app-update/offer', data: {} })));
  return { kernel, apply, offer, logger };
}

describe('app-update module', () => {
  it('shows nothing until a new version is offered, then the translated prompt in the overlay slot', async () => {
    const { offer } = await renderPrompt();
    expect(screen.getByRole('status').textContent).toBe('');
    await offer();
    expect(screen.getByRole('status').textContent).toBe('Poe uus versioon on saadaval.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Laadi uuesti', 'Hiljem']);
  });

  it('"Reload" hands over to the waiting version through the bound AppUpdater and hides the prompt', async () => {
    const { kernel, apply, offer } = await renderPrompt();
    await offer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Laadi uuesti' }));
    await act(() => kernel.whenIdle());
    expect(apply).toHaveBeenCalledOnce();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('"Later" hides the prompt and leaves the waiting version alone', async () => {
    const { kernel, apply, offer } = await renderPrompt();
    await offer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hiljem' }));
    await act(() => kernel.whenIdle());
    expect(apply).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('reports through the kernel logger when the app bound no updater', async () => {
    const { kernel, offer, logger } = await renderPrompt({ bindUpdater: false });
    await offer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Laadi uuesti' }));
    await act(() => kernel.whenIdle());
    expect(logger.entries.map((entry) => String((entry.detail as Error | undefined)?.message ?? entry.message)).join('\n')).toContain('no AppUpdater is bound');
  });

  it('has the same three texts in all five languages, each translated', () => {
    const locales = { en, et, ru, fi, it: it_ };
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
    for (const [language, texts] of Object.entries(locales)) {
      expect(Object.keys(texts), language).toEqual(Object.keys(en));
      if (language !== 'en') expect(Object.values(texts).filter((text, i) => text === Object.values(en)[i]), language).toEqual([]);
    }
  });

  it('is session only: a new page load does not show an old offer', () => {
    expect(appUpdateModule.sessionOnly).toBe(true);
  });
});
