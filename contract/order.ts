/**
 * The order payload of `POST /api/order` (Vue Storefront 1 order; spec section 3 "Stored order" and
 * section 7 "Order") and its JSON schema (draft-07, ajv). The browser validates a queued order with the
 * same schema before sending it; the server refuses a body that fails it with 400 and the validator's
 * errors. Prices in the payload are ignored by the server (it recomputes the order from its catalogue).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Email as a pattern, not `format: 'email'`: the contract needs no ajv-formats in the browser. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const addressProperties = {
  firstname: text(100, 1),
  lastname: text(100, 1),
  street: { type: 'array', minItems: 1, maxItems: 3, items: text(255) },
  city: text(100, 1),
  postcode: text(20, 1),
  country_id: { type: 'string', pattern: '^[A-Z]{2}$' },
  telephone: optionalText(40),
  email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN },
  company: optionalText(255),
  vat_id: optionalText(50),
  region: optionalText(100),
  region_id: { type: ['integer', 'string', 'null'], maxLength: 20 },
  region_code: optionalText(20),
} as const;

/** JSON schema of one address: the billing address also needs an e-mail (guests are known by it). */
const addressSchema = (required: readonly string[]) => ({ type: 'object', required, properties: addressProperties }) as const;

/** JSON schema of the order payload. Unknown properties are allowed: the client sends more than we read. */
export const orderSchema = {
  $id: 'https://autoparts.example/contract/order.json',
  type: 'object',
  required: ['order_id', 'products', 'addressInformation'],
  properties: {
    order_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
    user_id: { type: ['string', 'integer', 'null'], maxLength: 64 },
    cart_id: { type: ['string', 'integer', 'null'], maxLength: 128 },
    store_code: { type: 'string', maxLength: 32 },
    created_at: text(64),
    updated_at: text(64),
    transmited: { type: 'boolean' },
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['sku', 'qty'],
        properties: {
          sku: text(64, 1),
          qty: { type: 'number', exclusiveMinimum: 0, maximum: 10000 },
          product_option: { type: ['object', 'null'] },
        },
      },
    },
    addressInformation: {
      type: 'object',
      required: ['billingAddress', 'payment_method_code'],
      properties: {
        shippingAddress: addressSchema(['firstname', 'lastname', 'street', 'city', 'postcode', 'country_id']),
        billingAddress: addressSchema(['firstname', 'lastname', 'street', 'city', 'postcode', 'country_id', 'email']),
        shipping_method_code: optionalText(64),
        shipping_carrier_code: optionalText(64),
        payment_method_code: text(64, 1),
        payment_method_additional: {},
      },
    },
    coupon_code: optionalText(64),
  },
} as const;

/** An address of the order payload. */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country_id: string;
  telephone?: string | null;
  email?: string;
  company?: string | null;
  vat_id?: string | null;
  region?: string | null;
  region_id?: number | string | null;
  region_code?: string | null;
}

/** One ordered product: the server reads only sku, qty and product_option (client prices are ignored). */
export interface OrderProduct {
  sku: string;
  qty: number;
  product_option?: Record<string, unknown> | null;
  [field: string]: unknown;
}

/** The order payload the storefront sends (and queues while offline). */
export interface OrderPayload {
  /** The client's id of the order (1–64 of A-Z a-z 0-9 _ . -): placing it twice places one order. */
  order_id: string;
  user_id?: string | number | null;
  cart_id?: string | number | null;
  store_code?: string;
  created_at?: string;
  updated_at?: string;
  /** The client's "sent to the server" flag (spelled as Vue Storefront spells it). */
  transmited?: boolean;
  products: OrderProduct[];
  addressInformation: {
    shippingAddress?: OrderAddress;
    billingAddress: OrderAddress & { email: string };
    shipping_method_code?: string | null;
    shipping_carrier_code?: string | null;
    payment_method_code: string;
    payment_method_additional?: unknown;
  };
  /** Our addition: the coupon of an order placed offline without a server cart. */
  coupon_code?: string | null;
  [field: string]: unknown;
}

/** The confirmation answered for a placed order (`result` of `{code: 200, resultCode: 200, result}`). */
export interface OrderConfirmation {
  backendOrderId: string;
  orderNumber: string;
  /** ISO time the order was placed. */
  transferedAt: string;
}

/** A validation error as the server answers it (ajv's error without its schema path). */
export type OrderValidationError = Pick<ErrorObject, 'instancePath' | 'keyword' | 'message' | 'params'>;

/**
 * A validator of order payloads: `validate(body)` → null when valid, else the errors (all of them) as
 * `{instancePath, keyword, message, params}`. Compile once and reuse (ajv generates code).
 */
export function createOrderValidator(): (body: unknown) => OrderValidationError[] | null {
  // Compiled on the first order, not at start (ADR 0035: the first page needs no validator).
  let compiled: ValidateFunction<OrderPayload> | undefined;
  return (body) => {
    compiled ??= new Ajv({ allErrors: true, allowUnionTypes: true }).compile<OrderPayload>(orderSchema);
    if (compiled(body)) return null;
    return (compiled.errors ?? []).map(({ instancePath, keyword, message, params }) => ({ instancePath, keyword, message, params }));
  };
}
