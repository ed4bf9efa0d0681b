import { describe, expect, it } from 'vitest';
import { addressProblems, paymentProblems, personalDetailsProblems, type PersonalDetailsValues } from './validation';

const values = (overrides: Partial<PersonalDetailsValues> = {}): PersonalDetailsValues => ({
  firstName: 'Mari',
  lastName: 'Maasikas',
  emailAddress: 'mari@example.com',
  createAccount: false,
  password: '',
  repeatPassword: '',
  ...overrides,
});

describe('personal details validation (spec section 5)', () => {
  it('requires the names and the e-mail address', () => {
    expect(personalDetailsProblems(values({ firstName: ' ', lastName: '', emailAddress: '' }))).toEqual({
      firstName: 'Field is required.',
      lastName: 'Field is required.',
      emailAddress: 'Field is required.',
    });
  });

  it('names of at least 2 letters and a valid e-mail address', () => {
    expect(personalDetailsProblems(values({ firstName: 'M', emailAddress: 'mari@example' }))).toEqual({
      firstName: 'Name must have at least 2 letters.',
      emailAddress: 'Please provide valid e-mail address.',
    });
    expect(personalDetailsProblems(values())).toEqual({});
  });

  it('asks for the password only when an account is to be created: 8 letters, repeated identically', () => {
    expect(personalDetailsProblems(values({ password: 'x' }))).toEqual({});
    expect(personalDetailsProblems(values({ createAccount: true }))).toEqual({ password: 'Field is required.', repeatPassword: 'Field is required.' });
    expect(personalDetailsProblems(values({ createAccount: true, password: 'short', repeatPassword: 'other' }))).toEqual({
      password: 'Password must have at least 8 letters.',
      repeatPassword: 'Passwords must be identical.',
    });
    expect(personalDetailsProblems(values({ createAccount: true, password: 'long-enough', repeatPassword: 'long-enough' }))).toEqual({});
  });
});

describe('billing address validation: the 3-letter name variant (spec section 5, ADR 0052)', () => {
  const billing = (firstName: string, sameAsShipping = false) => ({
    firstName,
    lastName: 'Maasikas',
    country: 'EE',
    streetAddress: 'Pikk 1',
    apartmentNumber: '',
    city: 'Tallinn',
    state: '',
    zipCode: '10115',
    phoneNumber: '+372 5555 1234',
    sameAsShipping,
    companyInvoice: false,
    company: '',
    taxId: '',
    paymentMethod: 'cashondelivery',
    paymentMethodAdditional: {},
  });

  it('a billing first name needs at least 3 letters; the shipping address (same as shipping) is not checked again', () => {
    expect(paymentProblems(billing('Al'))).toEqual({ firstName: 'Name must have at least 3 letters.' });
    expect(paymentProblems(billing(' '))).toEqual({ firstName: 'Field is required.' });
    expect(paymentProblems(billing('Ann'))).toEqual({});
    expect(paymentProblems(billing('Al', true))).toEqual({});
    // The shipping address keeps the 2-letter rule.
    expect(addressProblems(billing('Al'))).toEqual({});
  });
});
