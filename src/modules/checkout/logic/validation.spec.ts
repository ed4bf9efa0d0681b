import { describe, expect, it } from 'vitest';
import { personalDetailsProblems, type PersonalDetailsValues } from './validation';

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
