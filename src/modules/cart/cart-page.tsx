import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated, useLink, usePageHead, useProjection, useStoreView } from '../../kernel/react';
import { CartTotals, PageHeading, ProductLineList, UiLink } from '../../ui';
import styles from './cart-page.module.css';
import { CouponForm } from './coupon-form';
import type { CartLine, CartServerView } from './messages';
import { useCartLines } from './mini-cart';
import { totalsRowsFor, useCartLineItems, useCartTotals } from './mini-cart-panel';


/** The stock note under a line: 'In stock!' in green, 'Out of the stock!' as an error. */
function LineStock({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const notice = line.stockMessage;
  if (!notice) return null;
  return <span className={`${styles.stock} ${notice.type === 'error' ? styles.stockError : styles.stockInfo}`}>{t(notice.message)}</span>;
}

/** The lines, the coupon, the totals and the way to checkout. */
function CartContent({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation('cart');
  const view = useStoreView();
  const link = useLink();
  const summaryId = useId();
  const { items, requestRemoval } = useCartLineItems(lines, (line) => <LineStock line={line} />);
  const totals = useCartTotals(lines);
  return (
    <div className={styles.layout}>
      <ProductLineList label={t('Products in your cart')} emptyText={t('You have no items in your cart.')} onRemove={requestRemoval} items={items} />
      <section className={styles.summary} aria-labelledby={summaryId}>
        <h2 id={summaryId} className={styles.summaryHeading}>
          {t('Order summary')}
        </h2>
        <CouponForm />
        <CartTotals
          label={t('Order totals')}
          rows={totalsRowsFor(totals.rows, view, t, totals.estimate ? null : (totals.view?.server ?? null))}
          {...(totals.estimate ? { note: t('Totals are an estimate until your cart is synced with the shop.') } : {})}
        />
        <UiLink className={styles.checkout} href={link({ name: 'checkout' })}>
          {t('miniCartCheckout')}
        </UiLink>
      </section>
    </div>
  );
}

/**
 * The shopping cart page (`/cart`): the lines with 150x150 thumbnails, options, stock note, quantity stepper
 * and confirmed removal; the coupon field; the totals in the spec's order; the way to checkout. The lines live
 * in the browser's event log, so the server (whose cart is empty) renders a loading status and the browser
 * the cart after hydration; a polite live region says when the cart is being synced with the shop.
 */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const link = useLink();
  const hydrated = useHydrated();
  const lines = useCartLines();
  // Undefined in a kernel whose cart module has no server sync yet.
  const server = useProjection('cart/server') as CartServerView | undefined;
  const syncing = hydrated && server?.syncing === true;
  usePageHead({ title: t('Shopping cart'), robots: 'noindex,follow' });

  const content = () => {
    if (!hydrated) return <p className={styles.status}>{t('Loading your cart…')}</p>;
    if (lines.length === 0) {
      return (
        <p className={styles.empty}>
          {t('You have no items in your cart.')} <UiLink href={link({ name: 'home' })}>{t('Continue shopping')}</UiLink>
        </p>
      );
    }
    return <CartContent lines={lines} />;
  };

  return (
    <div className={styles.page}>
      <PageHeading title={t('Shopping cart')} />
      <p className={styles.sync} role="status" aria-live="polite">
        {syncing ? t('Updating your cart…') : ''}
      </p>
      {content()}
    </div>
  );
}
