/** The spec's form messages (section 5); they are also the i18n keys of the 'user' namespace. */
export const FORM_MESSAGES = {
  required: 'Field is required.',
  email: 'Please provide valid e-mail address.',
  name: 'Name must have at least 2 letters.',
  password: 'Password must have at least 8 letters.',
  repeat: 'Passwords must be identical.',
  postcode: 'Zip code must have at least 3 letters.',
  phone: 'Phone number must have at least 5 numbers.',
} as const;

/** What is wrong with each field of a form, as i18n keys; an empty object when nothing is. */
export type Problems<F extends string> = Partial<Record<F, string>>;

// The server's own rule: one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PASSWORD_MIN = 8;
const NAME_MIN = 2;
const POSTCODE_MIN = 3;
const PHONE_DIGITS_MIN = 5;

const blank = (value: string) => value.trim() === '';

export function emailProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return EMAIL.test(value.trim()) ? undefined : FORM_MESSAGES.email;
}

export function nameProblem(value: string): string | undefined {
  if (blank(value)) return FORM_MESSAGES.required;
  return value.trim().length < NAME_MIN ? FORM_MESSAGES.name : undefined;
}

/** A new password: at least 8 characters (spaces count: they are part of it). */
export function newPasswordProblem(value: string): string | undefined {
  if (value === '') return FORM_MESSAGES.required;
  return value.length < PASSWORD_MIN ? FORM_MESSAGES.password : undefined;
}

function collect<F extends string>(entries: [F, string | undefined][]): Problems<F> {
  const problems: Problems<F> = {};
  for (const [field, problem] of entries) if (problem) problems[field] = problem;
  return problems;
}

export interface LoginValues {
  email: string;
  password: string;
}
export function loginProblems(values: LoginValues): Problems<keyof LoginValues> {
  return collect<keyof LoginValues>([
    ['email', emailProblem(values.email)],
    ['password', values.password === '' ? FORM_MESSAGES.required : undefined],
  ]);
}

export interface RegisterValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  repeatPassword: string;
}
export function registerProblems(values: RegisterValues): Problems<keyof RegisterValues> {
  return collect<keyof RegisterValues>([
    ['firstname', nameProblem(values.firstname)],
    ['lastname', nameProblem(values.lastname)],
    ['email', emailProblem(values.email)],
    ['password', newPasswordProblem(values.password)],
    ['repeatPassword', values.repeatPassword === '' ? FORM_MESSAGES.required : values.repeatPassword !== values.password ? FORM_MESSAGES.repeat : undefined],
  ]);
}

export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
}
export function profileProblems(values: ProfileValues): Problems<keyof ProfileValues> {
  return collect<keyof ProfileValues>([
    ['firstname', nameProblem(values.firstname)],
    ['lastname', nameProblem(values.lastname)],
    ['email', emailProblem(values.email)],
  ]);
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}
export function passwordChangeProblems(values: PasswordChangeValues): Problems<keyof PasswordChangeValues> {
  return collect<keyof PasswordChangeValues>([
    ['currentPassword', values.currentPassword === '' ? FORM_MESSAGES.required : undefined],
    ['newPassword', newPasswordProblem(values.newPassword)],
    ['repeatPassword', values.repeatPassword === '' ? FORM_MESSAGES.required : values.repeatPassword !== values.newPassword ? FORM_MESSAGES.repeat : undefined],
  ]);
}

export interface AddressValues {
  street: string;
  city: string;
  postcode: string;
  country: string;
  telephone: string;
}
export function addressProblems(values: AddressValues): Problems<keyof AddressValues> {
  const digits = values.telephone.replace(/\D/g, '').length;
  return collect<keyof AddressValues>([
    ['street', blank(values.street) ? FORM_MESSAGES.required : undefined],
    ['city', blank(values.city) ? FORM_MESSAGES.required : undefined],
    ['postcode', blank(values.postcode) ? FORM_MESSAGES.required : values.postcode.trim().length < POSTCODE_MIN ? FORM_MESSAGES.postcode : undefined],
    ['country', /^[A-Za-z]{2}$/.test(values.country.trim()) ? undefined : FORM_MESSAGES.required],
    ['telephone', blank(values.telephone) || digits >= PHONE_DIGITS_MIN ? undefined : FORM_MESSAGES.phone],
  ]);
}
