/**
 * Card payments (Stripe PaymentIntents, manual confirmation and manual capture) behind one interface:
 * the REST client (form-encoded, Bearer secret key, idempotency keys) and the sandbox, whose intents are
 * kept in their `payment` row (data.intent) and follow the test cards of ./cards.
 */
import { randomBytes } from 'node:crypto';
import type { StripeConfig } from '../../config';
import type { Queryable } from '../../../storage/port';
import { formEncode, ProviderError, providerJson } from '../http';
import { paymentByRef } from '../store';
import { AUTHENTICATION_FAILED, CARD_DECLINED, testCardOutcome } from './cards';

/** Provider code of card payments. */
export const STRIPE = 'stripe_payments';

/** The PaymentIntent fields the shop reads. */
export interface StripeIntent {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';
  /** Cents. */
  amount: number;
  client_secret: string;
  last_payment_error?: { message?: string } | null;
}

/** A new intent: confirmed at once with the card, captured later. */
export interface StripeIntentInput {
  amountCents: number;
  paymentMethod: string;
  /** The card's last four (the sandbox's test cards use it). */
  last4: string;
  clientOrderId: string;
  idempotencyKey: string;
}

/** What the shop asks of Stripe. Declines are intents in requires_payment_method, not errors. */
export interface StripeAdapter {
  readonly sandbox: boolean;
  create(input: StripeIntentInput): Promise<StripeIntent>;
  retrieve(id: string): Promise<StripeIntent>;
  confirm(id: string): Promise<StripeIntent>;
  capture(id: string): Promise<StripeIntent>;
  cancel(id: string): Promise<StripeIntent>;
}

const errorOf = (body: unknown): { message?: string; type?: string; payment_intent?: StripeIntent } | undefined =>
  body && typeof body === 'object' ? (body as { error?: { message?: string; type?: string; payment_intent?: StripeIntent } }).error : undefined;

const isIntent = (value: unknown): value is StripeIntent =>
  !!value && typeof value === 'object' && typeof (value as StripeIntent).id === 'string' && typeof (value as StripeIntent).status === 'string';

/** The Stripe REST client. */
export function stripeClient(config: StripeConfig): StripeAdapter {
  const request = async (method: 'GET' | 'POST', path: string, params?: Record<string, unknown>, idempotencyKey?: string): Promise<StripeIntent> => {
    try {
      const intent = await providerJson<unknown>({
        provider: 'Stripe',
        method,
        url: `${config.apiUrl}${path}`,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(method === 'POST' ? { body: formEncode(params ?? {}) } : {}),
        errorMessage: (body) => errorOf(body)?.message,
      });
      if (!isIntent(intent)) throw new ProviderError('Stripe answered without a payment intent.', 200);
      return intent;
    } catch (error) {
      // A declined card is a 402 card_error carrying the intent, now requires_payment_method.
      const stripeError = error instanceof ProviderError ? errorOf(error.body) : undefined;
      if (stripeError?.type === 'card_error' && isIntent(stripeError.payment_intent)) {
        return { ...stripeError.payment_intent, last_payment_error: { message: stripeError.message ?? CARD_DECLINED } };
      }
      throw error;
    }
  };
  const path = (id: string, action = '') => `/v1/payment_intents/${encodeURIComponent(id)}${action}`;
  return {
    sandbox: false,
    create: (input) =>
      request(
        'POST',
        '/v1/payment_intents',
        {
          amount: input.amountCents,
          currency: 'eur',
          payment_method: input.paymentMethod,
          confirm: 'true',
          confirmation_method: 'manual',
          capture_method: 'manual',
          metadata: { order_id: input.clientOrderId },
        },
        input.idempotencyKey,
      ),
    retrieve: (id) => request('GET', path(id)),
    confirm: (id) => request('POST', path(id, '/confirm'), {}),
    capture: (id) => request('POST', path(id, '/capture'), {}, `capture-${id}`),
    cancel: (id) => request('POST', path(id, '/cancel'), {}, `cancel-${id}`),
  };
}

