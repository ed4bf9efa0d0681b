import {
  collectProblems,
  emailProblem,
  FORM_MESSAGES,
  nameOf3Problem,
  nameProblem,
  newPasswordProblem,
  phoneProblem,
  postcodeProblem,
  repeatedPasswordProblem,
  requiredProblem,
  taxIdProblem,
  type Problems,
} from '../../../kernel/validation';
import type { AddressDetails, PaymentDetails, ShippingDetails } from '../messages';

/** What the personal details form holds while the shopper types (the password never leaves the browser tab). */
export interface PersonalDetailsValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  createAccount: boolean;
  password: string;
  repeatPassword: string;
}

export type PersonalDetailsField = Exclude<keyof PersonalDetailsValues, 'createAccount'>;

/** The form's fields in the order they are shown (and listed in the error summary). */
export const PERSONAL_DETAILS_FIELDS: readonly PersonalDetailsField[] = ['firstName', 'lastName', 'emailAddress', 'password', 'repeatPassword'];

/**
 * The spec's form messages for the first step (section 5): names of 2 letters, a valid e-mail address, and
 * when an account is to be created a password of 8 characters repeated identically.
 */
export function personalDetailsProblems(values: PersonalDetailsValues): Problems<PersonalDetailsField> {
  return collectProblems<PersonalDetailsField>([
    ['firstName', nameProblem(values.firstName)],
    ['lastName', nameProblem(values.lastName)],
    ['emailAddress', emailProblem(values.emailAddress)],
    ['password', values.createAccount ? newPasswordProblem(values.password) : undefined],
    ['repeatPassword', values.createAccount ? repeatedPasswordProblem(values.repeatPassword, values.password) : undefined],
  ]);
}

/** The address fields of the shipping and billing forms, in the order they are shown. */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'streetAddress', 'apartmentNumber', 'city', 'state', 'zipCode', 'country', 'phoneNumber'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address rules (spec section 5): names of 2 letters, street, city and country given, a zip code of 3, a phone of 5 digits. */
export function addressProblems(values: AddressDetails): Problems<AddressField> {
  return collectProblems<AddressField>([
    ['firstName', nameProblem(values.firstName)],
    ['lastName', nameProblem(values.lastName)],
    ['streetAddress', requiredProblem(values.streetAddress)],
    ['city', requiredProblem(values.city)],
    ['zipCode', postcodeProblem(values.zipCode)],
    ['country', requiredProblem(values.country)],
    ['phoneNumber', phoneProblem(values.phoneNumber)],
  ]);
}

export type ShippingField = AddressField | 'shippingMethod';
export const SHIPPING_FIELDS: readonly ShippingField[] = [...ADDRESS_FIELDS, 'shippingMethod'];

/** The second step: the address rules, and a method chosen when the cart needs shipping. */
export function shippingProblems(values: ShippingDetails, needsMethod: boolean): Problems<ShippingField> {
  return {
    ...addressProblems(values),
    ...(needsMethod && !values.shippingMethod ? { shippingMethod: FORM_MESSAGES.required } : {}),
  };
}

export type PaymentField = AddressField | 'company' | 'taxId' | 'paymentMethod';
export const PAYMENT_FIELDS: readonly PaymentField[] = [...ADDRESS_FIELDS, 'company', 'taxId', 'paymentMethod'];

/**
 * The third step: the billing address (unless it is the shipping address), company and tax id for a company
 * invoice (spec: tax id of at least 3 letters), and a payment method.
 */
export function paymentProblems(values: PaymentDetails): Problems<PaymentField> {
  return {
    ...(values.sameAsShipping ? {} : addressProblems(values)),
    // The spec's 3-letter name variant applies to the billing first name (ADR 0052).
    ...(values.sameAsShipping ? {} : collectProblems<PaymentField>([['firstName', nameOf3Problem(values.firstName)]])),
    ...collectProblems<PaymentField>([
      ['company', values.companyInvoice ? requiredProblem(values.company) : undefined],
      ['taxId', values.companyInvoice ? taxIdProblem(values.taxId) : undefined],
      ['paymentMethod', requiredProblem(values.paymentMethod)],
    ]),
  };
}
