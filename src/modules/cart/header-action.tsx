import { useTranslation } from 'react-i18next';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';
import { HeaderCountButton } from '../../ui';
import { MINI_CART_COUNT_MODE, miniCartCount } from './logic';
import type { CartLine } from './messages';

/** Id of the drawer, for the header button's aria-controls. */
export const MINI_CART_DRAWER_ID = 'microcart-drawer';

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
      icon="🛒"
      count={count}
      label={t('miniCartHeaderLabel', { count })}
      expanded={open.microcart}
      controls={MINI_CART_DRAWER_ID}
      onClick={() => void dispatch({ type: 'ui-state/toggle', data: { panel: 'microcart' } })}
    />
  );
}

