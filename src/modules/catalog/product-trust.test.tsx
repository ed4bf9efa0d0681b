import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { defineModule, KernelProvider } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import type { StoreView } from '../../kernel/store-view/types';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { PaymentMark } from '../../ui';
import en from './locales/en.json';
import { ProductTrust } from './product-trust';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const fin = makeTestStoreView({ storeCode: 'fin', timeZone: 'Europe/Helsinki', tax: { defaultCountry: 'FI', sourcePriceIncludesTax: false } });

/** Stands in for a payment module: fills the marks slot as payment-cod does. */
const payments = defineModule({ id: 'payments-stub', activation: 'eager', slots: [{ slot: 'trust/paymentMarks', key: 'cod', component: () => <PaymentMark kind="cash" label="Cash on delivery" /> }] });

async function renderTrust(view: StoreView, typeId: string, now: Date) {
  const kernel = await createTestKernel([payments], { storeView: view });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(view, createLinkHelper(view, []))}>
          <ProductTrust typeId={typeId} now={now} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  return within(screen.getByRole('list', { name: 'Delivery, returns and support' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Friday 27 November 2026, 10:30 in Tallinn (UTC+2). */
const FRIDAY_MORNING = new Date('2026-11-27T08:30:00Z');

afterEach(cleanup);

describe('the trust block beside the price', () => {
  it('promises delivery with DPD, today’s Tallinn courier window, returns and support hours, and shows the payment marks', async () => {
    const items = await renderTrust(eng, 'simple', FRIDAY_MORNING);
    expect(items).toEqual([
      'Delivery in 1-10 daysSent with DPD',
      'Tallinn and Rae: order by 12:00, delivered today 13:00-15:00',
      '14-day returnsFull refund',
      'Support Mon-Fri 9:00-17:00',
    ]);
    const marks = screen.getByRole('group', { name: 'Secure payment' });
    expect(within(marks).getByRole('img', { name: 'Cash on delivery' })).toBeTruthy();
  });

  it('after the last cut-off gives the courier’s cut-offs instead of a window for today', async () => {
    const items = await renderTrust(eng, 'simple', new Date('2026-11-27T14:00:00Z'));
    expect(items[1]).toBe('Tallinn and Rae courier, Mon-FriOrder by 12:00 for 13:00-15:00, by 15:00 for 15:30-17:00');
  });

  it('has no Tallinn courier outside Estonia', async () => {
    const items = await renderTrust(fin, 'simple', FRIDAY_MORNING);
    expect(items).toEqual(['Delivery in 1-10 daysSent with DPD', '14-day returnsFull refund', 'Support Mon-Fri 9:00-17:00']);
  });

  it('promises no delivery for a service or a download', async () => {
    expect(await renderTrust(eng, 'virtual', FRIDAY_MORNING)).toEqual(['14-day returnsFull refund', 'Support Mon-Fri 9:00-17:00']);
  });
});
