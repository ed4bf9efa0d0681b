/**
 * priceQuote: lines, tax, coupon discount, shipping and totals of a cart or order, all from the server's
 * catalogue. Prices include tax: a discount is a percent of each line's row total incl. tax (rounded per
 * line, never of shipping) and the line's tax is recomputed on what is left.
 */
import type { Queryable } from '../../storage/port';
import { roundMoney } from '../../catalogue/pricing';
import { loadTaxRules } from '../../catalogue/documents';
import { checkCoupon } from './coupons';
import { priceLines } from './lines';
import { findShippingMethod } from './shipping';
import type { PricedLine, PricedQuote, QuoteContext, QuoteLineInput, QuoteShipping, ShippingMethod, TotalSegment, Totals } from './types';

const sum = (values: readonly number[]) => roundMoney(values.reduce((a, b) => a + b, 0));

/** The item options as the totals' `options` string: the configurable and custom options chosen. */
function optionsText(line: PricedLine): string {
  const ext = line.product_option?.extension_attributes;
  const options = [
    ...(ext?.configurable_item_options ?? []).map((o) => ({ option_id: o.option_id, value: String(o.option_value) })),
    ...(ext?.custom_options ?? []).map((o) => ({ option_id: o.option_id, value: String(o.option_value) })),
  ];
  return JSON.stringify(options);
}

/** The discount of each line (percent of row total incl. tax) and its tax recomputed on the rest. */
function discounted(line: PricedLine, percent: number): PricedLine {
  if (percent <= 0) return line;
  const discount = roundMoney((line.row_total_incl_tax * percent) / 100);
  const rest = roundMoney(line.row_total_incl_tax - discount);
  const tax = roundMoney(rest - roundMoney(rest / (1 + line.tax_percent / 100)));
  return { ...line, discount_amount: discount, tax_amount: tax };
}

/** Totals of priced lines with an optional shipping method and coupon (types.ts Totals, spec segment order). */
export function totalsOf(lines: readonly PricedLine[], shipping: ShippingMethod | null, coupon: { code: string } | null): Totals {
  const subtotal = sum(lines.map((l) => l.row_total));
  const subtotalIncl = sum(lines.map((l) => l.row_total_incl_tax));
  const discount = sum(lines.map((l) => l.discount_amount));
  const shippingExcl = shipping?.price_excl_tax ?? 0;
  const shippingIncl = shipping?.price_incl_tax ?? 0;
  const shippingTax = roundMoney(shippingIncl - shippingExcl);
  const tax = roundMoney(sum(lines.map((l) => l.tax_amount)) + shippingTax);
  const grand = roundMoney(subtotalIncl - discount + shippingIncl);
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: 'Subtotal', value: subtotalIncl },
    { code: 'tax', title: 'Tax', value: tax },
  ];
  if (shipping) segments.push({ code: 'shipping', title: `Shipping & Handling (${shipping.method_title})`, value: shippingIncl });
  if (discount > 0) segments.push({ code: 'discount', title: `Discount (${coupon?.code ?? ''})`, value: -discount });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: grand });
  return {
    subtotal,
    subtotal_incl_tax: subtotalIncl,
    tax_amount: tax,
    shipping_amount: shippingExcl,
    shipping_incl_tax: shippingIncl,
    shipping_tax_amount: shippingTax,
    discount_amount: discount > 0 ? -discount : 0,
    grand_total: grand,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    coupon_code: coupon?.code ?? null,
    items_qty: lines.reduce((n, l) => n + l.qty, 0),
    items: lines.map((l) => ({
      ...(l.item_id !== undefined ? { item_id: l.item_id } : {}),
      name: l.name,
      sku: l.sku,
      qty: l.qty,
      price: l.price,
      price_incl_tax: l.price_incl_tax,
      row_total: l.row_total,
      row_total_incl_tax: l.row_total_incl_tax,
      tax_amount: l.tax_amount,
      tax_percent: l.tax_percent,
      discount_amount: l.discount_amount,
      options: optionsText(l),
    })),
    total_segments: segments,
    extension_attributes: { grand_total_excl_discount: roundMoney(grand + discount), saved_amount: discount },
  };
}

/**
 * Prices `lines` for the context: catalogue prices at `ctx.now` for the customer's group (guests 0), tax of
 * the shipping country (else the view's), the coupon when valid for this buyer now (`coupon` null when
 * `ctx.couponCode` is refused) and the chosen shipping method (`shipping.available` false when it is not
 * offered for the address at `now`). Never throws for line problems: they are listed in `problems`.
 */
export async function priceQuote(db: Queryable, lines: readonly QuoteLineInput[], ctx: QuoteContext): Promise<PricedQuote> {
  const country = ctx.shipping?.address.country_id || ctx.view.tax.defaultCountry;
  const taxRules = await loadTaxRules(db);
  const priced = await priceLines(db, lines, { country, groupId: ctx.customer?.group_id ?? 0, now: ctx.now, language: ctx.view.language, taxRules });
  const isVirtual = priced.lines.length > 0 && priced.lines.every((l) => l.is_virtual) && !priced.problems.length;

  let coupon: PricedQuote['coupon'] = null;
  if (ctx.couponCode) {
    const check = await checkCoupon(db, ctx.couponCode, { customerId: ctx.customer?.id ?? null, email: ctx.customer?.email ?? ctx.email ?? null, now: ctx.now });
    if (check.ok) coupon = { code: check.code, kind: check.kind, percent: check.percent };
  }

  let shipping: QuoteShipping = { method: null, available: true };
  if (ctx.shipping && !isVirtual) {
    const method = await findShippingMethod(db, { address: ctx.shipping.address, now: ctx.now, isVirtual }, ctx.shipping.carrierCode, ctx.shipping.methodCode);
    shipping = { method, available: method !== null };
  }

  const finalLines = priced.lines.map((line) => discounted(line, coupon?.percent ?? 0));
  return { lines: finalLines, totals: totalsOf(finalLines, shipping.method, coupon), isVirtual, problems: priced.problems, coupon, shipping };
}
