/**
 * Validation of customer bodies with ajv, answered with the storefront's own form messages (spec
 * section 5): `'email: Please provide valid e-mail address. firstname: Field is required.'`.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { badRequest } from '../../api/errors';
import { FINITE_KEYWORD, FINITE_NUMBER, finiteNumbersPlugin } from '../../api/finite-numbers';
import { ORDER_NUMBER_MESSAGE } from '../../../contract/order-status';

/** The spec's form messages. */
export const MESSAGES = {
  required: 'Field is required.',
  email: 'Please provide valid e-mail address.',
  name: 'Name must have at least 2 letters.',
  password: 'Password must have at least 8 letters.',
  postcode: 'Zip code must have at least 3 letters.',
  taxId: 'Tax ID must have at least 3 letters.',
  telephone: 'Phone number must have at least 5 numbers.',
  country: 'Country must be a two-letter code.',
} as const;

// Pragmatic: one @, no spaces, a dot in the domain; what a mail server accepts is decided by sending.
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+$';

/** Schema of an e-mail address (trimmed before validation). */
export const emailSchema = { type: 'string', minLength: 1, maxLength: 254, pattern: EMAIL_PATTERN } as const;
/** Schema of a person's name. */
export const nameSchema = { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\s\\S]{2,}$' } as const;
/** Schema of a new password (not trimmed: spaces are part of it). */
export const passwordSchema = { type: 'string', minLength: 8, maxLength: 256 } as const;

const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** A region id: customer_address.region_id is an int column (a larger number would be a 500 there). */
const regionIdSchema = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;

/** Schema of one customer address. */
export const addressSchema = {
  type: 'object',
  required: ['firstname', 'lastname', 'street', 'city', 'postcode', 'country_id'],
  properties: {
    firstname: { type: 'string', minLength: 1, maxLength: 255 },
    lastname: { type: 'string', minLength: 1, maxLength: 255 },
    street: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      // street[0] is required; further lines are optional
      items: [{ type: 'string', minLength: 1, maxLength: 255 }],
      additionalItems: { type: 'string', maxLength: 255 },
    },
    city: { type: 'string', minLength: 1, maxLength: 255 },
    postcode: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[\\s\\S]{3,}$' },
    country_id: { type: 'string', minLength: 1, pattern: '^[A-Za-z]{2}$' },
    region: {
      anyOf: [
        { type: 'null' },
        { type: 'string', maxLength: 255 },
        { type: 'object', properties: { region: optionalText(255), region_id: regionIdSchema, region_code: optionalText(64) } },
      ],
    },
    region_id: regionIdSchema,
    region_code: optionalText(64),
    telephone: { type: ['string', 'null'], maxLength: 40, pattern: '^$|^(\\D*\\d){5}' },
    company: optionalText(255),
    vat_id: { type: ['string', 'null'], maxLength: 64, pattern: '^$|^[\\s\\S]{3,}$' },
    default_shipping: { type: 'boolean' },
    default_billing: { type: 'boolean' },
  },
} as const;

/** Schema of `custom_attributes`: code/value pairs (only the car ones are kept). */
export const customAttributesSchema = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['attribute_code'],
    properties: { attribute_code: { type: 'string', maxLength: 64 }, value: { type: ['string', 'number', 'null'], maxLength: 255 } },
  },
} as const;

/**
 * One ajv for the customer bodies: ids may come as strings (coerced), unknown properties are ignored; a string
 * coerced to a non-finite number ('1e309') fails (finite-numbers.ts).
 */
export const ajv = finiteNumbersPlugin(new Ajv({ allErrors: true, coerceTypes: true, allowUnionTypes: true, useDefaults: true, strictTuples: false }));

function messageOf(error: ErrorObject): string {
  const field = error.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part)).pop() ?? '';
  const params = error.params as { limit?: number; missingProperty?: string; type?: string; allowedValues?: unknown[] };
  if (error.keyword === 'required') return MESSAGES.required;
  if (error.keyword === FINITE_KEYWORD) return FINITE_NUMBER;
  if ((error.keyword === 'minLength' || error.keyword === 'minItems') && params.limit === 1) return MESSAGES.required;
  if (field === 'email') return MESSAGES.email;
  if (field === 'orderNumber') return ORDER_NUMBER_MESSAGE;
  if (field === 'password' || field === 'newPassword') return error.keyword === 'maxLength' ? `At most ${params.limit} characters.` : MESSAGES.password;
  if (error.keyword === 'maxLength') return `At most ${params.limit} characters.`;
  if (error.keyword === 'maxItems') return `At most ${params.limit} items.`;
  if (error.keyword === 'enum') return `Must be one of ${(params.allowedValues ?? []).join(', ')}.`;
  if (error.keyword === 'minimum') return `Must be at least ${params.limit}.`;
  if (error.keyword === 'maximum') return `Must be at most ${params.limit}.`;
  if (error.keyword === 'type') return `Must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}.`;
  if (error.keyword === 'pattern' || error.keyword === 'minLength') {
    if (field === 'firstname' || field === 'lastname') return MESSAGES.name;
    if (field === 'postcode') return MESSAGES.postcode;
    if (field === 'telephone') return MESSAGES.telephone;
    if (field === 'vat_id') return MESSAGES.taxId;
    if (field === 'country_id') return MESSAGES.country;
  }
  return 'Invalid value.';
}

function pathOf(error: ErrorObject, strip: string): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const parts = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required' && missing) parts.push(missing);
  if (parts.length > 1 && parts[0] === strip) parts.shift();
  return parts.join('.');
}

/** One clear message for ajv's errors: the first (and most basic) problem of each field. */
export function describeErrors(errors: readonly ErrorObject[], strip = ''): string {
  const byPath = new Map<string, string>();
  // anyOf reports each branch; its own error names the field well enough.
  for (const error of errors.filter((e) => !e.schemaPath.includes('/anyOf/'))) {
    const path = pathOf(error, strip);
    const message = messageOf(error);
    if (!byPath.has(path) || message === MESSAGES.required) byPath.set(path, message);
  }
  return [...byPath].map(([path, message]) => (path ? `${path}: ${message}` : message)).join(' ');
}

/** Validates `body` in place (coercion) or throws 400 with the field messages. */
export function assertValid<T>(validate: ValidateFunction<T>, body: unknown, strip = ''): T {
  if (validate(body)) return body;
  throw badRequest(describeErrors(validate.errors ?? [], strip));
}

/** Trims the named string properties of an object in place (before validation: blank is missing). */
export function trimFields(value: unknown, fields: readonly string[]): void {
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const field of fields) {
    const text = record[field];
    if (typeof text === 'string') record[field] = text.trim();
    else if (Array.isArray(text)) record[field] = text.map((item) => (typeof item === 'string' ? item.trim() : item));
  }
}

/** The lower-cased, trimmed e-mail (what `customer.email_norm` and `coupon.email_norm` hold). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
