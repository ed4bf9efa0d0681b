/**
 * A local fake of the Stripe PaymentIntents API subset the shop calls: create (form-encoded, confirm,
 * manual capture), retrieve, confirm, capture and cancel, with Bearer auth, idempotency keys and Stripe's
 * error shapes; the test cards of ../stripe/cards decide outcomes. `state.authenticate(id, ok)` is what
 * the buyer's 3-D Secure step does; over HTTP (a journey's fake Stripe.js runs in another process) it is
 * `POST /v1/test_helpers/payment_intents/:id/authenticate` with `result=approve|fail` (secret key, like the
 * rest). For adapter specs and browser journeys: `startFakeStripe()`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CARD_DECLINED, testCardOutcome } from '../stripe/cards';
import { authenticated, type StripeIntent } from '../stripe/adapter';
import { fakeApp, listen, type FakeOptions, type RunningFake } from './fake-server';

/** An intent the fake holds. */
export interface FakeStripeIntent extends StripeIntent {
  object: 'payment_intent';
  currency: string;
  payment_method: string | null;
  capture_method: string;
  confirmation_method: string;
  metadata: Record<string, string>;
}

/** What the fake records and how a test steers it. */
export interface FakeStripeState {
  secretKey: string;
  requests: { method: string; path: string; authorization: string | undefined; idempotencyKey: string | undefined; contentType: string | undefined; params: Record<string, string> }[];
  intents: Map<string, FakeStripeIntent>;
  /** When set, the next API call answers this HTTP status (api_error). */
  failNext: number | null;
  /** The buyer's 3-D Secure result for an intent in requires_action. */
  authenticate: (id: string, approved: boolean) => void;
}

const invalid = (reply: FastifyReply, message: string, status = 400) => reply.code(status).send({ error: { type: 'invalid_request_error', message } });

