/**
 * Card routes: GET /api/ext/stripe/config (the browser's Stripe settings, Italian views only) and the card
 * sandbox's 3-D Secure step: POST /api/ext/payment-sandbox/stripe/:id/authenticate (what handleCardAction
 * does against the sandbox; JSON answers an envelope, a form post redirects back to checkout) and its page.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../../../contract/envelope';
import type { ApiDeps } from '../../../api/deps';
import { badRequest, notFound } from '../../../api/errors';
import { viewForRequest } from '../../../api/store-view';
import { PAYMENT_NOT_AVAILABLE } from '../http';
import { renderSandboxPage, SANDBOX_PAGE_HEADERS } from '../sandbox-page';
import { paymentByRef, updatePayment } from '../store';
import { field, FORM_ROUTE, installFormParser, shopPage, SHOP_NAME, viewOf } from '../web';
import { authenticated, saveSandboxIntent, STRIPE, type StripeIntent } from './adapter';
import { CARD_STORE_CODES } from './cards';

/** The publishable key the browser gets when the card method runs in the sandbox. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox';

/** Routes of the card method and its sandbox (see the file comment). */
export async function stripeRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  installFormParser(app);

  app.get<{ Querystring: { storeCode?: string } }>('/api/ext/stripe/config', async (request) => {
    const view = viewForRequest(deps.storeViews, { storeCode: request.query.storeCode });
    if (!CARD_STORE_CODES.includes(view.storeCode)) throw notFound(PAYMENT_NOT_AVAILABLE);
    const config = deps.commerce.payments.stripe;
    return envelope(200, { publishableKey: config?.publishableKey ?? SANDBOX_PUBLISHABLE_KEY, testMode: !config || config.publishableKey.startsWith('pk_test_'), locale: view.language, sandbox: !config });
  });

  const sandboxPayment = async (id: string) => {
    const row = await paymentByRef(deps.db, STRIPE, id);
    const intent = row?.sandbox ? (row.data.intent as StripeIntent | undefined) : undefined;
    if (!row || !intent) throw notFound('Payment not found.');
    return { row, intent };
  };

  app.get<{ Params: { id: string } }>('/api/ext/payment-sandbox/stripe/:id', async (request, reply) => {
    const { row, intent } = await sandboxPayment(request.params.id);
    const view = viewOf(deps, String(row.data.store_code ?? ''));
    const action = `/api/ext/payment-sandbox/stripe/${encodeURIComponent(intent.id)}/authenticate`;
    const html = renderSandboxPage({
      provider: 'Card 3-D Secure (sandbox)',
      shop: `${SHOP_NAME} – ${view.name}`,
      reference: row.client_order_id ?? intent.id,
      amount: intent.amount / 100,
      currency: row.currency,
      note: 'Approve completes the card check; Fail refuses it. Then place the order again in the shop.',
      buttons: [
        { label: 'Approve payment', action, fields: { result: 'approve' } },
        { label: 'Fail authentication', action, fields: { result: 'fail' } },
      ],
    });
    return reply.headers(SANDBOX_PAGE_HEADERS).send(html);
  });

  app.post<{ Params: { id: string } }>('/api/ext/payment-sandbox/stripe/:id/authenticate', FORM_ROUTE, async (request, reply) => {
    const { row, intent } = await sandboxPayment(request.params.id);
    const result = field(request.body, 'result') || 'approve';
    if (result !== 'approve' && result !== 'fail') throw badRequest("result must be 'approve' or 'fail'.");
    const next = authenticated(intent, result === 'approve');
    if (next !== intent) {
      await saveSandboxIntent(deps.db, row.id, next);
      if (next.status === 'requires_payment_method') await updatePayment(deps.db, row.id, { status: 'failed' }, deps.now(), ['requires_action']);
    }
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      const view = viewOf(deps, String(row.data.store_code ?? ''));
      return reply.code(303).header('location', shopPage(deps, request, view, '/checkout')).send();
    }
    return envelope(200, { id: next.id, status: next.status });
  });
}
