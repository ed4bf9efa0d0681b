import { describe, expect, it } from 'vitest';
import { addressProblems, loginProblems, newPasswordProblems, passwordChangeProblems, registerProblems } from './validation';

describe('user form validation (spec section 5)', () => {
  it('login needs an e-mail and a password', () => {
    expect(loginProblems({ email: '', password: '' })).toEqual({ email: 'Field is required.', password: 'Field is required.' });
    expect(loginProblems({ email: 'a@b', password: 'x' })).toEqual({ email: 'Please provide valid e-mail address.' });
    expect(loginProblems({ email: 'a@b.ee', password: 'x' })).toEqual({});
  });

  it('registration: names of 2 letters, passwords of 8, identical', () => {
    expect(registerProblems({ firstname: 'A', lastname: 'Bo', email: 'a@b.ee', password: 'short', repeatPassword: 'other' })).toEqual({
      firstname: 'Name must have at least 2 letters.',
      password: 'Password must have at least 8 letters.',
      repeatPassword: 'Passwords must be identical.',
    });
  });

  it('password change: new at least 8 and repeated', () => {
    expect(passwordChangeProblems({ currentPassword: '', newPassword: '12345678', repeatPassword: '12345679' })).toEqual({
      currentPassword: 'Field is required.',
      repeatPassword: 'Passwords must be identical.',
    });
  });

  it("reset link's new password: at least 8, repeated", () => {
    expect(newPasswordProblems({ newPassword: '', repeatPassword: '' })).toEqual({ newPassword: 'Field is required.', repeatPassword: 'Field is required.' });
    expect(newPasswordProblems({ newPassword: 'short', repeatPassword: 'short' })).toEqual({ newPassword: 'Password must have at least 8 letters.' });
    expect(newPasswordProblems({ newPassword: '12345678', repeatPassword: '12345679' })).toEqual({ repeatPassword: 'Passwords must be identical.' });
    expect(newPasswordProblems({ newPassword: '12345678', repeatPassword: '12345678' })).toEqual({});
  });

  it('address: zip of 3, phone of 5 numbers (optional)', () => {
    expect(addressProblems({ street: 'Pikk 1', city: 'Tallinn', postcode: '10', country: 'EE', telephone: '12-34' })).toEqual({
      postcode: 'Zip code must have at least 3 letters.',
      telephone: 'Phone number must have at least 5 numbers.',
    });
    expect(addressProblems({ street: 'Pikk 1', city: 'Tallinn', postcode: '10115', country: 'EE', telephone: '' })).toEqual({});
  });
});
