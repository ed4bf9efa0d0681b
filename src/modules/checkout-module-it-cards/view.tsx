import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import { ChoiceList } from '../../ui';
import { additionalOf, useCardT, useHandOver, useStripeJs } from './hooks';
import type { CardEntry } from './messages';
import type { CardFieldState } from './stripe-js';
import { CARD_TEXTS, TEST_CARDS } from './texts';
import styles from './view.module.css';

const EMPTY_FIELD: CardFieldState = { complete: false, empty: true, error: null };

/**
 * Stripe's card element, mounted where this component puts its box. Each change of the card starts a new card
 * entry (an old payment method never stays with a changed card); a complete card creates a payment method.
 */
function StripeCardField({ entry, onField }: { entry: CardEntry | null; onField: (state: CardFieldState) => void }) {
  const t = useCardT();
  const stripe = useStripeJs();
  const dispatch = useCommand();
  const box = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const current = useRef(entry);
  useEffect(() => {
    current.current = entry;
  });

  useEffect(() => {
    if (!stripe || !box.current) return;
    return stripe.mountCard(box.current, (state) => {
      onField(state);
      void (async () => {
        let entryId = current.current?.status === 'empty' ? current.current.entryId : null;
        if (!entryId) {
          const started = await dispatch({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
          entryId = (started.events.find((event) => event.type === 'checkout-module-it-cards/cardEntryStarted')?.data as { entryId?: string } | undefined)?.entryId ?? null;
        }
        if (state.complete && entryId) await dispatch({ type: 'checkout-module-it-cards/createPaymentMethod', data: { entryId } });
      })();
    });
  }, [stripe, dispatch, onField]);

  return (
    <div className={styles.field}>
      <span id={labelId}>{t(CARD_TEXTS.cardLabel)}</span>
      <div ref={box} className={styles.element} role="group" aria-labelledby={labelId} />
    </div>
  );
}

/** The sandbox: no Stripe.js, the shopper picks one of the server's test cards, clearly labelled as such. */
function TestCards({ entry }: { entry: CardEntry }) {
  const t = useCardT();
  const dispatch = useCommand();
  const id = useId();
  // The pick shows at once; the entry's token (recorded a moment later) confirms it.
  const [picked, setPicked] = useState('');
  const chosen = TEST_CARDS.find((card) => entry.token?.startsWith(`${card.paymentMethod}:`))?.paymentMethod ?? picked;
  return (
    <div className={styles.method}>
      <p className={styles.note}>{t(CARD_TEXTS.testCardsNote)}</p>
      <ChoiceList
        id={`${id}-test-card`}
        name="testCard"
        legend={t(CARD_TEXTS.testCards)}
        value={chosen}
        onChange={(paymentMethod) => {
          setPicked(paymentMethod);
          void dispatch({ type: 'checkout-module-it-cards/chooseTestCard', data: { entryId: entry.entryId, paymentMethod } });
        }}
        options={TEST_CARDS.map((card) => ({ value: card.paymentMethod, title: t(card.label) }))}
      />
    </div>
  );
}

/**
 * The card method under its radio in the payment step (slot `checkout/paymentMethod`, key 'stripe_payments'):
 * asks for the settings, then the card element (Stripe.js, loaded only now) or the sandbox's test cards; the
 * test-mode note; the step waits (`{incomplete}`) until a payment method is created, then gets `{token}`.
 */
export function CardPaymentMethod({ onAdditional }: { code: string; title: string; onAdditional: (data: Record<string, unknown>) => void; additional: Record<string, unknown> }) {
  const t = useCardT();
  const dispatch = useCommand();
  const card = useProjection('checkout-module-it-cards/card');
  const [field, setField] = useState<CardFieldState>(EMPTY_FIELD);
  const onField = useCallback((state: CardFieldState) => setField(state), []);

  // Each opening of the form is a new card entry: a card refused or authenticated earlier is not reused.
  useEffect(() => {
    void dispatch({ type: 'checkout-module-it-cards/startCardEntry', data: {} });
  }, [dispatch]);

  useHandOver(additionalOf(card, field), onAdditional);

  if (card.setup === 'unavailable') return <p className={styles.note}>{t(CARD_TEXTS.unavailable)}</p>;
  // The test cards wait for the card entry too: a card picked before it exists would be lost.
  if (card.setup !== 'ready' || !card.config || (card.config.sandbox && !card.entry)) {
    return (
      <p className={styles.note} role="status">
        {t(CARD_TEXTS.loading)}
      </p>
    );
  }
  const entry = card.entry;
  const problem = entry?.status === 'failed' ? entry.message : field.error;
  return (
    <div className={styles.method}>
      {/* The checkout marks sandbox methods itself; Stripe's own test keys are marked here. */}
      {card.config.testMode && !card.config.sandbox ? <p className={styles.test}>{t(CARD_TEXTS.testMode)}</p> : null}
      {/* A new entry (a new opening of the form) starts without a pick. */}
      {card.config.sandbox && entry ? <TestCards key={entry.entryId} entry={entry} /> : <StripeCardField entry={entry} onField={onField} />}
      {entry?.status === 'creating' ? (
        <p className={styles.note} role="status">
          {t(CARD_TEXTS.checking)}
        </p>
      ) : null}
      {entry?.status === 'created' && entry.brand && !card.config.sandbox ? <p className={styles.note}>{t(CARD_TEXTS.accepted, { brand: entry.brand, last4: entry.last4 ?? '' })}</p> : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
