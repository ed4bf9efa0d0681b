/**
 * Runs the generated commands of the order property spec (ADR 0044) against the real cart and order routes
 * (Fastify inject) and records every answer, so the spec can check the model-level invariants: an order id
 * answers only its own request, one cart places one order, one capture pays one order.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { estonianAddress } from '../commerce/orders/testing';
import { MAILBOXES, serialise, type Caller, type Command, type OrderSpec } from './order-arbitraries';

/** The run's fixed parts: its tag, customers, carts, single-use coupon and PayPal captures. */
export interface RunContext {
  tag: string;
  customers: Record<Exclude<Caller, 'guest'>, { id: number; token: string; email: string }>;
  carts: string[];
  onceCoupon: string;
  captures: string[];
}

/** One order request as sent and answered. */
export interface SentOrder {
  step: number;
  orderId: string;
  /** The body as the server parsed it. */
  body: Record<string, unknown>;
  customerId: number | null;
  cartId: string | null;
  capture: string | null;
  status: number;
  answer: { code: number; result: unknown };
}

/** One cart request as sent and answered. */
export interface SentCart {
  kind: 'cartUpdate' | 'applyCoupon';
  status: number;
  answer: { code: number; result: unknown };
}

/** The e-mail of mailbox `index` in this run: its tag goes before the +tag or the @, so runs never share a mailbox. */
export function runMailbox(index: number, tag: string): string {
  const address = MAILBOXES[index % MAILBOXES.length] ?? MAILBOXES[0];
  return address.replace(/([+@])/, `${tag}$1`);
}

/** Body fields a resend may change (the offline queue marks `transmited`). */
const RESEND = new Set(['transmited', 'created_at', 'updated_at']);
/** The request an order id stands for: the body without its resend fields. */
export const requestOf = (body: unknown): unknown => (body && typeof body === 'object' ? Object.fromEntries(Object.entries(body).filter(([key]) => !RESEND.has(key))) : body);
export const sameRequest = (a: unknown, b: unknown): boolean => isDeepStrictEqual(requestOf(a), requestOf(b));

