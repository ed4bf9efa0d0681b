/**
 * The bank link provider (MakeCommerce / Maksekeskus) behind one interface: the real API client
 * (POST /v1/transactions, HTTP basic auth shopId:secretKey) and the sandbox on this server, whose
 * transactions live in the `payment` table and whose approval page posts signed messages like the bank.
 */
import { randomBytes } from 'node:crypto';
import type { MakeCommerceConfig } from '../../config';
import { storedSecret } from '../../config';
import type { Queryable } from '../../../storage/port';
import { basicAuth, ProviderError, providerJson } from '../http';

/** Provider code of bank link payments (orders' payment_method, payment.provider). */
export const MAKECOMMERCE = 'makecommerce';

/** A transaction to open for an order. */
export interface MakeCommerceTransactionInput {
  amount: number;
  currency: 'EUR';
  /** The order number. */
  reference: string;
  merchantData: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
  customer: { email: string; ip: string; country: string; locale: string };
}

/** An opened transaction: the provider's id and where to send the browser. */
export interface MakeCommerceTransaction {
  id: string;
  redirectUrl: string;
}

/** What the shop asks of the bank link provider. */
export interface MakeCommerceAdapter {
  readonly sandbox: boolean;
  createTransaction(input: MakeCommerceTransactionInput): Promise<MakeCommerceTransaction>;
  /** The secret the provider's messages (return, notification) are signed with. */
  macKey(): Promise<string>;
}

interface TransactionAnswer {
  id?: unknown;
  payment_methods?: { other?: { name?: unknown; url?: unknown }[] };
}

const errorMessage = (body: unknown): string | undefined => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? `MakeCommerce: ${message}` : undefined;
};

/** The real MakeCommerce API client. */
export function makeCommerceClient(config: MakeCommerceConfig): MakeCommerceAdapter {
  return {
    sandbox: false,
    async createTransaction(input) {
      const answer = await providerJson<TransactionAnswer>({
        provider: 'MakeCommerce',
        method: 'POST',
        url: `${config.apiUrl}/v1/transactions`,
        headers: { authorization: basicAuth(config.shopId, config.secretKey), 'content-type': 'application/json' },
        body: JSON.stringify({
          transaction: {
            amount: input.amount.toFixed(2),
            currency: input.currency,
            reference: input.reference,
            merchant_data: input.merchantData,
            transaction_url: {
              return_url: { url: input.returnUrl, method: 'POST' },
              cancel_url: { url: input.cancelUrl, method: 'POST' },
              notification_url: { url: input.notificationUrl, method: 'POST' },
            },
          },
          customer: input.customer,
        }),
        errorMessage,
      });
      const other = answer.payment_methods?.other ?? [];
      const redirect = other.find((method) => method.name === 'redirect') ?? other[0];
      if (typeof answer.id !== 'string' || !answer.id || typeof redirect?.url !== 'string') {
        throw new ProviderError('MakeCommerce answered without a transaction id or payment URL.', 200);
      }
      return { id: answer.id, redirectUrl: redirect.url };
    },
    macKey: async () => config.secretKey,
  };
}

/** Name of the sandbox's signing secret in app_secret. */
export const SANDBOX_MAKECOMMERCE_SECRET = 'sandbox-makecommerce';

/** The sandbox: transactions get a random id and this server's approval page `{origin}/api/ext/payment-sandbox/makecommerce/<id>`. */
export function makeCommerceSandbox(db: Queryable, origin: string): MakeCommerceAdapter {
  return {
    sandbox: true,
    async createTransaction() {
      const id = `mcsb_${randomBytes(18).toString('base64url')}`;
      return { id, redirectUrl: `${origin}/api/ext/payment-sandbox/makecommerce/${id}` };
    },
    macKey: () => storedSecret(db, SANDBOX_MAKECOMMERCE_SECRET),
  };
}

/** The adapter the configuration asks for: the real client with keys, else the sandbox. */
export function makeCommerceAdapter(config: MakeCommerceConfig | null, db: Queryable, origin: string): MakeCommerceAdapter {
  return config ? makeCommerceClient(config) : makeCommerceSandbox(db, origin);
}
