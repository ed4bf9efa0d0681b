/**
 * fast-check arbitraries for the order property spec (ADR 0044): what a shopper or an attacker can send to
 * the cart and order routes of the fixture catalogue (server/catalogue/documents/test-fixture.ts plus
 * CUSTOM and KIT-FLEX). Quantities cover fractions, negatives, huge numbers, numeric strings and JSON number
 * literals that parse to Infinity, 0 or -0; bundle option quantities any of these, on links whose quantity is
 * fixed and on links that let the shopper change it.
 */
import fc from 'fast-check';

/** A JSON number literal sent as written (`1e400` parses to Infinity): see {@link serialise}. */
export interface RawNumber {
  raw: string;
}
const RAW = '\u0000raw:';

/** JSON text of a request body, with each {@link RawNumber} written as its literal. */
export function serialise(body: unknown): string {
  const text = JSON.stringify(body, (_key, value: unknown) => (value !== null && typeof value === 'object' && 'raw' in value && Object.keys(value).length === 1 ? `${RAW}${String((value as RawNumber).raw)}` : value));
  return text.replace(/"\\u0000raw:([^"]*)"/g, '$1');
}

/** Extra catalogue rows: custom options, and a bundle with a changeable (BP-1) and a fixed (2 x WB-450) link. */
export const PROPERTY_SQL = `
INSERT INTO product (id, sku, type_id, status, visibility, price, tax_class_id, attrs) VALUES
  (60, 'CUSTOM', 'simple', 1, 4, 100, 2, '{"custom_options":[{"option_id":1,"title":"Engraving","type":"field","price":5,"price_type":"fixed"},{"option_id":2,"title":"Finish","type":"drop_down","values":[{"option_type_id":10,"title":"Gold","price":10,"price_type":"percent"},{"option_type_id":11,"title":"Plain","price":0,"price_type":"fixed"}]}]}'),
  (61, 'KIT-FLEX', 'bundle', 1, 4, 0, 2, '{"bundle_options":[{"option_id":1,"required":true,"product_links":[{"id":1,"sku":"BP-1","qty":1,"can_change_quantity":1,"is_default":true}]},{"option_id":2,"required":true,"product_links":[{"id":4,"sku":"WB-450","qty":2,"can_change_quantity":0,"is_default":true}]}]}');
INSERT INTO stock (product_id, qty, is_in_stock) VALUES (60, 100, true), (61, 10, true);`;

/** Products whose stock each run starts from (id, qty). */
export const RUN_STOCK: readonly [number, number][] = [
  [1, 60],
  [4, 40],
  [60, 100],
];

const whole = fc.integer({ min: 1, max: 4 });
/** Any quantity a client can put in JSON. */
export const anyQty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 16, arbitrary: whole },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 20 }) },
  { weight: 2, arbitrary: fc.double({ min: -5, max: 5 }) },
  { weight: 1, arbitrary: fc.double() },
  fc.constantFrom<unknown>(0.5, 0.01, 1e-9, 1.5, 2.0000001, 10000, 10001, 1e308, -1, 0, null, '2', ' 3 ', '1.5', 'NaN', 'Infinity', '0x10', true, [1], { qty: 1 }),
  fc.constantFrom<RawNumber>({ raw: '1e400' }, { raw: '-1e400' }, { raw: '1e-400' }, { raw: '-0' }, { raw: '1.0000000000000001' }, { raw: '2E0' }),
);

const bundleOptions = (sku: string): fc.Arbitrary<Record<string, unknown> | undefined> =>
  sku === 'KIT'
    ? fc.option(fc.record({ option_qty: anyQty, selection: fc.constantFrom(1, 2, 3) }).map(({ option_qty, selection }) => ({ extension_attributes: { bundle_options: [{ option_id: 1, option_qty, option_selections: [selection] }] } })), { nil: undefined })
    : fc.option(
        fc.record({ a: anyQty, b: anyQty, both: fc.boolean() }).map(({ a, b, both }) => ({
          extension_attributes: { bundle_options: [{ option_id: 1, option_qty: a, option_selections: [1] }, ...(both ? [{ option_id: 2, option_qty: b, option_selections: [4] }] : [])] },
        })),
        { nil: undefined },
      );

const customOptions = fc.option(
  fc.subarray([
    { option_id: 1, option_value: 'AB' },
    { option_id: 2, option_value: '10' },
    { option_id: 2, option_value: '11' },
    { option_id: 2, option_value: '99' },
    { option_id: 7, option_value: 'x' },
  ]).map((custom_options) => ({ extension_attributes: { custom_options } })),
  { nil: undefined },
);

const SKUS = ['BP-1', 'BP-1', 'KIT', 'KIT-FLEX', 'KIT-FLEX', 'CUSTOM', 'WB-450', 'MANUAL', 'BP-2'] as const;

/** One cart or order line: a sku, any quantity, options fitting (or not) its type. */
const oddLine: fc.Arbitrary<{ sku: string; qty: unknown; product_option?: Record<string, unknown> }> = fc.constantFrom(...SKUS).chain((sku) =>
  fc.record({ qty: anyQty, option: sku.startsWith('KIT') ? bundleOptions(sku) : sku === 'CUSTOM' ? customOptions : fc.constant(undefined) }).map(({ qty, option }) => ({ sku, qty, ...(option ? { product_option: option } : {}) })),
);

