import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLink } from '../../kernel/react';
import { useCheckoutEntry, useCheckoutT } from './hooks';
import { CHECKOUT_STEPS_ID, currentStepElement, focusStepStart } from './step-focus';

function SkipToForm() {
  const t = useCheckoutT();
  const entry = useCheckoutEntry();
  if (entry !== 'ready') return null;
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Straight to the current step's first field; else the fragment focuses the list of steps.
    const step = currentStepElement();
    if (step && focusStepStart(step)) event.preventDefault();
  };
  return (
    // A plain anchor: an in-page fragment, not a route.
    <a href={`#${CHECKOUT_STEPS_ID}`} onClick={skip}>
      {t('Skip to the checkout form')}
    </a>
  );
}

/**
 * "Skip to the checkout form" in the header's skip links (`layout/skipLinks`), on the checkout page once its
 * steps show: the second focus stop, it lands on the current step's first field instead of some 30 Tabs away
 * (issue 20, bug 7). Other pages render nothing (and do not load the checkout's texts).
 */
export function CheckoutSkipLink() {
  const link = useLink();
  const { pathname } = useLocation();
  return pathname.replace(/\/$/, '') === link({ name: 'checkout' }).replace(/\/$/, '') ? <SkipToForm /> : null;
}
