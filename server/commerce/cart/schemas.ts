/** Request bodies of the cart API (spec section 7 "Cart") as JSON schemas, and their errors as one message. */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { FINITE_KEYWORD, FINITE_NUMBER, finiteNumbersPlugin } from '../../api/finite-numbers';

const id = { type: ['string', 'number'], maxLength: 64 } as const;
const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** `product_option` as the storefront sends it (unknown properties are ignored). */
export const productOptionSchema = {
  type: ['object', 'null'],
  properties: {
    extension_attributes: {
      type: 'object',
      properties: {
        configurable_item_options: { type: 'array', maxItems: 20, items: { type: 'object', required: ['option_id', 'option_value'], properties: { option_id: id, option_value: id } } },
        bundle_options: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            required: ['option_id', 'option_selections'],
            properties: { option_id: { type: 'integer' }, option_qty: { type: 'number', exclusiveMinimum: 0, maximum: 10000 }, option_selections: { type: 'array', maxItems: 50, items: { type: 'integer' } } },
          },
        },
        custom_options: { type: 'array', maxItems: 50, items: { type: 'object', required: ['option_id', 'option_value'], properties: { option_id: id, option_value: shortText(1000) } } },
      },
    },
  },
} as const;

/** An address of the shipping calls (spec section 5: defaults are filled in by the route). */
export const addressSchema = {
  type: 'object',
  properties: {
    country_id: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    // Vue Storefront 1's shipping-information (createShippingInfoData) spells it countryId.
    countryId: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    region: { type: ['string', 'null'], maxLength: 128 },
    region_id: { type: ['integer', 'null'] },
    region_code: { type: ['string', 'null'], maxLength: 32 },
    street: { type: 'array', maxItems: 3, items: shortText(255) },
    postcode: shortText(32),
    city: shortText(128),
    firstname: shortText(255),
    lastname: shortText(255),
    telephone: shortText(64),
    company: shortText(255),
    vat_id: shortText(64),
    email: shortText(254),
  },
} as const;

/** A cart line's id: cart_item.item_id is an int column (a larger number would be a 500 there). */
const itemId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;

/** POST /api/cart/update. `qty` is checked by the quote engine (its messages are the spec's). */
export const updateSchema = {
  type: 'object',
  required: ['cartItem'],
  properties: {
    cartItem: {
      type: 'object',
      required: ['sku'],
      properties: { sku: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' }, qty: { type: ['number', 'string', 'null'], maxLength: 32 }, product_option: productOptionSchema, quoteId: id, item_id: itemId },
    },
  },
} as const;

/** POST /api/cart/delete. */
export const deleteSchema = {
  type: 'object',
  required: ['cartItem'],
  properties: { cartItem: { type: 'object', properties: { sku: { type: 'string', maxLength: 64 }, item_id: itemId, quoteId: id } } },
} as const;

/** POST /api/cart/shipping-methods. */
export const shippingMethodsSchema = { type: 'object', properties: { address: addressSchema } } as const;

/** POST /api/cart/shipping-information. */
export const shippingInformationSchema = {
  type: 'object',
  required: ['addressInformation'],
  properties: {
    addressInformation: {
      type: 'object',
      required: ['shippingAddress'],
      properties: { shippingAddress: addressSchema, billingAddress: { ...addressSchema, type: ['object', 'null'] }, shippingCarrierCode: shortText(64), shippingMethodCode: shortText(64) },
    },
  },
} as const;

/** POST /api/cart/collect-totals. */
export const collectTotalsSchema = {
  type: 'object',
  properties: {
    methods: {
      type: 'object',
      properties: { paymentMethod: { type: ['object', 'null'], properties: { method: shortText(64) } }, shippingCarrierCode: shortText(64), shippingMethodCode: shortText(64) },
    },
  },
} as const;

// coerceTypes: clients of the contract send ids and numbers as strings as often as not ('1e309' fails: finite-numbers.ts).
const ajv = finiteNumbersPlugin(new Ajv({ allErrors: true, coerceTypes: true, allowUnionTypes: true }));

/** A validator that coerces in place and answers the first errors as `'cartItem.sku: Field is required.'`. */
export function validator<T>(schema: object): (body: unknown) => { ok: true; value: T } | { ok: false; message: string } {
  const validate: ValidateFunction<T> = ajv.compile<T>(schema);
  return (body) => {
    const value = structuredClone(body ?? {});
    if (validate(value)) return { ok: true, value };
    const seen = new Set((validate.errors ?? []).map(describe));
    return { ok: false, message: [...seen].join(' ') };
  };
}

function describe(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; limit?: number; type?: string };
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = params.missingProperty ? (path ? `${path}.${params.missingProperty}` : params.missingProperty) : path || 'body';
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return `${field}: Field is required.`;
    case 'maxLength':
      return `${field}: At most ${params.limit} characters.`;
    case 'maxItems':
      return `${field}: At most ${params.limit} items.`;
    case 'type':
      return `${field}: Must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}.`;
    case 'minimum':
      return `${field}: Must be at least ${params.limit}.`;
    case 'maximum':
      return `${field}: Must be at most ${params.limit}.`;
    case FINITE_KEYWORD:
      return `${field}: ${FINITE_NUMBER}`;
    default:
      return `${field}: ${error.message ?? 'Invalid value.'}`;
  }
}
