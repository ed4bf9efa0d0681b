import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../kernel/messages';
import { given, TEST_NOW } from '../../kernel/testing';
import { applyCheckoutEvent, checkoutDecider as decider, initialCheckout } from './decider';
import type { CheckoutEvent, PersonalDetails } from './messages';

const mari: PersonalDetails = { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false };
const saved = (details: PersonalDetails = mari) => ({ type: 'checkout/personalDetailsSaved' as const, data: details });
const editStarted = { type: 'checkout/personalDetailsEditStarted' as const, data: {} };
const profile = { firstName: 'Kati', lastName: 'Kask', emailAddress: 'kati@example.com' };
const filled = { type: 'checkout/personalDetailsFilledFromProfile' as const, data: profile };
const cleared = { type: 'checkout/personalDetailsCleared' as const, data: {} };
const fill = (via: 'startup' | 'login' | 'register' | 'passwordChange') => ({ type: 'checkout/fillPersonalDetailsFromProfile' as const, data: { ...profile, via } });

describe('checkout decider: saving personal details (spec section 4 "Checkout", section 5)', () => {
  it('saves trimmed details and marks the step done', () => {
    given(decider)
      .when({ type: 'checkout/savePersonalDetails', data: { firstName: ' Mari ', lastName: 'Maasikas ', emailAddress: ' mari@example.com', createAccount: false } })
      .then([saved()]);
    const state = given(decider, saved()).state;
    expect(state).toEqual({ ...initialCheckout(), personalDetails: mari, personalDetailsStatus: 'done', personalDetailsSource: 'shopper', modifiedAt: TEST_NOW });
  });

  it('refuses what the form would: the spec messages, field by field', () => {
    given(decider).when({ type: 'checkout/savePersonalDetails', data: { ...mari, firstName: ' ' } }).thenThrows('Field is required.');
    given(decider).when({ type: 'checkout/savePersonalDetails', data: { ...mari, lastName: 'M' } }).thenThrows('checkout/invalid/lastName');
    given(decider).when({ type: 'checkout/savePersonalDetails', data: { ...mari, emailAddress: 'mari@' } }).thenThrows('Please provide valid e-mail address.');
  });

  it('an account asked for travels as createAccount only: the command and the event have no password', () => {
    given(decider).when({ type: 'checkout/savePersonalDetails', data: { ...mari, createAccount: true } }).then([saved({ ...mari, createAccount: true })]);
    expect(Object.keys(saved().data).sort()).toEqual(['createAccount', 'emailAddress', 'firstName', 'lastName']);
  });

  it('"Edit" reopens a saved step, and does nothing while it is open', () => {
    given(decider, saved()).when({ type: 'checkout/editPersonalDetails', data: {} }).then([editStarted]);
    given(decider).when({ type: 'checkout/editPersonalDetails', data: {} }).then([]);
    given(decider, saved(), editStarted).when({ type: 'checkout/editPersonalDetails', data: {} }).then([]);
    expect(given(decider, saved(), editStarted).state).toMatchObject({ personalDetails: mari, personalDetailsStatus: 'editing' });
  });
});

describe('checkout decider: the session (spec section 4 "User session")', () => {
  it('a login or registration fills the details from the profile, replacing what a guest typed', () => {
    given(decider).when(fill('login')).then([filled]);
    given(decider, saved({ ...mari, createAccount: true })).when(fill('register')).then([filled]);
    const state = given(decider, saved({ ...mari, createAccount: true }), filled).state;
    // The customer has an account: nothing is to be created; the step keeps its place.
    expect(state).toMatchObject({ personalDetails: { ...profile, createAccount: false }, personalDetailsStatus: 'done', personalDetailsSource: 'profile' });
  });

  it('a start-up with a stored session, or a new password, fills only an empty step', () => {
    given(decider).when(fill('startup')).then([filled]);
    given(decider, saved()).when(fill('startup')).then([]);
    given(decider, saved()).when(fill('passwordChange')).then([]);
  });

  it('the same profile twice changes nothing', () => {
    given(decider, filled).when(fill('login')).then([]);
  });

  it('a logout clears the details, once', () => {
    given(decider, saved()).when({ type: 'checkout/clearPersonalDetails', data: {} }).then([cleared]);
    given(decider, saved(), cleared).when({ type: 'checkout/clearPersonalDetails', data: {} }).then([]);
    expect(given(decider, saved(), cleared).state).toEqual(initialCheckout());
  });
});

describe('checkout state: modifiedAt (the 30-minute window)', () => {
  const at = (event: { type: CheckoutEvent; data: unknown }, time: string) => ({ ...event, meta: { id: time, seq: 1, time, version: 1, storeCode: 'test', correlationId: 'c', causationId: null } }) as DomainEvent<CheckoutEvent>;
  const fold = (...events: DomainEvent<CheckoutEvent>[]) => events.reduce((state, event) => produce(state, (draft) => applyCheckoutEvent(draft, event)), initialCheckout());

  it("follows the shopper's saves and edits, not a login's fill", () => {
    expect(fold(at(saved(), '2024-05-01T10:00:00.000Z')).modifiedAt).toBe('2024-05-01T10:00:00.000Z');
    expect(fold(at(saved(), '2024-05-01T10:00:00.000Z'), at(editStarted, '2024-05-01T10:05:00.000Z')).modifiedAt).toBe('2024-05-01T10:05:00.000Z');
    expect(fold(at(saved(), '2024-05-01T10:00:00.000Z'), at(filled, '2024-05-01T10:20:00.000Z')).modifiedAt).toBe('2024-05-01T10:00:00.000Z');
    expect(fold(at(saved(), '2024-05-01T10:00:00.000Z'), at(cleared, '2024-05-01T10:20:00.000Z')).modifiedAt).toBeNull();
  });
});
