import { useId } from 'react';
import { useLink, usePageHead, useProjection } from '../../kernel/react';
import { PageHeading, UiLink } from '../../ui';
import styles from './checkout.module.css';
import { useCheckoutEntry, useCheckoutT } from './hooks';
import { CHECKOUT_STEPS, type CheckoutStep } from './messages';
import { PersonalDetailsStep } from './personal-details-step';

/** The steps' titles (English source texts of the 'checkout' namespace). */
const STEP_TITLES: Record<CheckoutStep, string> = {
  personalDetails: 'Personal details',
  shipping: 'Shipping',
  payment: 'Payment',
  review: 'Review order',
};

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

/** A step of a later slice: its heading, and whether it is the next one; nothing to fill in yet. */
function UpcomingStep({ number, step, next, headingId }: { number: number; step: CheckoutStep; next: boolean; headingId: string }) {
  const t = useCheckoutT();
  return (
    <>
      <h2 id={headingId} className={styles.stepHeading}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        {t(STEP_TITLES[step])}
      </h2>
      <p className={styles.stepStatus}>{next ? t('Next step') : t('Upcoming step')}</p>
    </>
  );
}

/** The four steps of the spec, in order; only the first can be filled in so far. */
function CheckoutSteps() {
  const t = useCheckoutT();
  const id = useId();
  const firstDone = useProjection('checkout/state').personalDetailsStatus === 'done';
  return (
    <ol className={styles.steps} aria-label={t('Checkout steps')}>
      {CHECKOUT_STEPS.map((step, index) => {
        const headingId = `${id}-${step}`;
        const current = step === 'personalDetails' ? !firstDone : step === 'shipping' && firstDone;
        return (
          <li key={step} className={step === 'personalDetails' ? styles.step : `${styles.step} ${styles.upcoming}`} aria-current={current ? 'step' : undefined}>
            <section aria-labelledby={headingId} className={styles.stepBody}>
              {step === 'personalDetails' ? (
                <PersonalDetailsStep number={index + 1} headingId={headingId} />
              ) : (
                <UpcomingStep number={index + 1} step={step} next={step === 'shipping' && firstDone} headingId={headingId} />
              )}
            </section>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The checkout page (`/checkout`, spec section 2: four steps, then the order confirmation). The cart and the
 * checkout live in the browser's event log, so the server renders a loading status and the browser, once
 * hydrated, either refuses an empty cart (spec section 5) or shows the steps.
 */
export default function CheckoutPage() {
  const t = useCheckoutT();
  const entry = useCheckoutEntry();
  usePageHead({ title: t('Checkout'), robots: 'noindex,follow' });
  return (
    <div className={styles.page}>
      <PageHeading title={t('Checkout')} />
      {entry === 'loading' ? (
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
