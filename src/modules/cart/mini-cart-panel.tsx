import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTotals as ServerTotals } from '../../../contract/cart';
import { discountPercentage, formatPrice } from '../../kernel/format';
import { productRoute, productImageSrcSet, productImageUrl } from '../../kernel/product';
import { useCommand, useHydrated, useLink, useProjection, useStoreView } from '../../kernel/react';
import type { StoreView } from '../../kernel/store-view';
import { Button, CartTotals, Drawer, LINE_THUMBNAIL, ProductLineList, QuantityStepper, UiLink, type CartTotalsRow, type ProductLine } from '../../ui';
import { editOptionsOf, lineOptionsText, lineTotal, localSubtotal } from './logic';
import { DRAWER_ID, useCartLines } from './mini-cart';
import type { CartEditMode, CartLine, CartTotalsView, TotalsRow } from './messages';
import styles from './mini-cart.module.css';

/** The edit screen of a configurable line: its own chunk, loaded when a shopper edits a line (not on every page). */
const CartLineEditor = lazy(() => import('./line-editor'));

/** The command that opens the edit screen of a line: its product, quantity and chosen options. */
const openEditCommand = (line: CartLine) => ({ type: 'cart/openEditMode' as const, data: { productId: line.productId, qty: line.qty, options: editOptionsOf(line), lineId: line.id } });

/**
 * The inline "Remove this product?" question; focus moves to "No" (its last button) so that Enter never removes by
 * accident, and "No" gives it back to the line's remove button (the line's own button in ProductLineList).
 */
export function ConfirmRemoval({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('cart');
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus(), []);
  const no = () => {
    const removeButton = group.current?.closest('li')?.querySelector<HTMLButtonElement>(':scope > button');
    onNo();
    removeButton?.focus();
  };
  return (
    <div ref={group} className={styles.confirm} role="group" aria-label={t('miniCartConfirmRemove')}>
      <span>{t('miniCartConfirmRemove')}</span>
      <Button type="button" variant="secondary" onClick={onYes}>
        {t('miniCartYes')}
      </Button>
      <Button type="button" variant="secondary" onClick={no}>
        {t('miniCartNo')}
      </Button>
    </div>
  );
}

/** Whether the edit screen is open on this line (a configurable's variant: it has a parent to choose from). */
const editing = (line: CartLine, editMode: CartEditMode | null): line is CartLine & { parentSku: string } => line.parentSku !== null && editMode?.lineId === line.id;

/**
 * The lines as ProductLineList items, shared by the mini cart and the cart page: 150x150 thumbnail, product
 * link, options, quantity stepper, line total and the removal question; removing asks first
 * (`cart/requestRemoval`, then `cart/removeItem` on Yes). `extra` adds to a line's details (the page's stock note).
 */
export function useCartLineItems(lines: readonly CartLine[], extra?: (line: CartLine) => ReactNode): { items: ProductLine[]; requestRemoval: (lineId: string) => void } {
  const { t } = useTranslation('cart');
  const dispatch = useCommand();
  const view = useStoreView();
  const link = useLink();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { editMode } = useProjection('cart/editMode');
  const editIds = useId();
  // When the edit screen closes, focus goes back to the line's Edit button (the editor that had it is gone).
  const editedLine = useRef<string | null>(null);
  useEffect(() => {
    const lineId = editMode?.lineId ?? null;
    if (lineId === null && editedLine.current !== null) document.getElementById(`${editIds}-${editedLine.current}`)?.focus();
    editedLine.current = lineId;
  }, [editMode, editIds]);
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
  const items = lines.map((line) => {
    const options = lineOptionsText(line);
    return {
      key: line.id,
      name: line.name,
      // A line pulled while the catalogue was out of reach has no slug: the product page finds the product by sku alone.
      href: link(productRoute({ sku: line.parentSku ?? line.sku, slug: line.slug || line.sku.toLowerCase(), typeId: line.typeId, childSku: line.sku })),
      imageSrc: line.image ? productImageUrl(line.image, width, height) : null,
      ...(line.image ? { imageSrcSet: productImageSrcSet(line.image, width, height) } : {}),
      price: t('miniCartUnitPrice', { price: formatPrice(line.price, view) }),
      removeLabel: t('miniCartRemoveItem', { productName: line.name }),
      details: (
        <>
          {options && <span className={styles.options}>{t('miniCartOptions', { options })}</span>}
          {extra?.(line)}
          {editMode && editing(line, editMode) ? (
            <Suspense fallback={<p role="status">{t('lineEditLoading')}</p>}>
              <CartLineEditor line={line} edit={editMode} />
            </Suspense>
          ) : (
            <QuantityStepper
              value={line.qty}
              label={t('miniCartQuantity', { productName: line.name })}
              decreaseLabel={t('miniCartDecrease', { productName: line.name })}
              increaseLabel={t('miniCartIncrease', { productName: line.name })}
              onChange={(qty) => void dispatch({ type: 'cart/updateQuantity', data: { lineId: line.id, qty } })}
            />
          )}
          {line.parentSku !== null && !editing(line, editMode) && (
            <Button type="button" variant="ghost" id={`${editIds}-${line.id}`} className={styles.edit} aria-label={t('lineEditLabel', { productName: line.name })} onClick={() => void dispatch(openEditCommand(line))}>
              {t('lineEdit')}
            </Button>
          )}
          <span className={styles.total}>{t('miniCartLineTotal', { total: formatPrice(lineTotal(line), view) })}</span>
          {confirming === line.id && <ConfirmRemoval onYes={() => remove(line.id)} onNo={() => setConfirming(null)} />}
        </>
      ),
    };
  });
  return { items, requestRemoval };
}

