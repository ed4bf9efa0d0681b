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
