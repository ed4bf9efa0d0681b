import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createSerialQueue } from '../../kernel/event-log/storage';
import type { Reactor } from '../../kernel/module';
import { CheckoutVault } from './vault';

/** Service token of the checkout's browser storage (the durable store `checkout-<storeCode>`). */
export const CheckoutStorage = Symbol.for('autoparts.checkout.storage');

/** Spec section 7: the storage keys of the checkout (this slice writes the first). */
export const CHECKOUT_STORAGE_KEYS = { personalDetails: 'personal-details' } as const;

/**
 * The session's kernel events (spec section 4 "User session"): after a login the personal details are filled
 * from the profile; a logout clears them. The decider decides whether a fill replaces what is there.
 */
export const followSession: Reactor<'user/sessionAuthorised' | 'user/loggedOut'> = {
  on: ['user/sessionAuthorised', 'user/loggedOut'],
  async run(event, { dispatch }) {
    if (event.type === 'user/loggedOut') {
      await dispatch({ type: 'checkout/clearPersonalDetails', data: {} });
      return;
    }
    const { customer, via } = event.data;
    await dispatch({
      type: 'checkout/fillPersonalDetailsFromProfile',
      data: { firstName: customer.firstname, lastName: customer.lastname, emailAddress: customer.email, via },
    });
  },
};

/** The password is forgotten once no account is to be created (a save without it, a login, a logout). */
export const forgetPassword: Reactor<'checkout/personalDetailsSaved' | 'checkout/personalDetailsFilledFromProfile' | 'checkout/personalDetailsCleared'> = {
  on: ['checkout/personalDetailsSaved', 'checkout/personalDetailsFilledFromProfile', 'checkout/personalDetailsCleared'],
  run(event, { services }) {
    if (event.type === 'checkout/personalDetailsSaved' && event.data.createAccount) return;
    if (services.isBound(CheckoutVault)) services.get<CheckoutVault>(CheckoutVault).clear();
  },
};

const serial = createSerialQueue();
/**
 * Mirrors the saved details to the spec's `personal-details` key (without any password). The event log stays
 * the source of truth: a reload folds the checkout's events back; the key is a copy for the spec's storage.
 */
export const mirrorPersonalDetails: Reactor<'checkout/personalDetailsSaved' | 'checkout/personalDetailsFilledFromProfile' | 'checkout/personalDetailsCleared'> = {
  on: ['checkout/personalDetailsSaved', 'checkout/personalDetailsFilledFromProfile', 'checkout/personalDetailsCleared'],
  run: (_event, { services, read }) =>
    serial(async () => {
      if (!services.isBound(CheckoutStorage)) return;
      const store = services.get<DurableStore>(CheckoutStorage);
      const details = read('checkout/state').personalDetails;
      if (details) await store.set(CHECKOUT_STORAGE_KEYS.personalDetails, details);
      else await store.remove(CHECKOUT_STORAGE_KEYS.personalDetails);
    }),
};