export class OrderRunner {
  readonly orders: SentOrder[] = [];
  readonly cartAnswers: { sku: string; answer: SentCart }[] = [];
  private sequence = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly run: RunContext,
  ) {}

  private token(caller: Caller): string {
    return caller === 'guest' ? '' : this.run.customers[caller].token;
  }

  private customerId(caller: Caller): number | null {
    return caller === 'guest' ? null : this.run.customers[caller].id;
  }

  /** The body of an order spec: a new request, or the resend (or reuse with other content) of an earlier order id. */
  private bodyOf(spec: OrderSpec, earlier: readonly { orderId: string; text: string }[]): string {
    const previous = spec.id.kind === 'earlier' && earlier.length ? earlier[spec.id.index % earlier.length] : undefined;
    if (previous && spec.id.kind === 'earlier' && spec.id.sameBody) {
      // The same JSON again, now marked as sent, its keys in another order.
      const body = JSON.parse(previous.text) as Record<string, unknown>;
      return JSON.stringify(Object.fromEntries(Object.entries({ ...body, transmited: true }).reverse()));
    }
    const orderId = previous?.orderId ?? `p-${this.run.tag}-${this.sequence++}`;
    const email = runMailbox(spec.mailbox, this.run.tag);
    const paypal = spec.payment.kind === 'paypal';
    const card = spec.payment.kind === 'card';
    const lines = paypal ? [{ sku: 'BP-1', qty: 1 }] : spec.lines;
    const method = { cod: 'cashondelivery', banklink: 'makecommerce', paypal: 'paypal_express', card: 'stripe_payments' }[spec.payment.kind];
    const additional =
      spec.payment.kind === 'paypal' ? { paypal_order_id: this.run.captures[spec.payment.capture] } : spec.payment.kind === 'card' ? { token: spec.payment.token } : {};
    return serialise({
      order_id: orderId,
      user_id: '',
      cart_id: spec.cart === null ? null : this.run.carts[spec.cart],
      store_code: card ? 'ap24_italy_it' : 'est',
      created_at: '2026-06-01T11:58:00.000Z',
      transmited: false,
      products: lines.map((line) => ({ ...line, price: 0.01, price_incl_tax: 0.01, name: 'client name' })),
      addressInformation: {
        shippingAddress: estonianAddress,
        billingAddress: { ...estonianAddress, email },
        shipping_method_code: 'flatrate',
        shipping_carrier_code: 'flatrate',
        payment_method_code: method,
        payment_method_additional: additional,
      },
      ...(spec.coupon ? { coupon_code: spec.coupon === 'ONCE' ? this.run.onceCoupon : spec.coupon } : {}),
    });
  }

  private async send(step: number, spec: OrderSpec, text: string): Promise<void> {
    const token = this.token(spec.caller);
    const res = await this.app.inject({ method: 'POST', url: `/api/order${token ? `?token=${encodeURIComponent(token)}` : ''}`, payload: text, headers: { 'content-type': 'application/json' } });
    const body = JSON.parse(text) as Record<string, unknown>;
    const additional = (body.addressInformation as { payment_method_additional?: { paypal_order_id?: string } } | undefined)?.payment_method_additional;
    this.orders.push({
      step,
      orderId: String(body.order_id),
      body,
      customerId: this.customerId(spec.caller),
      cartId: typeof body.cart_id === 'string' ? body.cart_id : null,
      capture: additional?.paypal_order_id ?? null,
      status: res.statusCode,
      answer: res.json(),
    });
  }

  private async cart(kind: SentCart['kind'], url: string, caller: Caller, payload?: string): Promise<SentCart> {
    const token = encodeURIComponent(this.token(caller));
    const res = await this.app.inject({ method: 'POST', url: `${url}${url.includes('?') ? '&' : '?'}token=${token}`, ...(payload ? { payload, headers: { 'content-type': 'application/json' } } : {}) });
    return { kind, status: res.statusCode, answer: res.json() };
  }

  /** Runs the commands in order; a burst sends its orders at once. */
  async runAll(commands: readonly Command[]): Promise<void> {
    const texts: { orderId: string; text: string }[] = [];
    const build = (spec: OrderSpec) => {
      const text = this.bodyOf(spec, texts);
      texts.push({ orderId: String((JSON.parse(text) as { order_id: unknown }).order_id), text });
      return text;
    };
    for (const [step, command] of commands.entries()) {
      switch (command.kind) {
        case 'cartUpdate': {
          const cartId = encodeURIComponent(this.run.carts[command.cart] ?? '');
          const answer = await this.cart('cartUpdate', `/api/cart/update?cartId=${cartId}`, command.caller, serialise({ cartItem: command.line }));
          this.cartAnswers.push({ sku: command.line.sku, answer });
          break;
        }
        case 'applyCoupon': {
          const code = command.coupon === 'ONCE' ? this.run.onceCoupon : command.coupon;
          const cartId = encodeURIComponent(this.run.carts[command.cart] ?? '');
          this.cartAnswers.push({ sku: '', answer: await this.cart('applyCoupon', `/api/cart/apply-coupon?cartId=${cartId}&coupon=${encodeURIComponent(code)}`, command.caller) });
          break;
        }
        case 'order':
          await this.send(step, command.order, build(command.order));
          break;
        case 'burst': {
          const built = command.orders.map((spec) => [spec, build(spec)] as const);
          await Promise.all(built.map(([spec, text]) => this.send(step, spec, text)));
          break;
        }
        case 'aliasOrders':
          if (command.concurrent) {
            const built = command.orders.map((spec) => [spec, build(spec)] as const);
            await Promise.all(built.map(([spec, text]) => this.send(step, spec, text)));
          } else {
            for (const spec of command.orders) await this.send(step, spec, build(spec));
          }
          break;
      }
    }
  }
}