/** The sandbox intent kept in its payment row. */
interface SandboxIntent extends StripeIntent {
  payment_method: string;
  last4: string;
}

/** Reads the sandbox intent of a payment row. */
async function sandboxIntent(db: Queryable, id: string): Promise<{ rowId: number; intent: SandboxIntent }> {
  const row = await paymentByRef(db, STRIPE, id);
  const intent = row?.sandbox ? (row.data.intent as SandboxIntent | undefined) : undefined;
  if (!row || !intent) throw new ProviderError(`No such payment_intent: '${id}'`, 404);
  return { rowId: row.id, intent };
}

/** Saves a sandbox intent into its payment row. */
export async function saveSandboxIntent(db: Queryable, rowId: number, intent: StripeIntent): Promise<void> {
  await db.query(`UPDATE payment SET data = jsonb_set(data, '{intent}', $2::jsonb) WHERE id = $1`, [rowId, JSON.stringify(intent)]);
}

const outcome = (intent: SandboxIntent): SandboxIntent => {
  switch (testCardOutcome(intent.payment_method, intent.last4)) {
    case 'authorized':
      return { ...intent, status: 'requires_capture', last_payment_error: null };
    case 'requires_action':
      return { ...intent, status: 'requires_action', last_payment_error: null };
    case 'declined':
      return { ...intent, status: 'requires_payment_method', last_payment_error: { message: CARD_DECLINED } };
  }
};

/** Moves a sandbox intent past 3-D Secure: approved → requires_confirmation, failed → requires_payment_method. */
export function authenticated(intent: StripeIntent, approved: boolean): StripeIntent {
  if (intent.status !== 'requires_action') return intent;
  return approved ? { ...intent, status: 'requires_confirmation' } : { ...intent, status: 'requires_payment_method', last_payment_error: { message: AUTHENTICATION_FAILED } };
}

/**
 * The sandbox. `create` answers a new intent (the caller stores it in the payment row it inserts); the
 * other calls read and write the intent in that row.
 */
export function stripeSandbox(db: Queryable): StripeAdapter {
  const change = async (id: string, next: (intent: SandboxIntent) => SandboxIntent): Promise<StripeIntent> => {
    const { rowId, intent } = await sandboxIntent(db, id);
    const updated = next(intent);
    if (updated !== intent) await saveSandboxIntent(db, rowId, updated);
    return updated;
  };
  const refuse = (intent: SandboxIntent, action: string): never => {
    throw new ProviderError(`This PaymentIntent's ${action} could not be performed because it has a status of ${intent.status}.`, 400);
  };
  return {
    sandbox: true,
    async create(input) {
      const id = `pi_sb${randomBytes(12).toString('hex')}`;
      const intent: SandboxIntent = {
        id,
        status: 'requires_confirmation',
        amount: input.amountCents,
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        payment_method: input.paymentMethod,
        last4: input.last4,
        last_payment_error: null,
      };
      return outcome(intent);
    },
    retrieve: async (id) => (await sandboxIntent(db, id)).intent,
    confirm: (id) => change(id, (intent) => (intent.status === 'requires_confirmation' ? { ...intent, status: 'requires_capture' } : refuse(intent, 'confirm'))),
    capture: (id) => change(id, (intent) => (intent.status === 'requires_capture' ? { ...intent, status: 'succeeded' } : intent.status === 'succeeded' ? intent : refuse(intent, 'capture'))),
    cancel: (id) => change(id, (intent) => (intent.status === 'succeeded' ? refuse(intent, 'cancel') : intent.status === 'canceled' ? intent : { ...intent, status: 'canceled' })),
  };
}

/** The adapter for a payment: sandbox rows stay in the sandbox; new payments follow the configuration. */
export function stripeAdapter(config: StripeConfig | null, db: Queryable, sandboxRow?: boolean): StripeAdapter {
  if (sandboxRow === true || !config) return stripeSandbox(db);
  return stripeClient(config);
}