/** A line that can be bought as asked (stock allowing), so runs place many orders. */
const plainLine = fc.record({ sku: fc.constantFrom('BP-1', 'WB-450', 'CUSTOM'), qty: fc.integer({ min: 1, max: 3 }) });

/** Mostly lines that can be bought, the rest anything a client can send. */
export const anyLine: fc.Arbitrary<{ sku: string; qty: unknown; product_option?: Record<string, unknown> }> = fc.oneof({ weight: 1, arbitrary: plainLine }, { weight: 1, arbitrary: oddLine });

/** Who sends a request: a guest, or one of the run's two customers (by token). */
export type Caller = 'guest' | 'ann' | 'ben';
const caller = fc.constantFrom<Caller>('guest', 'guest', 'ann', 'ben');
/** Coupons by kind; the run maps ONCE to its own single-use code. */
const coupon = fc.constantFrom(undefined, undefined, 'FIRST50', 'FIRST50', 'first50', 'SUMMER2026', 'ONCE', 'NOSUCH');
/** Guest e-mails of the run's mailboxes (the run adds its tag): aliases of one mailbox by +tag, case and Gmail dots. */
export const MAILBOXES = ['ann@example.com', 'Ann+shop@Example.com', 'jdoe@gmail.com', 'j.doe+x@googlemail.com', 'J.Doe@gmail.com', 'zed@example.com'] as const;

/** How an order picks its payment. */
export type Payment = { kind: 'cod' } | { kind: 'banklink' } | { kind: 'paypal'; capture: number } | { kind: 'card'; token: string };
const payment = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Payment>({ kind: 'cod' }) },
  { weight: 1, arbitrary: fc.constant<Payment>({ kind: 'banklink' }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 }).map<Payment>((capture) => ({ kind: 'paypal', capture })) },
  { weight: 2, arbitrary: fc.constantFrom('pm_card_visa:visa:4242', 'pm_card_chargeDeclined:visa:0002').map<Payment>((token) => ({ kind: 'card', token })) },
);

/** The order id an order uses: a new one, one sent before in the run (any earlier order), or the burst's first. */
export type OrderIdChoice = { kind: 'fresh' } | { kind: 'earlier'; index: number; sameBody: boolean };

/** One order submission as generated (the runner turns it into a body). */
export interface OrderSpec {
  id: OrderIdChoice;
  caller: Caller;
  lines: { sku: string; qty: unknown; product_option?: Record<string, unknown> }[];
  cart: number | null;
  coupon: string | undefined;
  mailbox: number;
  payment: Payment;
}

const orderId = fc.oneof(
  { weight: 3, arbitrary: fc.constant<OrderIdChoice>({ kind: 'fresh' }) },
  { weight: 1, arbitrary: fc.record({ index: fc.nat(20), sameBody: fc.boolean() }).map<OrderIdChoice>(({ index, sameBody }) => ({ kind: 'earlier', index, sameBody })) },
);

export const anyOrder: fc.Arbitrary<OrderSpec> = fc.record({
  id: orderId,
  caller,
  lines: fc.array(anyLine, { minLength: 1, maxLength: 2 }),
  cart: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null, freq: 3 }),
  coupon,
  mailbox: fc.nat(MAILBOXES.length - 1),
  payment,
});

/** Aliases of one mailbox (indexes into MAILBOXES): +tags, case, Gmail's dots and googlemail.com. */
const ALIAS_GROUPS = [
  [0, 1],
  [2, 3, 4],
] as const;

/**
 * Two first orders of one buyer under two aliases of the mailbox, the second (and maybe the first) with
 * FIRST50, one after the other or at once.
 */
const aliasOrders: fc.Arbitrary<{ kind: 'aliasOrders'; orders: OrderSpec[]; concurrent: boolean }> = fc
  .record({ group: fc.constantFrom(...ALIAS_GROUPS), a: fc.nat(2), b: fc.nat(2), bothFirst50: fc.boolean(), concurrent: fc.boolean(), line: plainLine })
  .map(({ group, a, b, bothFirst50, concurrent, line }) => {
    const spec = (mailbox: number, coupon: string | undefined): OrderSpec => ({ id: { kind: 'fresh' }, caller: 'guest', lines: [line], cart: null, coupon, mailbox, payment: { kind: 'cod' } });
    return { kind: 'aliasOrders', orders: [spec(group[a % group.length]!, bothFirst50 ? 'FIRST50' : undefined), spec(group[b % group.length]!, 'first50')], concurrent };
  });

/** One step of a run. */
export type Command =
  | { kind: 'cartUpdate'; cart: number; caller: Caller; line: { sku: string; qty: unknown; product_option?: Record<string, unknown> } }
  | { kind: 'applyCoupon'; cart: number; caller: Caller; coupon: string }
  | { kind: 'order'; order: OrderSpec }
  | { kind: 'burst'; orders: OrderSpec[] }
  | { kind: 'aliasOrders'; orders: OrderSpec[]; concurrent: boolean };

export const anyCommand: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cartUpdate' as const), cart: fc.integer({ min: 0, max: 2 }), caller, line: anyLine }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('applyCoupon' as const), cart: fc.integer({ min: 0, max: 2 }), caller, coupon: fc.constantFrom('FIRST50', 'SUMMER2026', 'ONCE', 'NOSUCH') }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('order' as const), order: anyOrder }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('burst' as const), orders: fc.array(anyOrder, { minLength: 2, maxLength: 4 }) }) },
  { weight: 1, arbitrary: aliasOrders },
);
