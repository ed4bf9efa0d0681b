import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { userDecider as decider, PROFILE_UPDATED } from './decider';
import { testProfile } from './test-profile';

const profile = testProfile();
const customer = { id: 7, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 1 };
const loaded = { type: 'user/profileLoaded' as const, data: { profile } };
const authorised = (via: 'startup' | 'login' = 'login') => ({ type: 'user/sessionAuthorised' as const, data: { customer, via } });
const anonymous = { type: 'user/sessionStartedAnonymously' as const, data: {} };
const loginRequested = { type: 'user/loginRequested' as const, data: { email: 'mari@example.com', secret: 's-1' } };

describe('user decider: start-up and session', () => {
  it('starts unknown, then anonymous without a stored token', () => {
    expect(given(decider).state.status).toBe('unknown');
    given(decider).when({ type: 'user/recordAnonymousStart', data: {} }).then([anonymous]);
    expect(given(decider, anonymous).state).toMatchObject({ status: 'anonymous', profile: null });
  });

  it('authorises with the profile and emits the kernel event with the customer only (no token)', () => {
    given(decider).when({ type: 'user/recordAuthorised', data: { profile, via: 'startup' } }).then([loaded, authorised('startup')]);
    expect(given(decider, loaded, authorised()).state).toMatchObject({ status: 'authorised', profile });
  });

  it('does not start anonymously over an authorised session', () => {
    given(decider, loaded, authorised()).when({ type: 'user/recordAnonymousStart', data: {} }).then([]);
  });

  it('logs out (silent or not) an authorised session and forgets the profile; a guest has nothing to end', () => {
    given(decider, loaded, authorised()).when({ type: 'user/logout', data: {} }).then([{ type: 'user/loggedOut', data: { silent: false } }]);
    given(decider, loaded, authorised()).when({ type: 'user/logout', data: { silent: true } }).then([{ type: 'user/loggedOut', data: { silent: true } }]);
    expect(given(decider, loaded, authorised(), { type: 'user/loggedOut', data: { silent: false } }).state).toMatchObject({ status: 'anonymous', profile: null });
    given(decider, anonymous).when({ type: 'user/logout', data: {} }).then([]);
  });

  it('switches the dialog view', () => {
    given(decider).when({ type: 'user/showAuthView', data: { view: 'register' } }).then([{ type: 'user/authViewShown', data: { view: 'register' } }]);
    given(decider).when({ type: 'user/showAuthView', data: { view: 'login' } }).then([]);
  });
});

describe('user decider: forms', () => {
  it('requests a login with a valid e-mail and ignores a second submit while it is pending', () => {
    given(decider).when({ type: 'user/login', data: { email: ' mari@example.com ', secret: 's-1' } }).then([loginRequested]);
    given(decider, loginRequested).when({ type: 'user/login', data: { email: 'mari@example.com', secret: 's-2' } }).then([]);
    expect(given(decider, loginRequested).state.forms.login).toEqual({ status: 'pending' });
  });

  it('refuses an invalid e-mail with the spec message', () => {
    given(decider).when({ type: 'user/login', data: { email: 'mari@', secret: 's' } }).thenThrows('Please provide valid e-mail address.');
    given(decider).when({ type: 'user/resetPassword', data: { email: '' } }).thenThrows('Field is required.');
  });

  it('refuses a one-letter name at registration', () => {
    given(decider)
      .when({ type: 'user/register', data: { firstname: 'M', lastname: 'Maasikas', email: 'mari@example.com', secret: 's' } })
      .thenThrows('Name must have at least 2 letters.');
  });

  it('records the answer of a pending form once', () => {
    given(decider, loginRequested)
      .when({ type: 'user/recordFormOutcome', data: { form: 'login', ok: false, message: 'Wrong password' } })
      .then([{ type: 'user/formFailed', data: { form: 'login', message: 'Wrong password' } }]);
    given(decider).when({ type: 'user/recordFormOutcome', data: { form: 'login', ok: true, message: 'x' } }).then([]);
    expect(given(decider, loginRequested, { type: 'user/formFailed', data: { form: 'login', message: 'Wrong password' } }).state.forms.login).toEqual({
      status: 'failed',
      message: 'Wrong password',
    });
  });

  it('needs a session to change the password or save the profile', () => {
    given(decider).when({ type: 'user/changePassword', data: { secret: 's' } }).thenThrows('user/notLoggedIn');
    given(decider).when({ type: 'user/updateProfile', data: { firstname: 'Mari', lastname: 'Maasikas', email: 'mari@example.com' } }).thenThrows('user/notLoggedIn');
    given(decider, loaded, authorised())
      .when({ type: 'user/changePassword', data: { secret: 's' } })
      .then([{ type: 'user/passwordChangeRequested', data: { secret: 's', email: 'mari@example.com' } }]);
  });

  it('saves a valid profile and records the saved one with the spec message', () => {
    const requested = { type: 'user/profileUpdateRequested' as const, data: { customer: { firstname: 'Mari', lastname: 'Kask', email: 'mari@example.com' } } };
    given(decider, loaded, authorised()).when({ type: 'user/updateProfile', data: { firstname: ' Mari', lastname: 'Kask ', email: 'mari@example.com' } }).then([requested]);
    given(decider, loaded, authorised()).when({ type: 'user/updateProfile', data: { firstname: 'Mari', lastname: 'K', email: 'mari@example.com' } }).thenThrows('Name must have at least 2 letters.');
    const saved = testProfile({ lastname: 'Kask' });
    given(decider, loaded, authorised(), requested)
      .when({ type: 'user/recordProfileUpdated', data: { profile: saved } })
      .then([
        { type: 'user/profileLoaded', data: { profile: saved } },
        { type: 'user/formSucceeded', data: { form: 'profile', message: PROFILE_UPDATED } },
      ]);
  });
});

