import { useEffect, useRef } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import { Button } from '../../ui';
import { useCardT } from './hooks';
import type { CardAuthentication } from './messages';
import { CARD_TEXTS } from './texts';
import styles from './view.module.css';

/** Sandbox 3-D Secure: the shopper chooses the outcome, as a bank's challenge page would let them. */
function TestChallenge({ authentication }: { authentication: CardAuthentication }) {
  const t = useCardT();
  const dispatch = useCommand();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answer = (approved: boolean) => void dispatch({ type: 'checkout-module-it-cards/answerTestChallenge', data: { orderId: authentication.orderId, approved } });
  const busy = authentication.status !== 'challenged';
  return (
    <section className={styles.challenge} aria-labelledby={`${authentication.intentId}-title`}>
      <h3 id={`${authentication.intentId}-title`} ref={heading} tabIndex={-1}>
        {t(CARD_TEXTS.challengeTitle)}
      </h3>
      <p className={styles.note}>{t(CARD_TEXTS.challengeNote)}</p>
      <div className={styles.actions}>
        <Button type="button" aria-disabled={busy || undefined} onClick={() => !busy && answer(true)}>
          {t(CARD_TEXTS.approve)}
        </Button>
        <Button type="button" variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && answer(false)}>
          {t(CARD_TEXTS.fail)}
        </Button>
      </div>
    </section>
  );
}

/** "Credit card: {sentence}" */
function Line({ text, values }: { text: string; values?: Record<string, string> }) {
  const t = useCardT();
  return (
    <p className={styles.note}>
      <strong>{t(CARD_TEXTS.title)}</strong>
      {': '}
      {t(text, values)}
    </p>
  );
}

/**
 * The card's line in the review step and on the thank-you page (slot `checkout/paymentSummary`): how it is paid;
 * while the order is being paid 'Processing order...' (spec section 8), the bank's check, or in the sandbox the
 * test 3-D Secure challenge. Reads the checkout's `checkout/state` by name for the placement in flight.
 */
export function CardPaymentSummary({ orderNumber }: { code: string; orderNumber: string | null }) {
  const t = useCardT();
  const card = useProjection('checkout-module-it-cards/card');
  const placement = useProjection('checkout/state').placement;
  const entry = card.entry?.status === 'created' && card.entry.brand && card.entry.last4 ? { brand: card.entry.brand, last4: card.entry.last4 } : null;
  if (orderNumber) return entry ? <Line text={CARD_TEXTS.paidCard} values={entry} /> : <Line text={CARD_TEXTS.paid} />;

  const placing = placement.status === 'placing';
  const authentication = card.authentication && card.authentication.orderId === placement.orderId ? card.authentication : null;
  const checking = placing && authentication && (authentication.status === 'challenged' || authentication.status === 'answered');
  return (
    <div className={styles.method}>
      {entry ? <Line text={CARD_TEXTS.reviewCard} values={entry} /> : <Line text={CARD_TEXTS.review} />}
      {checking && authentication.mode === 'sandbox' ? <TestChallenge authentication={authentication} /> : null}
      {placing ? (
        <p className={styles.note} role="status">
          {t(CARD_TEXTS.processing)}
          {checking && authentication.mode === 'stripe' ? ` ${t(CARD_TEXTS.authenticating)}` : null}
        </p>
      ) : null}
    </div>
  );
}
