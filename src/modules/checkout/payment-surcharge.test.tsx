import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartTotals } from '../../../contract/cart';
import type { EventDraft } from '../../kernel';
import { defineModule } from '../../kernel/module';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { checkoutModule } from './index';
import en from './locales/en.json';
import { paymentOffersOf } from './logic/offers';
import { PaymentStep } from './payment-step';
import { cartStandIn, lineInCart, uiStateStandIn, userStandIn } from './test-stand-ins';

/** Payment modules' stand-ins (modules never import each other): each fills its method's slot. */
const methodsStandIn = defineModule({
  id: 'payment-stand-ins',
  slots: [
    { slot: 'checkout/paymentMethod', key: 'cashondelivery', component: () => <p>upon delivery</p> },
    { slot: 'checkout/paymentMethod', key: 'makecommerce', component: () => <p>choose your bank</p> },
    { slot: 'checkout/paymentMethod', key: 'invoice', component: () => <p>the invoice comes with the goods</p> },
  ],
});

const address = { firstName: 'Mari', lastName: 'Maasikas', country: 'EE', streetAddress: 'Pikk 1', apartmentNumber: '', city: 'Tallinn', state: '', zipCode: '10115', phoneNumber: '+372 5555 1234' };
const totals = { grand_total: 42.2, total_segments: [{ code: 'grand_total', title: 'Grand Total', value: 42.2 }] } as unknown as CartTotals;

/** The payment step after the server answered these payment methods (as the wire has them). */
async function paymentStep(wire: unknown[], moreTexts: Record<string, Record<string, string>> = {}) {
  const events: EventDraft[] = [
    lineInCart(),
    { type: 'user/sessionStartedAnonymously', data: {} },
    { type: 'checkout/personalDetailsSaved', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false } },
    { type: 'checkout/shippingDetailsSaved', data: { ...address, shippingCarrier: 'flatrate', shippingMethod: 'flatrate' } },
    { type: 'checkout/shippingInformationReceived', data: { paymentMethods: paymentOffersOf(wire) ?? [], totals } },
  ];
  const loaded = await loadModuleStory([uiStateStandIn, cartStandIn, userStandIn, methodsStandIn, checkoutModule], 'checkout', en, { events });
  for (const [namespace, texts] of Object.entries(moreTexts)) loaded.i18n.addResourceBundle('en', namespace, texts);
  render(
    <ModuleStoryFrame {...loaded}>
      <PaymentStep number={3} headingId="step" reachable />
    </ModuleStoryFrame>,
  );
}

afterEach(cleanup);

describe('payment methods: cost, costInclTax, default, is_server_method (spec section 3, ADR 0052)', () => {
  it('keeps the fields of the server answer, taking costInclTax from cost_incl_tax', () => {
    expect(paymentOffersOf([{ code: 'cashondelivery', title: 'Cash On Delivery', cost: 2, cost_incl_tax: 2.4, default: true, is_server_method: true }, { code: 'makecommerce', title: 'Bank link' }])).toEqual([
      { code: 'cashondelivery', title: 'Cash On Delivery', offline: true, cost: 2, costInclTax: 2.4, default: true, isServerMethod: true },
      { code: 'makecommerce', title: 'Bank link', offline: false },
    ]);
  });

  it('shows the surcharge of a method that has one, and chooses the default method for the shopper', async () => {
    await paymentStep([
      { code: 'makecommerce', title: 'Bank link', cost: 0, cost_incl_tax: 0, default: false, is_server_method: true },
      { code: 'cashondelivery', title: 'Cash On Delivery', cost: 2, cost_incl_tax: 2.4, default: true, is_server_method: true },
    ]);
    const cod = await screen.findByRole('radio', { name: /Cash On Delivery/ });
    expect(cod).toHaveProperty('checked', true);
    const group = screen.getByRole('group', { name: /Payment method/ });
    expect(within(group).getByText(/Surcharge: 2[.,]40/)).toBeTruthy();
    expect(within(group).getAllByText(/Surcharge/)).toHaveLength(1);
  });

  it('shows no surcharge when no method costs anything', async () => {
    await paymentStep([{ code: 'cashondelivery', title: 'Cash On Delivery', cost: 0, cost_incl_tax: 0, is_server_method: true }]);
    await screen.findByRole('radio', { name: /Cash On Delivery/ });
    expect(screen.queryByText(/Surcharge/)).toBeNull();
  });

  it("translates a method's title from its own module's texts when the checkout has none (ADR 0069)", async () => {
    await paymentStep([{ code: 'invoice', title: 'Invoice', is_server_method: true }], { 'payment-invoice': { Invoice: 'Invoice (14 days, from the module)' } });
    expect(await screen.findByRole('radio', { name: /Invoice \(14 days, from the module\)/ })).toBeTruthy();
  });
});
