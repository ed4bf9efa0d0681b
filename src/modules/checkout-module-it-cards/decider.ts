import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider, type Projection } from '../../kernel/module';
import { CARD_EVENTS, type CardCommand, type CardEvent, type CardView } from './messages';
import { CARD_TEXTS, cardToken, configOf, TEST_CARDS } from './texts';

export const initialCard = (): CardView => ({ setup: 'idle', requestId: null, config: null, reason: null, entry: null, authentication: null });

/** The server's own words about a refusal (kept for support; the shopper sees the polite message). */
function reasonOf(code: number, result: unknown): string {
  if (typeof result === 'string' && result.trim()) return result;
  const message = (result as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : code ? `The shop answered ${code}.` : 'The shop could not be reached.';
}

/**
 * Card payments for the Italian views (spec section 4 "Payment flows", Card). The settings are asked for once
 * per page (the module is session-only: Stripe.js lives as long as the page); each opening of the form is a
 * card entry, and only the answers for the current entry or request count. A payment method created from the
 * card (or a sandbox test card) gives the token `id:brand:last4`. An order that answers 'Authentication
 * Required' starts a 3-D Secure check for that order; its outcome is recorded once.
 */
export const cardDecider: Decider<CardView, CardCommand, CardEvent> = {
  initialState: initialCard,
  decide(command, state, ctx): EventDraft<CardEvent>[] {
    switch (command.type) {
      case 'checkout-module-it-cards/startCardEntry': {
        const entry: EventDraft<CardEvent> = { type: 'checkout-module-it-cards/cardEntryStarted', data: { entryId: ctx.newId() } };
        // Asked once per page; again after a failure (the connection may be back).
        const ask = state.setup === 'idle' || state.setup === 'unavailable';
        return ask ? [entry, { type: 'checkout-module-it-cards/configRequested', data: { requestId: ctx.newId() } }] : [entry];
      }
      case 'checkout-module-it-cards/recordConfig': {
        const { requestId, code, result, transmitted } = command.data;
        if (state.setup !== 'loading' || state.requestId !== requestId || state.config) return [];
        const config = transmitted && code === 200 ? configOf(result) : null;
        if (config) return [{ type: 'checkout-module-it-cards/configReceived', data: { requestId, config } }];
        return [{ type: 'checkout-module-it-cards/cardUnavailable', data: { requestId, reason: reasonOf(code, result) } }];
      }
      case 'checkout-module-it-cards/recordSdkLoad': {
        const { requestId, ok, reason } = command.data;
        if (state.setup !== 'loading' || state.requestId !== requestId || !state.config) return [];
        return ok ? [{ type: 'checkout-module-it-cards/sdkLoaded', data: { requestId } }] : [{ type: 'checkout-module-it-cards/cardUnavailable', data: { requestId, reason } }];
      }
      case 'checkout-module-it-cards/createPaymentMethod': {
        const { entryId } = command.data;
        if (state.entry?.entryId !== entryId || state.entry.status === 'creating') return [];
        if (state.setup !== 'ready' || state.config?.sandbox) throw new DomainError('checkout-module-it-cards/notReady', CARD_TEXTS.somethingWrong);
        return [{ type: 'checkout-module-it-cards/paymentMethodRequested', data: { entryId } }];
      }
      case 'checkout-module-it-cards/recordPaymentMethod': {
        const { entryId, answer } = command.data;
        if (state.entry?.entryId !== entryId || state.entry.status !== 'creating') return [];
        if (!answer.ok) return [{ type: 'checkout-module-it-cards/paymentMethodFailed', data: { entryId, message: answer.message || CARD_TEXTS.somethingWrong } }];
        return [{ type: 'checkout-module-it-cards/paymentMethodCreated', data: { entryId, token: cardToken(answer.id, answer.brand, answer.last4), brand: answer.brand, last4: answer.last4 } }];
      }
      case 'checkout-module-it-cards/chooseTestCard': {
        const { entryId, paymentMethod } = command.data;
        const card = TEST_CARDS.find((candidate) => candidate.paymentMethod === paymentMethod);
        if (!card) throw new DomainError('checkout-module-it-cards/unknownTestCard', CARD_TEXTS.somethingWrong);
        if (!state.config?.sandbox) throw new DomainError('checkout-module-it-cards/notSandbox', CARD_TEXTS.somethingWrong);
        if (state.entry?.entryId !== entryId || state.entry.token === cardToken(card.paymentMethod, card.brand, card.last4)) return [];
        return [{ type: 'checkout-module-it-cards/paymentMethodCreated', data: { entryId, token: cardToken(card.paymentMethod, card.brand, card.last4), brand: card.brand, last4: card.last4 } }];
      }
      case 'checkout-module-it-cards/startAuthentication': {
        const { orderId, intentId } = command.data;
        if (state.authentication?.orderId === orderId && state.authentication.intentId === intentId && state.authentication.status !== 'failed') return [];
        // Without the settings of this page (Stripe.js or the sandbox) nothing can authenticate the card.
        if (!state.config || (!state.config.sandbox && state.setup !== 'ready')) throw new DomainError('checkout-module-it-cards/notReady', CARD_TEXTS.somethingWrong);
        return [{ type: 'checkout-module-it-cards/authenticationStarted', data: { orderId, intentId, mode: state.config.sandbox ? 'sandbox' : 'stripe' } }];
      }
      case 'checkout-module-it-cards/answerTestChallenge': {
        const auth = state.authentication;
        if (!auth || auth.orderId !== command.data.orderId || auth.mode !== 'sandbox' || auth.status !== 'challenged') return [];
        return [{ type: 'checkout-module-it-cards/testChallengeAnswered', data: { orderId: auth.orderId, intentId: auth.intentId, approved: command.data.approved } }];
      }
      case 'checkout-module-it-cards/recordAuthentication': {
        const auth = state.authentication;
        const { orderId, answer } = command.data;
        if (!auth || auth.orderId !== orderId || auth.status === 'succeeded' || auth.status === 'failed') return [];
        return answer.ok
          ? [{ type: 'checkout-module-it-cards/authenticationSucceeded', data: { orderId } }]
          : [{ type: 'checkout-module-it-cards/authenticationFailed', data: { orderId, message: answer.message || CARD_TEXTS.authenticationFailed } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
  evolve: applyCardEvent,
};

export function applyCardEvent(draft: Draft<CardView>, event: DomainEvent<CardEvent>): void {
  switch (event.type) {
    case 'checkout-module-it-cards/cardEntryStarted':
      draft.entry = { entryId: event.data.entryId, status: 'empty', token: null, brand: null, last4: null, message: null };
      return;
    case 'checkout-module-it-cards/configRequested':
      Object.assign(draft, { setup: 'loading', requestId: event.data.requestId, config: null, reason: null });
      return;
    case 'checkout-module-it-cards/configReceived':
      draft.config = event.data.config;
      // The sandbox needs no script: its test cards are ready at once.
      draft.setup = event.data.config.sandbox ? 'ready' : 'loading';
      return;
    case 'checkout-module-it-cards/sdkLoaded':
      draft.setup = 'ready';
      return;
    case 'checkout-module-it-cards/cardUnavailable':
      Object.assign(draft, { setup: 'unavailable', reason: event.data.reason });
      return;
    case 'checkout-module-it-cards/paymentMethodRequested':
      if (draft.entry) Object.assign(draft.entry, { status: 'creating', token: null, message: null });
      return;
    case 'checkout-module-it-cards/paymentMethodCreated':
      if (draft.entry) Object.assign(draft.entry, { status: 'created', token: event.data.token, brand: event.data.brand, last4: event.data.last4, message: null });
      return;
    case 'checkout-module-it-cards/paymentMethodFailed':
      if (draft.entry) Object.assign(draft.entry, { status: 'failed', token: null, message: event.data.message });
      return;
    case 'checkout-module-it-cards/authenticationStarted':
      draft.authentication = { ...event.data, status: 'challenged', message: null };
      return;
    case 'checkout-module-it-cards/testChallengeAnswered':
      if (draft.authentication) draft.authentication.status = 'answered';
      return;
    case 'checkout-module-it-cards/authenticationSucceeded':
      if (draft.authentication) draft.authentication.status = 'succeeded';
      return;
    case 'checkout-module-it-cards/authenticationFailed':
      if (draft.authentication) Object.assign(draft.authentication, { status: 'failed', message: event.data.message });
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const cardProjection: Projection<'checkout-module-it-cards/card', CardEvent> = {
  name: 'checkout-module-it-cards/card',
  version: 1,
  handles: CARD_EVENTS,
  initial: initialCard,
  apply: applyCardEvent,
};
