import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKernel } from '../../kernel/react';
import type { CardView } from './messages';
import { StripeJs } from './stripe-js';
import { CARD_TEXTS } from './texts';
import type { CardFieldState } from './stripe-js';

/** `t` of the module's namespace; keys are English sentences ('.' and ':' split nothing). */
export function useCardT(): (key: string, values?: Record<string, string>) => string {
  const { t } = useTranslation('checkout-module-it-cards');
  return useCallback((key, values) => String(t(key, { keySeparator: false, nsSeparator: false, ...values })), [t]);
}

/** The page's Stripe.js adapter (null where none is bound). */
export function useStripeJs(): StripeJs | null {
  const services = useKernel().container;
  return services.isBound(StripeJs) ? services.get<StripeJs>(StripeJs) : null;
}

/** What the card method hands the payment step: the token, or why the step must wait (an English key). */
export type CardAdditional = { token: string } | { incomplete: string };

/** Pure: the hand-over for the method's state and what the card element last reported. */
export function additionalOf(card: CardView, field: CardFieldState): CardAdditional {
  if (card.setup === 'unavailable') return { incomplete: CARD_TEXTS.unavailable };
  if (card.setup !== 'ready' || !card.config) return { incomplete: CARD_TEXTS.loading };
  const entry = card.entry;
  if (entry?.status === 'created' && entry.token) return { token: entry.token };
  if (entry?.status === 'creating') return { incomplete: CARD_TEXTS.checking };
  if (entry?.status === 'failed' && entry.message) return { incomplete: entry.message };
  if (card.config.sandbox) return { incomplete: CARD_TEXTS.chooseTestCard };
  return { incomplete: field.error ?? CARD_TEXTS.enterCard };
}

/**
 * Hands `value` to the payment step whenever it changes (`incomplete` translated, as the step shows it as is).
 * The step's `onAdditional` is a new function each render, so the latest one is kept aside.
 */
export function useHandOver(value: CardAdditional, onAdditional: (data: Record<string, unknown>) => void): void {
  const t = useCardT();
  const latest = useRef(onAdditional);
  useEffect(() => {
    latest.current = onAdditional;
  });
  const data = 'token' in value ? { token: value.token } : { incomplete: t(value.incomplete) };
  const json = JSON.stringify(data);
  useEffect(() => {
    latest.current(JSON.parse(json) as Record<string, unknown>);
  }, [json]);
}
