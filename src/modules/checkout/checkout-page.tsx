import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommand, useLink, usePageHead, useProjection } from '../../kernel/react';
import { PageHeading, UiLink } from '../../ui';
import styles from './checkout.module.css';
import { useCheckoutEntry, useCheckoutT, useCheckoutVault, useCustomerStatus } from './hooks';
import { CHECKOUT_STEPS, type CheckoutStep } from './messages';
import { PaymentStep } from './payment-step';
import { PersonalDetailsStep } from './personal-details-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { CHECKOUT_STEPS_ID, focusStepStart } from './step-focus';

/** The spec's refusal of an empty cart, with the ways back to the shop and the cart. */
function EmptyCart() {
  const t = useCheckoutT();
  const link = useLink();
  return (
    <div className={styles.refusal}>
      <p className={styles.refusalText}>{t('The cart must not be empty when entering checkout.')}</p>
      <p className={styles.links}>
        <UiLink href={link({ name: 'home' })}>{t('Continue shopping')}</UiLink>
        <UiLink href={link({ name: 'cart' })}>{t('Go to the cart')}</UiLink>
      </p>
    </div>
  );
}

/**
 * The four steps of the spec, in order: each is reachable once the ones before it are saved. After a step is
 * saved ("Continue"), focus moves on to the step now current: its first field, or its heading when it has no
 * form (the review, which is read before the terms are accepted).
 */
function CheckoutSteps() {
  const t = useCheckoutT();
  const id = useId();
  const dispatch = useCommand();
  // Back after the spec's 30-minute activity window: the saved shipping and payment steps are confirmed again.
  useEffect(() => void dispatch({ type: 'checkout/enter', data: {} }), [dispatch]);
  const state = useProjection('checkout/state');
  const customer = useCustomerStatus();
  const vault = useCheckoutVault();
  // A saved step that asked for an account is open again after a reload (the password lived in memory only).
  const passwordLost = Boolean(state.personalDetails?.createAccount && customer === 'guest' && !vault?.has());
  const done = {
    personalDetails: state.personalDetailsStatus === 'done' && !passwordLost,
    shipping: state.shippingStatus === 'done',
    payment: state.paymentStatus === 'done',
  };
  const reachable: Record<CheckoutStep, boolean> = {
    personalDetails: true,
    shipping: done.personalDetails,
    payment: done.personalDetails && done.shipping,
    review: done.personalDetails && done.shipping && done.payment,
  };
  const current = CHECKOUT_STEPS.find((step) => step === 'review' || !done[step]);
  const list = useRef<HTMLOListElement>(null);
  // The step just saved; focus moves once another step is current (the log may fold the save in a little later).
  const [saved, setSaved] = useState<{ step: CheckoutStep } | null>(null);
  useEffect(() => {
    if (!saved || !current || current === saved.step) return;
    const item = list.current?.querySelector(`:scope > [data-step="${current}"]`);
    if (item && focusStepStart(item)) setSaved(null);
  }, [saved, current]);
  return (
    <ol ref={list} id={CHECKOUT_STEPS_ID} tabIndex={-1} className={styles.steps} aria-label={t('Checkout steps')}>
      {CHECKOUT_STEPS.map((step, index) => {
        const headingId = `${id}-${step}`;
        const onSaved = () => setSaved({ step });
        const props = { number: index + 1, headingId, reachable: reachable[step], onSaved };
        return (
          <li key={step} data-step={step} className={reachable[step] ? styles.step : `${styles.step} ${styles.upcoming}`} aria-current={step === current ? 'step' : undefined}>
            <section aria-labelledby={headingId} className={styles.stepBody}>
              {step === 'personalDetails' ? <PersonalDetailsStep number={1} headingId={headingId} onSaved={onSaved} /> : null}
              {step === 'shipping' ? <ShippingStep {...props} /> : null}
              {step === 'payment' ? <PaymentStep {...props} /> : null}
              {step === 'review' ? <ReviewStep number={props.number} headingId={headingId} reachable={props.reachable} /> : null}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

/** Goes to the thank-you page once an order placed on this page is confirmed; true from then on. */
function useThankYouRedirect(): boolean {
  const link = useLink();
  const navigate = useNavigate();
  const { placement, lastOrder } = useProjection('checkout/state');
  // Only an order seen on its way from this page: an earlier order folded back from the log is not news.
  const [placingId, setPlacingId] = useState<string | null>(null);
  if (placement.status === 'placing' && placement.orderId !== placingId) setPlacingId(placement.orderId);
  const placed = lastOrder !== null && lastOrder.orderId === placingId;
  useEffect(() => {
    if (placed) navigate(link({ name: 'congrats' }));
  }, [placed, navigate, link]);
  return placed;
}

/**
 * The checkout page (`/checkout`, spec section 2: four steps, then the order confirmation). The cart and the
 * checkout live in the browser's event log, so the server renders a loading status and the browser, once
 * hydrated, either refuses an empty cart (spec section 5) or shows the steps.
 */
export default function CheckoutPage() {
  const t = useCheckoutT();
  const entry = useCheckoutEntry();
  const placed = useThankYouRedirect();
  // The thank-you page's code comes along once the browser is idle (not among the scripts the checkout waits
  // for), so an order placed offline can still show it.
  useEffect(() => {
    const load = () => void import('./thank-you-page');
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 200);
    return () => clearTimeout(timer);
  }, []);
  usePageHead({ title: t('Checkout'), robots: 'noindex,follow' });
  return (
    <div className={`${styles.page} ${styles.checkout}`}>
      <PageHeading title={t('Checkout')} />
      {placed ? (
        <p className={styles.status} role="status">
          {t('Your order has been placed.')}
        </p>
      ) : entry === 'loading' ? (
        <p className={styles.status} role="status">
          {t('Loading your checkout…')}
        </p>
      ) : entry === 'empty' ? (
        <EmptyCart />
      ) : (
        <CheckoutSteps />
      )}
    </div>
  );
}
