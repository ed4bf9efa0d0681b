import { act, render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Command, EventDraft } from '../../kernel';
import { KernelProvider } from '../../kernel';
import { PageProvider, type PageHead } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import CheckoutPage from './checkout-page';
import { checkoutRoute, thankYouRoute } from './checkout-route';
import { checkoutModule } from './index';
import { CheckoutSkipLink } from './skip-link';
import en from './locales/en.json';
import { cartStandIn, uiStateStandIn, userStandIn } from './test-stand-ins';

/** The English view with its prefix, as the e2e journeys use it. */
export const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const link = createLinkHelper(eng, [{ name: 'home', path: '/' }, { name: 'cart', path: '/cart' }, checkoutRoute, thankYouRoute]);

/**
 * The checkout page in a browser-like kernel of the checkout module (reactors on) with stand-ins of the cart's
 * lines, the user's session and ui-state, the log seeded with `events`.
 */
export async function checkoutPage(events: EventDraft[] = []) {
  const kernel = await createTestKernel([uiStateStandIn, cartStandIn, userStandIn, checkoutModule], { events, storeView: eng });
  const heads: PageHead[] = [];
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { checkout: en } }, react: { useSuspense: false } });
  const tree = (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link, { useHead: (head) => void heads.push(head) })}>
          <MemoryRouter initialEntries={['/eng/checkout']}>
            <Routes>
              <Route
                path="/eng/checkout"
                element={
                  <>
                    {/* The header's skip link (the layout/skipLinks fill), before the page as in the shell. */}
                    <CheckoutSkipLink />
                    <CheckoutPage />
                  </>
                }
              />
              <Route path="/eng/thank-you-page" element={<p>thank-you page</p>} />
            </Routes>
          </MemoryRouter>
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  );
  /** Dispatches as another module would (a login, a logout) and waits for the reactors. */
  const send = async (command: Command) =>
    act(async () => {
      await kernel.dispatch(command);
      await kernel.whenIdle();
    });
  return { kernel, heads, tree, send, render: () => render(tree) };
}
