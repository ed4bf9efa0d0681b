import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KernelProvider, type EventDraft, type Kernel } from '../../kernel';
import { ApiFetchToken } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, testStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { vehicleModule } from './index';
import en from './locales/en.json';
import { VehicleHeaderButton } from './vehicle-header';

const option = (value: number, label: string) => ({ value, label, importValue: String(value) });
const golf: EventDraft = { type: 'vehicle/applied', data: { make: option(1000, 'VW'), model: option(1001, 'VW Golf VII'), engine: option(1006, '1.4 TSI 92 kW / 125 hp (2012-2016)') } };

async function renderButton(events: EventDraft[] = []): Promise<Kernel> {
  const kernel = await createTestKernel([vehicleModule], { events });
  // The picker's lists ask the catalogue: none here.
  kernel.container.bind(ApiFetchToken).toConstantValue(async () => new Response(JSON.stringify({ hits: { total: { value: 0 }, hits: [] } })));
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { vehicle: en } }, react: { useSuspense: false } });
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <PageProvider value={testPageContext(testStoreView, createLinkHelper(testStoreView, []))}>
            <VehicleHeaderButton />
          </PageProvider>
        </KernelProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return kernel;
}

afterEach(cleanup);

describe('VehicleHeaderButton (the car in the phones’ header row)', () => {
  it('without a car says "Choose your car" and opens the picker in a dialog', async () => {
    await renderButton();
    const button = await screen.findByRole('button', { name: 'Choose your car' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Choose your car' }, { timeout: 10_000 });
    expect(within(sheet).getByRole('form', { name: 'Choose your car' })).toBeTruthy();
    expect(within(sheet).getByRole('form', { name: 'Find your car by licence plate' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('with a car shows it (its accessible name says the whole car), and the sheet clears it', async () => {
    const kernel = await renderButton([golf]);
    const button = await screen.findByRole('button', { name: 'Your car: VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)' });
    expect(button.textContent).toBe('VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)');
    expect(button.hasAttribute('data-car')).toBe(true);
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Choose your car' }, { timeout: 10_000 });
    await userEvent.click(within(sheet).getByRole('button', { name: /^Clear the car VW Golf VII/ }));
    await act(() => kernel.whenIdle());
    expect(await screen.findByRole('button', { name: 'Choose your car' })).toBeTruthy();
  });

  it('closes the sheet when a car is applied', async () => {
    const kernel = await renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose your car' }));
    await screen.findByRole('dialog', { name: 'Choose your car' }, { timeout: 10_000 });
    await act(async () => {
      for (const [type, data] of [
        ['vehicle/selectMake', { option: golf.data.make }],
        ['vehicle/selectModel', { option: golf.data.model }],
        ['vehicle/selectEngine', { option: golf.data.engine }],
        ['vehicle/apply', {}],
      ] as const)
        await kernel.dispatch({ type, data } as never);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Your car: VW Golf VII/ })).toBeTruthy();
  });
});
