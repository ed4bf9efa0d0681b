/**
 * The spec's form messages (section 5) and the field rules behind them, shared by every module with a form
 * (user, checkout, ...) so the shop says the same thing about the same field everywhere. The messages are
 * English sentences that double as i18n keys: each module's namespace translates the ones its forms show.
 */
export const FORM_MESSAGES = {
  required: 'Field is required.',
  email: 'Please provide valid e-mail address.',
  name: 'Name must have at least 2 letters.',
  /** The spec's 3-letter variant (section 5 "Name needs at least 2 letters (3 in a variant)"): the billing first name. */
  nameOf3: 'Name must have at least 3 letters.',
  password: 'Password must have at least 8 letters.',
  repeat: 'Passwords must be identical.',
  postcode: 'Zip code must have at least 3 letters.',
  phone: 'Phone number must have at least 5 numbers.',
  taxId: 'Tax ID must have at least 3 letters.',
  terms: 'You must accept the terms and conditions.',
} as const;

/** What is wrong with each field of a form, as i18n keys; an empty object when nothing is. */
export type Problems<F extends string> = Partial<Record<F, string>>;

// The server's own rule: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Shortest name, password, zip code and phone number (in digits) the spec accepts. */
export const FIELD_MINIMUMS = { name: 2, nameVariant: 3, password: 8, postcode: 3, phoneDigits: 5, taxId: 3 } as const;

const blank = (value: string) => value.trim() === '';

export function emailProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return EMAIL.test(value.trim()) ? undefined : FORM_MESSAGES.email;
}

export function nameProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return value.trim().length < FIELD_MINIMUMS.name ? FORM_MESSAGES.name : undefined;
}

/**
 * The 3-letter variant of the name rule (spec section 5; ADR 0052): the billing address's first name, as the
 * payment step of the shop the spec describes asks it ('Name must have at least 3 letters.').
 */
export function nameOf3Problem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return value.trim().length < FIELD_MINIMUMS.nameVariant ? FORM_MESSAGES.nameOf3 : undefined;
}

/** Any value at all ('Field is required.' for a blank one). */
export function requiredProblem(value: string): string | undefined {
  return blank(value) ? FORM_MESSAGES.required : undefined;
}

/** A zip code: given, at least 3 characters. */
export function postcodeProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return value.trim().length < FIELD_MINIMUMS.postcode ? FORM_MESSAGES.postcode : undefined;
}

/** A phone number: given, with at least 5 digits (spaces, dashes and a leading + are fine). */
export function phoneProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return value.replace(/\D/g, '').length < FIELD_MINIMUMS.phoneDigits ? FORM_MESSAGES.phone : undefined;
}

/** A tax identification number: given, at least 3 characters. */
export function taxIdProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return value.trim().length < FIELD_MINIMUMS.taxId ? FORM_MESSAGES.taxId : undefined;
}

/** A new password: at least 8 characters (spaces count: they are part of it). */
export function newPasswordProblem(value: string): string | undefined {
  if (value === '') return FORM_MESSAGES.required;
  return value.length < FIELD_MINIMUMS.password ? FORM_MESSAGES.password : undefined;
}

/** The repeated password: given, and the same as the password. */
export function repeatedPasswordProblem(repeat: string, password: string): string | undefined {
  if (repeat === '') return FORM_MESSAGES.required;
  return repeat === password ? undefined : FORM_MESSAGES.repeat;
}

/** A form's problems from `[field, problem]` pairs, leaving out the fields without one. */
export function collectProblems<F extends string>(entries: readonly (readonly [F, string | undefined])[]): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}
