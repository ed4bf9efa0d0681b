/** Queues the order confirmation e-mail inside the order transaction (one per order number). */
import type { OrderAddress } from '../../../contract/order';
import type { StoreView } from '../../../src/kernel/store-view/types';
import { enqueueMail, mailLanguage } from '../../mail/outbox';
import { renderOrderConfirmation } from '../../mail/templates/order-confirmation';
import type { Queryable } from '../../storage/port';
import type { PricedQuote } from '../quote/types';

/** The order facts the e-mail needs besides the quote. */
export interface ConfirmationInput {
  view: StoreView;
  orderId: number;
  incrementId: string;
  recipient: string;
  customerName: string;
  placedAt: Date;
  quote: PricedQuote;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress;
  /** The method's code and its title in the view's language (the server part's `mailTitles`). */
  paymentMethod: { code: string; title: string };
}

/**
 * Writes the confirmation to the outbox in the view's language, with dedupe key `order:<increment id>`
 * (a second call for the same order is a no-op). Answers the outbox id, or null when already queued.
 */
export async function queueOrderConfirmation(tx: Queryable, input: ConfirmationInput): Promise<number | null> {
  const { quote, view } = input;
  const language = mailLanguage(view.language);
  const method = quote.shipping.method;
  const content = renderOrderConfirmation({
    language,
    locale: view.locale,
    timeZone: view.timeZone,
    shopName: view.name,
    orderNumber: input.incrementId,
    placedAt: input.placedAt,
    customerName: input.customerName,
    lines: quote.lines.map((line) => ({ name: line.name, sku: line.sku, qty: line.qty, rowTotalInclTax: line.row_total_incl_tax })),
    totals: {
      subtotalInclTax: quote.totals.subtotal_incl_tax,
      shippingInclTax: quote.totals.shipping_incl_tax,
      discount: quote.totals.discount_amount,
      tax: quote.totals.tax_amount,
      grandTotal: quote.totals.grand_total,
      couponCode: quote.coupon?.code ?? null,
    },
    shippingAddress: quote.isVirtual ? null : input.shippingAddress,
    billingAddress: input.billingAddress,
    shippingMethod: method ? method.method_title : null,
    shippingMethodCode: method ? `${method.carrier_code}_${method.method_code}` : null,
    paymentMethodCode: input.paymentMethod.code,
    paymentMethodTitle: input.paymentMethod.title,
  });
  return enqueueMail(
    tx,
    {
      kind: 'order_confirmation',
      recipient: input.recipient,
      storeCode: view.storeCode,
      language,
      ...content,
      payload: { orderId: input.orderId, orderNumber: input.incrementId, grandTotal: quote.totals.grand_total },
      dedupeKey: `order:${input.incrementId}`,
    },
    input.placedAt,
  );
}
