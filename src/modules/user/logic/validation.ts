import { collectProblems, emailProblem, FIELD_MINIMUMS, FORM_MESSAGES, nameProblem, newPasswordProblem, type Problems } from '../../../kernel/validation';

// The spec's messages and field rules are the kernel's (shared with checkout); the user's forms are built here.
export { emailProblem, FORM_MESSAGES, nameProblem, newPasswordProblem, type Problems };

const POSTCODE_MIN = FIELD_MINIMUMS.postcode;
const PHONE_DIGITS_MIN = FIELD_MINIMUMS.phoneDigits;

const blank = (value: string) => value.trim() === '';
const collect = collectProblems;

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

export interface NewPasswordValues {
  newPassword: string;
  repeatPassword: string;
}
/** The reset link's form: a new password of at least 8 letters, typed twice. */
export function newPasswordProblems(values: NewPasswordValues): Problems<keyof NewPasswordValues> {
  return collect<keyof NewPasswordValues>([
    ['newPassword', newPasswordProblem(values.newPassword)],
    ['repeatPassword', values.repeatPassword === '' ? FORM_MESSAGES.required : values.repeatPassword !== values.newPassword ? FORM_MESSAGES.repeat : undefined],
  ]);
}