/** Starts the fake; the shop's STRIPE_API_URL is its `url`. */
export async function startFakeStripe(options: FakeOptions & { secretKey?: string } = {}): Promise<RunningFake<FakeStripeState>> {
  const app = fakeApp();
  const state: FakeStripeState = {
    secretKey: options.secretKey ?? 'sk_test_fake',
    requests: [],
    intents: new Map(),
    failNext: null,
    authenticate(id, approved) {
      const intent = state.intents.get(id);
      if (!intent) throw new Error(`No fake intent ${id}`);
      if (approved && intent.status === 'requires_action') authenticatedIds.add(id);
      state.intents.set(id, { ...intent, ...authenticated(intent, approved) });
    },
  };
  const authenticatedIds = new Set<string>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  app.addHook('preHandler', async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    state.requests.push({
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      contentType: request.headers['content-type'],
      params,
    });
    if (request.headers.authorization !== `Bearer ${state.secretKey}`) {
      return invalid(reply, 'Invalid API Key provided: sk_test_****', 401);
    }
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = null;
      return reply.code(status).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    const key = request.headers['idempotency-key'] as string | undefined;
    if (key && request.method === 'POST') {
      const fingerprint = createHash('sha256').update(`${request.url} ${JSON.stringify(params)}`).digest('hex');
      const earlier = idempotent.get(key);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return reply.code(400).send({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } });
      }
      if (earlier) return reply.code(earlier.status).header('idempotent-replayed', 'true').send(earlier.body);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key'] as string | undefined;
    if (key && request.method === 'POST' && !idempotent.has(key) && reply.statusCode !== 401 && reply.getHeader('idempotent-replayed') !== 'true') {
      const params = (request.body ?? {}) as Record<string, string>;
      const fingerprint = createHash('sha256').update(`${request.url} ${JSON.stringify(params)}`).digest('hex');
      idempotent.set(key, { fingerprint, status: reply.statusCode, body: JSON.parse(String(payload)) as unknown });
    }
    return payload;
  });

  /** Runs a confirmation with the intent's card; a decline answers Stripe's 402 card_error. */
  const confirmWithCard = (intent: FakeStripeIntent, reply: FastifyReply) => {
    const card = testCardOutcome(intent.payment_method ?? '');
    const outcome = card === 'requires_action' && authenticatedIds.has(intent.id) ? 'authorized' : card;
    if (outcome === 'declined') {
      const declined: FakeStripeIntent = { ...intent, status: 'requires_payment_method', last_payment_error: { message: CARD_DECLINED } };
      state.intents.set(intent.id, declined);
      return reply.code(402).send({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: CARD_DECLINED, payment_intent: declined } });
    }
    const next: FakeStripeIntent =
      outcome === 'requires_action'
        ? { ...intent, status: 'requires_action', last_payment_error: null }
        : { ...intent, status: intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded', last_payment_error: null };
    state.intents.set(intent.id, next);
    return reply.send(next);
  };

  app.post('/v1/payment_intents', async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) return invalid(reply, 'Invalid integer: amount');
    if (!params.currency) return invalid(reply, 'Missing required param: currency.');
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata = Object.fromEntries(Object.entries(params).flatMap(([name, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(name);
      return match ? [[match[1] ?? '', value]] : [];
    }));
    const intent: FakeStripeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: params.currency,
      status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      payment_method: params.payment_method ?? null,
      capture_method: params.capture_method ?? 'automatic',
      confirmation_method: params.confirmation_method ?? 'automatic',
      metadata,
      last_payment_error: null,
    };
    state.intents.set(id, intent);
    return params.confirm === 'true' && intent.payment_method ? confirmWithCard(intent, reply) : reply.send(intent);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    const intent = state.intents.get(request.params.id);
    return intent ? reply.send(intent) : invalid(reply, `No such payment_intent: '${request.params.id}'`, 404);
  });

  app.post<{ Params: { id: string; action: string } }>('/v1/payment_intents/:id/:action', async (request, reply) => {
    const intent = state.intents.get(request.params.id);
    if (!intent) return invalid(reply, `No such payment_intent: '${request.params.id}'`, 404);
    const refuse = (action: string) => invalid(reply, `This PaymentIntent's ${action} could not be performed because it has a status of ${intent.status}.`);
    switch (request.params.action) {
      case 'confirm':
        if (intent.status !== 'requires_confirmation') return refuse('confirm');
        // a 3-D Secure card reaches requires_confirmation only through a passed authentication
        if (testCardOutcome(intent.payment_method ?? '') === 'requires_action' && authenticatedIds.has(intent.id)) {
          const next: FakeStripeIntent = { ...intent, status: intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded' };
          state.intents.set(intent.id, next);
          return reply.send(next);
        }
        return confirmWithCard(intent, reply);
      case 'capture': {
        if (intent.status !== 'requires_capture') return refuse('capture');
        const next: FakeStripeIntent = { ...intent, status: 'succeeded' };
        state.intents.set(intent.id, next);
        return reply.send(next);
      }
      case 'cancel': {
        if (intent.status === 'succeeded' || intent.status === 'canceled') return refuse('cancel');
        const next: FakeStripeIntent = { ...intent, status: 'canceled' };
        state.intents.set(intent.id, next);
        return reply.send(next);
      }
      default:
        return invalid(reply, `Unrecognized request URL (POST: ${request.url}).`, 404);
    }
  });

  // The buyer's 3-D Secure answer, for journeys whose fake Stripe.js cannot reach `state` (another process).
  app.post<{ Params: { id: string } }>('/v1/test_helpers/payment_intents/:id/authenticate', async (request, reply) => {
    const intent = state.intents.get(request.params.id);
    if (!intent) return invalid(reply, `No such payment_intent: '${request.params.id}'`, 404);
    const result = ((request.body ?? {}) as Record<string, string>).result ?? 'approve';
    if (result !== 'approve' && result !== 'fail') return invalid(reply, "result must be 'approve' or 'fail'.");
    state.authenticate(intent.id, result === 'approve');
    return reply.send(state.intents.get(intent.id));
  });

  return listen(app, state, options);
}
