/**
 * "Pay by invoice" for the Finnish view: the server part of the example in docs/extending.md (ADR 0069).
 * The shop sends an invoice with the goods; the order is placed pending like cash on delivery. Offered in
 * the Finnish view only, for goods delivered in Finland up to INVOICE_LIMIT; at order time the buyer may
 * not have an earlier invoice order still unpaid. It touches no core file: a server registers it by adding
 * it to its registry (server/commerce/payments/installed.ts for the shop, `deps.paymentMethods` in a test).
 */
import { definePaymentMethod } from '../../../server/commerce/payments';
import type { Queryable } from '../../../server/storage/port';

/** The method code: the client module's slot key and `payment_method_code` on the wire. */
export const INVOICE_CODE = 'invoice';

/** The largest order total the shop invoices (EUR, incl. tax). */
export const INVOICE_LIMIT = 1000;

/** The refusal when the buyer has an earlier invoice order that is still unpaid. */
export const INVOICE_UNPAID = 'An earlier invoice of yours is still unpaid. Please choose another payment method.';

/** Whether this e-mail has an invoice order that is neither paid nor cancelled (one row at most is read). */
async function earlierUnpaidInvoice(db: Queryable, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM sales_order WHERE lower(email) = lower($1) AND payment_method = $2 AND payment_status = 'pending' AND status <> 'canceled' LIMIT 1`,
    [email, INVOICE_CODE],
  );
  return rows.length > 0;
}

export const invoicePaymentMethod = definePaymentMethod({
  code: INVOICE_CODE,
  title: 'Invoice',
  mailTitles: { en: 'Invoice (14 days)', et: 'Arve (14 päeva)', ru: 'Счёт (14 дней)', fi: 'Lasku (14 päivää)', it: 'Fattura (14 giorni)' },
  views: (view) => view.storeCode === 'fin',
  available: ({ isVirtual, grandTotal, countryId }) => !isVirtual && countryId === 'FI' && grandTotal <= INVOICE_LIMIT,
  async prepare(deps, request) {
    const unpaid = await earlierUnpaidInvoice(deps.db, request.email);
    return unpaid ? { kind: 'failed', message: INVOICE_UNPAID } : { kind: 'deferred' };
  },
});
