import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../kernel/format';
import { productRoute, productImageUrl } from '../../kernel/product';
import { useCommand, useHydrated, useLink, useProjection, useStoreView } from '../../kernel/react';
import { Button, Drawer, HeaderCountButton, LINE_THUMBNAIL, ProductLineList, QuantityStepper, UiLink } from '../../ui';
import { lineOptionsText, lineTotal, localSubtotal, MINI_CART_COUNT_MODE, miniCartCount } from './logic';
import type { CartLine } from './messages';
import styles from './mini-cart.module.css';

/** Id of the drawer, for the header button's aria-controls. */
const DRAWER_ID = 'microcart-drawer';

/** The cart's lines as shown: none while hydrating (they live in the browser's event log, see useHydrated). */
function useCartLines(): CartLine[] {
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
      controls={DRAWER_ID}
      onClick={() => void dispatch({ type: 'ui-state/toggle', data: { panel: 'microcart' } })}
    />
  );
}

/** The inline "Remove this product?" question; focus moves to "No" (its last button) so that Enter never removes by accident. */
function ConfirmRemoval({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('cart');
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus(), []);
  return (
    <div ref={group} className={styles.confirm} role="group" aria-label={t('miniCartConfirmRemove')}>
      <span>{t('miniCartConfirmRemove')}</span>
      <Button type="button" variant="secondary" onClick={onYes}>
        {t('miniCartYes')}
      </Button>
      <Button type="button" variant="secondary" onClick={onNo}>
        {t('miniCartNo')}
      </Button>
    </div>
  );
}

/**
 * The mini cart (slot 'layout/overlay', ui-state drawer 'microcart'): lines with thumbnail, options, unit price,
 * line total and a quantity stepper; removing asks first; a local subtotal and the way to checkout.
 */
export function MiniCartDrawer() {
  const { t } = useTranslation('cart');
  const lines = useCartLines();
  const { open } = useProjection('ui-state/flags');
  const dispatch = useCommand();
  const view = useStoreView();
  const link = useLink();
  const [confirming, setConfirming] = useState<string | null>(null);
  const close = useCallback(() => void dispatch({ type: 'ui-state/close', data: { panel: 'microcart' } }), [dispatch]);
  const requestRemoval = useCallback(
    (lineId: string) => {
      setConfirming(lineId);
      void dispatch({ type: 'cart/requestRemoval', data: { lineId } });
    },
    [dispatch],
  );
  const remove = (lineId: string) => {
    setConfirming(null);
    void dispatch({ type: 'cart/removeItem', data: { lineId } });
  };
  const { width, height } = LINE_THUMBNAIL;
  return (
    <Drawer id={DRAWER_ID} open={open.microcart} title={t('miniCartTitle')} closeLabel={t('miniCartClose')} onClose={close}>
      <ProductLineList
        label={t('miniCartTitle')}
        emptyText={t('miniCartEmpty')}
        onRemove={requestRemoval}
        items={lines.map((line) => {
          const options = lineOptionsText(line);
          return {
            key: line.id,
            name: line.name,
            href: link(productRoute({ sku: line.parentSku ?? line.sku, slug: line.slug, typeId: line.typeId, childSku: line.sku })),
            imageSrc: line.image ? productImageUrl(line.image, width, height) : null,
            price: t('miniCartUnitPrice', { price: formatPrice(line.price, view) }),
            removeLabel: t('miniCartRemoveItem', { productName: line.name }),
            details: (
              <>
                {options && <span className={styles.options}>{t('miniCartOptions', { options })}</span>}
                <QuantityStepper
                  value={line.qty}
                  label={t('miniCartQuantity', { productName: line.name })}
                  decreaseLabel={t('miniCartDecrease', { productName: line.name })}
                  increaseLabel={t('miniCartIncrease', { productName: line.name })}
                  onChange={(qty) => void dispatch({ type: 'cart/updateQuantity', data: { lineId: line.id, qty } })}
                />
                <span className={styles.total}>{t('miniCartLineTotal', { total: formatPrice(lineTotal(line), view) })}</span>
                {confirming === line.id && <ConfirmRemoval onYes={() => remove(line.id)} onNo={() => setConfirming(null)} />}
              </>
            ),
          };
        })}
      />
      {lines.length > 0 && (
        <div className={styles.summary}>
          <p className={styles.subtotal}>
            <span>{t('miniCartSubtotal')}</span>
            <span className={styles.amount}>{formatPrice(localSubtotal(lines), view)}</span>
          </p>
          <UiLink className={styles.checkout} href={link({ name: 'checkout' })}>
            {t('miniCartCheckout')}
          </UiLink>
        </div>
      )}
    </Drawer>
  );
}
