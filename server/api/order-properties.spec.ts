/**
 * Issue 18 item 16, "keep it fixed" (ADR 0044): property-based runs over the real cart and order routes on
 * both databases. fast-check generates sequences of cart updates (any quantity: fractions, negatives, huge,
 * numeric strings, literals that parse to Infinity or -0; bundle option quantities on fixed and changeable
 * links; custom options), coupons (FIRST50 under aliases of one mailbox, single-use, unknown) and orders
 * (order ids reused with the same or other bodies by the same or other callers, several orders naming one
 * cart, concurrent bursts, cash, bank link, PayPal captures, cards). After each run the invariants are
 * checked by SQL (server/testing/money-invariants.ts) and over the recorded answers. The seed is fixed, so
 * every run of the spec sends the same requests.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { FIXTURE_DATABASE, FIXTURE_NOW, useFixtureApp } from '../catalogue/documents/test-fixture';
import { roundMoney } from '../catalogue/pricing';
import { issueAccessToken } from '../commerce/auth/tokens';
import { testCommerceConfig } from '../commerce/config';
import { orderPayload, postOrder, setStock, stockOf } from '../commerce/orders/testing';
import { orderPayments } from '../commerce/payments';
import { priceQuote } from '../commerce/quote';
import type { ProductOptionInput, QuoteAddress } from '../commerce/quote';
import type { Database } from '../storage/port';
import { forEachDatabase } from '../testing';
import { floorInclTax, orderViolations, readCatalogue, tableViolations, type Catalogue } from '../testing/money-invariants';
import { anyCommand, PROPERTY_SQL, RUN_STOCK } from '../testing/order-arbitraries';
import { OrderRunner, runMailbox, sameRequest, type RunContext } from '../testing/order-runner';
import { cartRoutes } from './cart';
import { createOrderRoutes } from './order';

/** Runs per database: about 12 s each on PGlite on a quiet 2-core machine, so under 60 s loaded. */
const RUNS = 120;
const ORDER_STATUSES = new Set([200, 400, 401, 402, 403, 404, 409]);
const CART_STATUSES = new Set([200, 400, 403, 404]);

async function stockLevels(db: Database): Promise<Map<number, number>> {
  const { rows } = await db.query<{ product_id: number; qty: number }>('SELECT product_id, qty FROM stock');
  return new Map(rows.map((row) => [row.product_id, Number(row.qty)]));
}

/** The run's order totals recomputed by the quote engine from the stored lines, coupon percent applied per line. */
async function recomputeViolations(db: Database, sinceOrderId: number): Promise<string[]> {
  const { rows: orders } = await db.query<{ id: number; store_code: string; email: string; customer_id: number | null; group_id: number | null; shipping_carrier_code: string | null; shipping_method_code: string | null; shipping_address: QuoteAddress | null; billing_address: QuoteAddress; percent: number | null; grand_total: number }>(
    `SELECT o.id, o.store_code, o.email, o.customer_id, c.group_id, o.shipping_carrier_code, o.shipping_method_code, o.shipping_address, o.billing_address, k.percent, o.grand_total
       FROM sales_order o LEFT JOIN customer c ON c.id = o.customer_id LEFT JOIN coupon k ON k.code = o.coupon_code WHERE o.id > $1`,
    [sinceOrderId],
  );
  const problems: string[] = [];
  for (const order of orders) {
    const { rows: lines } = await db.query<{ sku: string; qty: number; product_option: ProductOptionInput | null }>('SELECT sku, qty, product_option FROM sales_order_item WHERE order_id = $1 ORDER BY id', [order.id]);
    const view = storeViews.find((v) => v.storeCode === order.store_code)!;
    // As placement does: the tax country is the shipping (else billing) address's, also for virtual orders.
    const shipping = { carrierCode: order.shipping_carrier_code ?? '', methodCode: order.shipping_method_code ?? '', address: order.shipping_address ?? order.billing_address };
    const quote = await priceQuote(db, lines, {
      view,
      now: FIXTURE_NOW,
      customer: order.customer_id === null ? null : { id: order.customer_id, email: order.email, group_id: order.group_id ?? 1 },
      email: order.email,
      shipping,
      paymentMethod: null,
      couponCode: null,
    });
    const pct = Number(order.percent ?? 0);
    const lineTotal = quote.lines.reduce((sum, line) => sum + line.row_total_incl_tax - roundMoney((line.row_total_incl_tax * pct) / 100), 0);
    const expected = roundMoney(lineTotal + quote.totals.shipping_incl_tax);
    if (quote.problems.some((p) => p.code !== 'insufficient_qty' && p.code !== 'out_of_stock') || quote.lines.length !== lines.length || Math.abs(expected - order.grand_total) > 0.011) {
      problems.push(`order ${order.id}: grand total ${order.grand_total}, but its stored lines price at ${expected} (${JSON.stringify(quote.problems)})`);
    }
  }
  return problems;
}