describe("user decider: the reset link's new password (ADR 0041)", () => {
  const requested = { type: 'user/newPasswordRequested' as const, data: { email: 'mari@example.com', secret: 's-1' } };

  it('requests the new password for the link\'s e-mail, without a session, and ignores a second submit while pending', () => {
    given(decider, anonymous).when({ type: 'user/setNewPassword', data: { email: ' mari@example.com ', secret: 's-1' } }).then([requested]);
    given(decider).when({ type: 'user/setNewPassword', data: { email: 'mari@example.com', secret: 's-1' } }).then([requested]);
    given(decider, requested).when({ type: 'user/setNewPassword', data: { email: 'mari@example.com', secret: 's-2' } }).then([]);
    expect(given(decider, requested).state.forms.newPassword).toEqual({ status: 'pending' });
  });

  it("refuses a link with a broken e-mail or a missing secret", () => {
    given(decider).when({ type: 'user/setNewPassword', data: { email: 'mari@', secret: 's' } }).thenThrows('Please provide valid e-mail address.');
    given(decider).when({ type: 'user/setNewPassword', data: { email: 'mari@example.com', secret: ' ' } }).thenThrows('Field is required.');
  });

  it('records the outcome: the expired link as the server says, then a new try is possible', () => {
    const failed = { type: 'user/formFailed' as const, data: { form: 'newPassword' as const, message: 'Your password reset link has expired.' } };
    given(decider, requested).when({ type: 'user/recordFormOutcome', data: { form: 'newPassword', ok: false, message: 'Your password reset link has expired.' } }).then([failed]);
    expect(given(decider, requested, failed).state.forms.newPassword).toEqual({ status: 'failed', message: 'Your password reset link has expired.' });
    given(decider, requested, failed).when({ type: 'user/setNewPassword', data: { email: 'mari@example.com', secret: 's-3' } }).then([{ ...requested, data: { ...requested.data, secret: 's-3' } }]);
  });
});

describe('user decider: the car from the catalogue (ADR 0032)', () => {
  const golf = { car_make: 'VW', car_model: 'Golf VII', car_engine: '1.4 TSI 92 kW', car_ktype: '10815' };
  const withCar = testProfile({ custom_attributes: [{ attribute_code: 'newsletter_lang', value: 'et' }, { attribute_code: 'car_plate_number', value: '123ABC' }, ...Object.entries(golf).map(([attribute_code, value]) => ({ attribute_code, value }))] });
  const loadedWithCar = { type: 'user/profileLoaded' as const, data: { profile: withCar } };

  it('is refused without a session', () => {
    given(decider, anonymous).when({ type: 'user/saveCar', data: { car: golf } }).thenThrows('You need to be logged in to see this page');
  });

  it('sends the profile with the car, the other attributes kept, the plate upper-cased', () => {
    given(decider, loaded, authorised())
      .when({ type: 'user/saveCar', data: { car: { ...golf, car_plate_number: ' 123abc ' } } })
      .then([
        {
          type: 'user/carSaveRequested',
          data: {
            customer: {
              firstname: profile.firstname,
              lastname: profile.lastname,
              email: profile.email,
              custom_attributes: [
                ...profile.custom_attributes,
                { attribute_code: 'car_plate_number', value: '123ABC' },
                { attribute_code: 'car_make', value: 'VW' },
                { attribute_code: 'car_model', value: 'Golf VII' },
                { attribute_code: 'car_engine', value: '1.4 TSI 92 kW' },
                { attribute_code: 'car_ktype', value: '10815' },
              ],
            },
          },
        },
      ]);
  });

  it('keeps the saved plate when the car came without one, and sends nothing for the car already saved', () => {
    given(decider, loadedWithCar, authorised()).when({ type: 'user/saveCar', data: { car: golf } }).then([]);
    const other = { car_make: 'BMW', car_model: '3 (G20)', car_engine: '320i', car_ktype: '55001' };
    given(decider, loadedWithCar, authorised())
      .when({ type: 'user/saveCar', data: { car: other } })
      .then([
        {
          type: 'user/carSaveRequested',
          data: {
            customer: {
              firstname: profile.firstname,
              lastname: profile.lastname,
              email: profile.email,
              custom_attributes: [
                { attribute_code: 'newsletter_lang', value: 'et' },
                { attribute_code: 'car_plate_number', value: '123ABC' },
                { attribute_code: 'car_make', value: 'BMW' },
                { attribute_code: 'car_model', value: '3 (G20)' },
                { attribute_code: 'car_engine', value: '320i' },
                { attribute_code: 'car_ktype', value: '55001' },
              ],
            },
          },
        },
      ]);
  });
});