const ROW_KIND: Partial<Record<TotalsRow['code'], CartTotalsRow['kind']>> = { saved: 'saving', grand_total: 'total' };

/**
 * Totals rows for CartTotals: title translated, amount formatted, 'You saved' as a saving and the grand total
 * emphasised; the discount row names its percentage (spec section 9) when the server's totals give one.
 */
export function totalsRowsFor(rows: readonly TotalsRow[], view: StoreView, t: (key: string, params?: Record<string, number>) => string, server: ServerTotals | null = null): CartTotalsRow[] {
  const percent = server ? discountPercentage(server.subtotal_incl_tax, server.grand_total, server.shipping_incl_tax ?? 0) : 0;
  return rows.map((row) => ({
    key: row.code,
    label: row.code === 'discount' && percent > 0 ? t('Discount ({{percent}}%)', { percent }) : t(row.title),
    value: formatPrice(row.value, view),
    kind: ROW_KIND[row.code] ?? 'regular',
  }));
}

/**
 * The cart's totals as shown: the `cart/totals` projection's rows (the server's, or its offline estimate), or,
 * while that projection has none, an estimate from the lines (subtotal = grand total = Σ qty × price incl. VAT).
 * `estimate` says whether the shop has yet to confirm them.
 */
export function useCartTotals(lines: readonly CartLine[]): { view: CartTotalsView | undefined; rows: TotalsRow[]; estimate: boolean } {
  // Undefined in a kernel whose cart module has no totals yet (the projection is the sync slice's).
  const view = useProjection('cart/totals') as CartTotalsView | undefined;
  const hydrated = useHydrated();
  if (hydrated && view && view.rows.length > 0) return { view, rows: view.rows, estimate: view.source === 'estimate' };
  const subtotal = localSubtotal(lines);
  return {
    view: hydrated ? view : undefined,
    rows: [
      { code: 'subtotal', title: 'Subtotal', value: subtotal },
      { code: 'grand_total', title: 'Grand total', value: subtotal },
    ],
    estimate: true,
  };
}

/** The mini cart's totals: the totals rows when the cart has them, else the local subtotal as before. */
function MiniCartSummary({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('cart');
  const view = useStoreView();
  const totals = useCartTotals(lines);
  if (!totals.view || totals.view.rows.length === 0) {
    return (
      <p className={styles.subtotal}>
        <span>{t('miniCartSubtotal')}</span>
        <span className={styles.amount}>{formatPrice(localSubtotal(lines), view)}</span>
      </p>
    );
  }
  return (
    <CartTotals
      label={t('Order totals')}
      rows={totalsRowsFor(totals.rows, view, t, totals.estimate ? null : (totals.view?.server ?? null))}
      {...(totals.estimate ? { note: t('Totals are an estimate until your cart is synced with the shop.') } : {})}
    />
  );
}

/**
 * The mini cart's drawer (mini-cart.tsx draws it while open): lines with thumbnail, options, unit price, line total
 * and a quantity stepper; removing asks first; the totals, and the ways to the cart page and checkout. Its own
 * chunk, shared with the cart page (ADR 0075).
 */
export default function MiniCartPanel() {
  const { t } = useTranslation('cart');
  const lines = useCartLines();
  const { open } = useProjection('ui-state/flags');
  const dispatch = useCommand();
  const link = useLink();
  const close = useCallback(() => void dispatch({ type: 'ui-state/close', data: { panel: 'microcart' } }), [dispatch]);
  const { items, requestRemoval } = useCartLineItems(lines);
  return (
    <Drawer id={DRAWER_ID} open={open.microcart} title={t('miniCartTitle')} closeLabel={t('miniCartClose')} onClose={close}>
      <ProductLineList label={t('miniCartTitle')} emptyText={t('miniCartEmpty')} onRemove={requestRemoval} items={items} />
      {lines.length > 0 && (
        <div className={styles.summary}>
          <MiniCartSummary lines={lines} />
          <div className={styles.actions}>
            {/* By path, not by name: the route is the cart page's (a lazy chunk), and this link must not depend on it. */}
            <UiLink className={styles.viewCart} href={link('/cart')}>
              {t('View cart')}
            </UiLink>
            <UiLink className={styles.checkout} href={link({ name: 'checkout' })}>
              {t('miniCartCheckout')}
            </UiLink>
          </div>
        </div>
      )}
    </Drawer>
  );
}
