import { useId, useRef, useState } from 'react';
import type { CartTotals as ServerTotals } from '../../../contract/cart';
import { discountPercentage, formatPrice } from '../../kernel/format';
import type { StoreView } from '../../kernel/store-view/types';
import { Slot, useCommand, useProjection, useStoreView } from '../../kernel/react';
import { FORM_MESSAGES } from '../../kernel/validation';
import { Button, CartTotals } from '../../ui';
import { ErrorSummary } from '../../ui/error-summary/error-summary';
import styles from './checkout.module.css';
import { useCheckoutT } from './hooks';
import { StepHeading } from './step-heading';
import { useOrderCart } from './step-hooks';

/** The segments' titles (English source texts of the 'checkout' namespace), in the spec's display order. */
const SEGMENT_TITLES: Record<string, string> = { subtotal: 'Subtotal', tax: 'Tax', shipping: 'Shipping', discount: 'Discount', grand_total: 'Grand total' };
const SEGMENT_ORDER = ['subtotal', 'tax', 'shipping', 'discount', 'grand_total'];

/** The server's totals as rows (spec section 9 order); an estimate from the lines and the shipping price without them. */
export function reviewRows(totals: ServerTotals | null, estimate: { subtotal: number; shipping: number }, view: StoreView, t: (key: string, params?: Record<string, number>) => string) {
  if (totals) {
    // The discount row names its percentage (spec section 9), as the cart and the mini cart do.
    const percent = discountPercentage(totals.subtotal_incl_tax, totals.grand_total, totals.shipping_incl_tax ?? 0);
    return [...totals.total_segments]
      .filter((segment) => SEGMENT_ORDER.includes(segment.code) && (segment.code !== 'discount' || segment.value !== 0))
      .sort((a, b) => SEGMENT_ORDER.indexOf(a.code) - SEGMENT_ORDER.indexOf(b.code))
      .map((segment) => ({
        key: segment.code,
        label: segment.code === 'discount' && percent > 0 ? t('Discount ({{percent}}%)', { percent }) : t(SEGMENT_TITLES[segment.code] ?? segment.title),
        value: formatPrice(segment.value, view),
        ...(segment.code === 'grand_total' ? { kind: 'total' as const } : {}),
      }));
  }
  return [
    { key: 'subtotal', label: t('Subtotal'), value: formatPrice(estimate.subtotal, view) },
    { key: 'shipping', label: t('Shipping'), value: formatPrice(estimate.shipping, view) },
    { key: 'grand_total', label: t('Grand total'), value: formatPrice(estimate.subtotal + estimate.shipping, view), kind: 'total' as const },
  ];
}

/**
 * Step 4, order review (spec section 4 "Checkout"): the products, the totals the server computed with the
 * chosen shipping (an estimate when it could not be asked), the payment method's summary, the terms to accept
 * ('You must accept the terms and conditions.' beside the box and in the summary) and "Place the order". A
 * click while the order is on its way does nothing more; a refusal shows its message here and as a notice.
 */
export function ReviewStep({ number, headingId, reachable }: { number: number; headingId: string; reachable: boolean }) {
  const t = useCheckoutT();
  const view = useStoreView();
  const dispatch = useCommand();
  const state = useProjection('checkout/state');
  const cart = useOrderCart();
  const id = useId();
  const [termsProblem, setTermsProblem] = useState<string | null>(null);
  // The box answers the click at once; the log records the acceptance right after.
  const [accepted, setAccepted] = useState(state.termsAccepted);
  const [attempt, setAttempt] = useState(0);
  const placing = state.placement.status === 'placing';
  const heading = useRef<HTMLHeadingElement>(null);

  if (!reachable) return <StepHeading id={headingId} number={number} title={t('Review order')} status="upcoming" />;

  const method = state.shippingMethods.methods.find((m) => m.carrierCode === state.shippingDetails?.shippingCarrier && m.methodCode === state.shippingDetails?.shippingMethod);
  const subtotal = cart.lines.reduce((sum, line) => sum + line.qty * line.price, 0);
  const rows = reviewRows(state.totals, { subtotal, shipping: cart.virtualOnly ? 0 : (method?.priceInclTax ?? 0) }, view, t);
  const termsId = `${id}-terms`;

  const place = async () => {
    if (placing) return;
    if (!accepted) {
      setTermsProblem(FORM_MESSAGES.terms);
      setAttempt((n) => n + 1);
      return;
    }
    setTermsProblem(null);
    const { lines: _lines, ...order } = cart;
    await dispatch({ type: 'checkout/placeOrder', data: order });
  };

  return (
    <>
      <StepHeading ref={heading} id={headingId} number={number} title={t('Review order')} status="current" />
      <ErrorSummary title={t('There is a problem')} items={termsProblem ? [{ fieldId: termsId, text: t(termsProblem) }] : []} level={3} focusKey={attempt} />
      <ul className={styles.lines} aria-label={t('Products in your order')}>
        {cart.lines.map((line) => (
          <li key={`${line.sku}-${JSON.stringify(line.product_option)}`} className={styles.line}>
            <span>{line.name}</span>
            <span className={styles.qty}>× {line.qty}</span>
            <span className={styles.amount}>{formatPrice(line.qty * line.price, view)}</span>
          </li>
        ))}
      </ul>
      <CartTotals label={t('Order totals')} rows={rows} {...(state.totals ? {} : { note: t('Totals are an estimate until the shop confirms them.') })} />
      {state.paymentDetails ? <Slot name="checkout/paymentSummary" only={state.paymentDetails.paymentMethod} props={{ code: state.paymentDetails.paymentMethod, orderNumber: null }} /> : null}
      <div className={styles.checkbox}>
        <input
          id={termsId}
          name="terms"
          type="checkbox"
          checked={accepted}
          aria-invalid={termsProblem ? true : undefined}
          aria-describedby={termsProblem ? `${termsId}-error` : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setTermsProblem(null);
            void dispatch({ type: 'checkout/acceptTerms', data: { accepted: event.target.checked } });
          }}
        />
        <label htmlFor={termsId}>{t('I accept the terms and conditions')}</label>
      </div>
      {termsProblem ? (
        <p id={`${termsId}-error`} className={styles.fieldError}>
          {t(termsProblem)}
        </p>
      ) : null}
      {state.placement.status === 'failed' && state.placement.message ? (
        <p className={styles.fieldError} role="alert">
          {t(state.placement.message)}
        </p>
      ) : null}
      <div>
        <Button type="button" aria-disabled={placing || undefined} onClick={() => void place()}>
          {placing ? t('Placing your order…') : t('Place the order')}
        </Button>
      </div>
      {placing ? (
        <p className={styles.note} role="status">
          {t('Placing your order…')}
        </p>
      ) : null}
    </>
  );
}
