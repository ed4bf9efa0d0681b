import { ShoppingCart } from 'lucide';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';
import { HeaderCountButton, Icon } from '../../ui';
import { MINI_CART_COUNT_MODE, miniCartCount } from './logic';
import type { CartLine } from './messages';

/**
 * The drawer's lines, totals and removal question: their code loads the first time the mini cart opens (ADR 0075),
 * like the line editor, the sign-in dialog and the search panel (ADR 0055), not with every page.
 */
const MiniCartPanel = lazy(() => import('./mini-cart-panel'));

/** Id of the drawer, for the header button's aria-controls. */
export const DRAWER_ID = 'microcart-drawer';

/** The cart's lines as shown: none while hydrating (they live in the browser's event log, see useHydrated). */
export function useCartLines(): CartLine[] {
  const { items } = useProjection('cart/lines');
  return useHydrated() ? items : [];
}

/** The header's cart button with its count; it toggles the mini cart (spec section 4 "The mini cart is toggled"). */
export function MiniCartHeaderAction() {
  const { t } = useTranslation('cart');
  const count = miniCartCount(useCartLines(), MINI_CART_COUNT_MODE);
  const { open } = useProjection('ui-state/flags');
  const dispatch = useCommand();
  return (
    <HeaderCountButton
      icon={<Icon icon={ShoppingCart} size={24} />}
      count={count}
      label={t('miniCartHeaderLabel', { count })}
      expanded={open.microcart}
      controls={DRAWER_ID}
      onClick={() => void dispatch({ type: 'ui-state/toggle', data: { panel: 'microcart' } })}
    />
  );
}

/**
 * The mini cart (slot 'layout/overlay', ui-state drawer 'microcart'). Closed it draws nothing (as the Drawer does),
 * so the server's HTML and the hydration are the same as before; open, it draws the panel, whose chunk is fetched
 * at the first opening (the service worker precaches it for the next visits).
 */
export function MiniCartDrawer() {
  const { open } = useProjection('ui-state/flags');
  return open.microcart ? (
    <Suspense fallback={null}>
      <MiniCartPanel />
    </Suspense>
  ) : null;
}