forEachDatabase('order properties', ({ db }) => {
  const app = useFixtureApp(db, [cartRoutes, createOrderRoutes(orderPayments)]);
  const config = testCommerceConfig();
  let catalogue: Catalogue;
  let run = 0;
  beforeAll(async () => {
    await db().exec(PROPERTY_SQL);
    catalogue = await readCatalogue(db());
  });

  /** The run's customers, carts, single-use coupon and PayPal captures (42.20 = 1 x BP-1 + DPD, twice; one of 50.00). */
  async function prepare(tag: string): Promise<RunContext> {
    const customer = async (name: string) => {
      const email = `${name}${tag}@example.com`;
      const { rows } = await db().query<{ id: number }>("INSERT INTO customer (email, firstname, lastname, password_hash, group_id, store_id) VALUES ($1, 'P', 'Q', 'x', 1, 2) RETURNING id", [email]);
      const id = rows[0]!.id;
      return { id, email, token: await issueAccessToken(config, { id, group_id: 1 }, FIXTURE_NOW) };
    };
    const customers = { ann: await customer('ann'), ben: await customer('ben') };
    const create = async (token: string) => (await app().inject({ method: 'POST', url: `/api/cart/create?token=${encodeURIComponent(token)}` })).json<{ result: string }>().result;
    const carts = [await create(''), await create(''), await create(customers.ann.token)];
    const onceCoupon = `ONCE${tag}`.toUpperCase();
    await db().query("INSERT INTO coupon (code, kind, percent, max_uses) VALUES ($1, 'seasonal', 10, 1)", [onceCoupon]);
    const captures = [0, 1, 2].map((k) => `PAYID-${tag}-${k}`);
    for (const [k, ref] of captures.entries()) {
      await db().query("INSERT INTO payment (provider, provider_ref, amount, status, sandbox, created_at, updated_at) VALUES ('paypal_express', $1, $2, 'captured', true, $3, $3)", [ref, k === 2 ? 50 : 42.2, FIXTURE_NOW.toISOString()]);
    }
    for (const [productId, qty] of RUN_STOCK) await setStock(db(), productId, qty);
    return { tag, customers, carts, onceCoupon, captures };
  }

  /** Invariants over the answers: statuses, confirmations only for their own request, one order per cart and per capture. */
  async function answerViolations(runner: OrderRunner, context: RunContext): Promise<string[]> {
    const problems: string[] = [];
    const placed = new Map<string, Set<string>>();
    const note = (key: string, orderNumber: string) => placed.set(key, (placed.get(key) ?? new Set()).add(orderNumber));
    for (const sent of runner.orders) {
      if (!ORDER_STATUSES.has(sent.status) || sent.answer.code !== sent.status) problems.push(`order ${sent.orderId} answered ${sent.status} ${JSON.stringify(sent.answer)}`);
      if (sent.status !== 200) {
        const resendOfPlaced = runner.orders.some((o) => o.step < sent.step && o.status === 200 && o.orderId === sent.orderId && o.customerId === sent.customerId && sameRequest(o.body, sent.body));
        if (resendOfPlaced) problems.push(`order ${sent.orderId}: a resend of a placed order by its caller answered ${sent.status} ${JSON.stringify(sent.answer)}`);
        continue;
      }
      const { backendOrderId } = sent.answer.result as { backendOrderId: string };
      const { rows } = await db().query<{ client_order_id: string; customer_id: number | null; payload: unknown }>('SELECT client_order_id, customer_id, payload FROM sales_order WHERE id = $1', [Number(backendOrderId)]);
      const stored = rows[0];
      if (!stored || stored.client_order_id !== sent.orderId || stored.customer_id !== sent.customerId || !sameRequest(stored.payload, sent.body)) {
        problems.push(`order ${sent.orderId} (customer ${sent.customerId}) was answered with order ${backendOrderId}, placed by another request`);
      }
      note(`order id ${sent.orderId}`, backendOrderId);
      if (sent.cartId) note(`cart ${sent.cartId}`, backendOrderId);
      if (sent.capture) note(`capture ${sent.capture}`, backendOrderId);
    }
    for (const [key, orders] of placed) if (orders.size > 1) problems.push(`${key} placed ${orders.size} orders: ${[...orders].join(', ')}`);
    const ordered = new Set(runner.orders.filter((o) => o.status === 200 && o.cartId).map((o) => o.cartId));
    const { rows: carts } = await db().query<{ id: string; is_active: boolean }>('SELECT id, is_active FROM cart WHERE id = ANY($1::text[])', [context.carts]);
    for (const cart of carts) if (cart.is_active === ordered.has(cart.id)) problems.push(`cart ${cart.id} is ${cart.is_active ? 'open after its order' : 'closed without an order'}`);
    for (const { sku, answer } of runner.cartAnswers) {
      if (!CART_STATUSES.has(answer.status) || answer.answer.code !== answer.status) problems.push(`cart call answered ${answer.status} ${JSON.stringify(answer.answer)}`);
      if (answer.kind !== 'cartUpdate' || answer.status !== 200) continue;
      const line = answer.answer.result as { qty: number; price_incl_tax: number };
      if (!Number.isInteger(line.qty) || line.qty < 1) problems.push(`cart line ${sku} kept qty ${line.qty}`);
      if (line.price_incl_tax < floorInclTax(catalogue, sku) - 0.011) problems.push(`cart line ${sku} priced ${line.price_incl_tax}, below the catalogue's lowest ${roundMoney(floorInclTax(catalogue, sku))}`);
    }
    return problems;
  }

  it('takes from stock what a bundle line was priced for: a fixed link its own qty, a changeable one the chosen', async () => {
    // Found by the property below: the fixed 2 x WB-450 link was priced as two and took one from stock.
    await setStock(db(), 1, 10);
    await setStock(db(), 4, 10);
    const kit = { sku: 'KIT-FLEX', qty: 2, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 3, option_selections: [1] }, { option_id: 2, option_qty: 1, option_selections: [4] }] } } };
    const payload = orderPayload([kit], {}, 'kit@example.com');
    const placed = await postOrder(app(), payload);
    expect(placed.status).toBe(200);
    const { rows } = await db().query<{ product_id: number; qty: number }>('SELECT product_id, qty FROM sales_order_stock WHERE order_id = $1 ORDER BY product_id', [Number((placed.body.result as { backendOrderId: string }).backendOrderId)]);
    // Per kit: 3 x BP-1 (chosen) and 2 x WB-450 (fixed); two kits.
    expect(rows.map((r) => [r.product_id, Number(r.qty)])).toEqual([[1, 6], [4, 4]]);
    expect(await stockOf(db(), 1)).toEqual({ qty: 4, is_in_stock: true });
    expect(await stockOf(db(), 4)).toEqual({ qty: 6, is_in_stock: true });
  });

  it('keeps every money invariant whatever carts, coupons, order ids and bursts are sent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyCommand, { minLength: 1, maxLength: 10 }), async (commands) => {
        const tag = `r${++run}`;
        const context = await prepare(tag);
        const since = (await db().query<{ id: number | null }>('SELECT max(id) AS id FROM sales_order')).rows[0]?.id ?? 0;
        const before = await stockLevels(db());
        const runner = new OrderRunner(app(), context);
        await runner.runAll(commands);

        const problems = [...(await answerViolations(runner, context)), ...(await orderViolations(db(), catalogue, since)), ...(await tableViolations(db(), since, context.carts)), ...(await recomputeViolations(db(), since))];
        // Stock moves only by what the run's orders recorded taking.
        const after = await stockLevels(db());
        const { rows: taken } = await db().query<{ product_id: number; qty: number }>('SELECT product_id, sum(qty)::float8 AS qty FROM sales_order_stock WHERE order_id > $1 GROUP BY product_id', [since]);
        for (const [productId, qty] of before) {
          const took = Number(taken.find((t) => t.product_id === productId)?.qty ?? 0);
          if (Math.abs(qty - (after.get(productId) ?? 0) - took) > 1e-9) problems.push(`product ${productId}: stock went ${qty} -> ${after.get(productId)}, orders took ${took}`);
        }
        expect(problems, `run ${tag}: mailbox 0 is ${runMailbox(0, tag)}`).toEqual([]);
      }),
      { seed: 42, numRuns: RUNS },
    );
  }, 600_000);
}, FIXTURE_DATABASE);
