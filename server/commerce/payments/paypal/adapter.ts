/**
 * PayPal express behind one interface: the REST client (OAuth2 client credentials with the token cached
 * until it expires, orders v2 create and capture) and the sandbox on this server, whose orders live in the
 * `payment` table and are approved on a page here.
 */
import { randomBytes } from 'node:crypto';
import type { PaypalConfig } from '../../config';
import type { Queryable } from '../../../storage/port';
import { basicAuth, ProviderError, providerJson } from '../http';
import { paymentByRef } from '../store';

/** Provider code of PayPal payments. */
export const PAYPAL = 'paypal_express';

/** The sandbox's payer id in return URLs. */
export const SANDBOX_PAYER_ID = 'SANDBOXPAYER';

/** An order to create at PayPal. */
export interface PaypalOrderInput {
  amount: number;
  currency: 'EUR';
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  brandName: string;
  locale: string;
}

/** A finished capture. */
export interface PaypalCapture {
  status: 'COMPLETED';
  captureId: string;
  amount: number;
}

/** What the shop asks of PayPal. */
export interface PaypalAdapter {
  readonly sandbox: boolean;
  createOrder(input: PaypalOrderInput): Promise<{ id: string; approveUrl: string }>;
  /** Captures an approved order; ProviderError (with PayPal's message) when it cannot. */
  captureOrder(id: string): Promise<PaypalCapture>;
}

/** The message when the buyer has not approved the order at PayPal. */
export const PAYPAL_NOT_APPROVED = 'PayPal payment was not approved.';

const errorMessage = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const error = body as { message?: unknown; error_description?: unknown; details?: { issue?: unknown; description?: unknown }[] };
  const detail = error.details?.[0];
  if (detail?.issue === 'ORDER_NOT_APPROVED') return PAYPAL_NOT_APPROVED;
  for (const text of [detail?.description, error.message, error.error_description]) if (typeof text === 'string' && text) return text;
  return undefined;
};

interface CachedToken {
  token: string;
  expiresAt: number;
}

// One cache per API and client id; a token is reused until a minute before it expires.
const tokens = new Map<string, CachedToken>();

/** Forgets cached OAuth tokens (specs that count token requests). */
export function clearPaypalTokens(): void {
  tokens.clear();
}

interface OrderAnswer {
  id?: unknown;
  links?: { rel?: unknown; href?: unknown }[];
}

interface CaptureAnswer {
  status?: unknown;
  purchase_units?: { payments?: { captures?: { id?: unknown; status?: unknown; amount?: { value?: unknown } }[] } }[];
}

/** The PayPal REST client. */
export function paypalClient(config: PaypalConfig): PaypalAdapter {
  const cacheKey = `${config.apiUrl} ${config.clientId}`;
  const accessToken = async (): Promise<string> => {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const answer = await providerJson<{ access_token?: unknown; expires_in?: unknown }>({
      provider: 'PayPal',
      method: 'POST',
      url: `${config.apiUrl}/v1/oauth2/token`,
      headers: { authorization: basicAuth(config.clientId, config.clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      errorMessage,
    });
    if (typeof answer.access_token !== 'string') throw new ProviderError('PayPal answered without an access token.', 200);
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 300;
    tokens.set(cacheKey, { token: answer.access_token, expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000 });
    return answer.access_token;
  };
  const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const send = async () =>
      providerJson<T>({
        provider: 'PayPal',
        method: 'POST',
        url: `${config.apiUrl}${path}`,
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        errorMessage,
      });
    try {
      return await send();
    } catch (error) {
      // A token revoked before its time: fetch a new one once.
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
      tokens.delete(cacheKey);
      return send();
    }
  };
  return {
    sandbox: false,
    async createOrder(input) {
      const answer = await call<OrderAnswer>('/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: input.currency, value: input.amount.toFixed(2) }, reference_id: input.referenceId }],
        application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, brand_name: input.brandName, locale: input.locale, user_action: 'PAY_NOW' },
      });
      const approve = answer.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      if (typeof answer.id !== 'string' || typeof approve?.href !== 'string') throw new ProviderError('PayPal answered without an order id or approval link.', 200);
      return { id: answer.id, approveUrl: approve.href };
    },
    async captureOrder(id) {
      const answer = await call<CaptureAnswer>(`/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, { 'paypal-request-id': `capture-${id}` });
      const capture = answer.purchase_units?.[0]?.payments?.captures?.[0];
      if (answer.status !== 'COMPLETED' || typeof capture?.id !== 'string') throw new ProviderError('PayPal payment was not completed.', 200);
      return { status: 'COMPLETED', captureId: capture.id, amount: Number(capture.amount?.value) };
    },
  };
}

/** The sandbox: orders are payment rows approved on `{origin}/api/ext/payment-sandbox/paypal/<id>`. */
export function paypalSandbox(db: Queryable, origin: string): PaypalAdapter {
  return {
    sandbox: true,
    async createOrder() {
      const id = `SB${randomBytes(12).toString('hex').toUpperCase()}`;
      return { id, approveUrl: `${origin}/api/ext/payment-sandbox/paypal/${id}` };
    },
    async captureOrder(id) {
      const row = await paymentByRef(db, PAYPAL, id);
      if (!row || row.status !== 'approved') throw new ProviderError(PAYPAL_NOT_APPROVED, 422);
      return { status: 'COMPLETED', captureId: `SBCAP${randomBytes(8).toString('hex').toUpperCase()}`, amount: row.amount };
    },
  };
}

/** The adapter for new orders: the REST client with keys, else the sandbox. */
export function paypalAdapter(config: PaypalConfig | null, db: Queryable, origin: string): PaypalAdapter {
  return config ? paypalClient(config) : paypalSandbox(db, origin);
}
