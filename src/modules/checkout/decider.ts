import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider } from '../../kernel/module';
import { emailProblem, nameProblem } from '../../kernel/validation';
import type { CheckoutCommand, CheckoutEvent, CheckoutView, PersonalDetails, ProfileDetails } from './messages';

export type CheckoutState = CheckoutView;

/** A checkout nobody has started. */
export function initialCheckout(): CheckoutView {
  return { personalDetails: null, personalDetailsStatus: 'editing', personalDetailsSource: null, modifiedAt: null };
}

function check(problem: string | undefined, field: keyof PersonalDetails): void {
  if (problem) throw new DomainError(`checkout/invalid/${field}`, problem);
}

const sameProfile = (details: PersonalDetails | null, profile: ProfileDetails) =>
  details !== null &&
  !details.createAccount &&
  details.firstName === profile.firstName &&
  details.lastName === profile.lastName &&
  details.emailAddress === profile.emailAddress;

/**
 * The checkout (spec section 4 "Checkout"), first slice: the personal details step. A save is validated with
 * the spec's form messages (the form checks first; this guards the log); a login fills the details from the
 * profile, replacing what a guest typed, while a start-up with a stored session only fills an empty step; a
 * logout forgets them.
 */
export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutEvent> = {
  initialState: initialCheckout,

  decide(command, state): EventDraft<CheckoutEvent>[] {
    switch (command.type) {
      case 'checkout/savePersonalDetails': {
        const details: PersonalDetails = {
          firstName: command.data.firstName.trim(),
          lastName: command.data.lastName.trim(),
          emailAddress: command.data.emailAddress.trim(),
          createAccount: command.data.createAccount,
        };
        check(nameProblem(details.firstName), 'firstName');
        check(nameProblem(details.lastName), 'lastName');
        check(emailProblem(details.emailAddress), 'emailAddress');
        return [{ type: 'checkout/personalDetailsSaved', data: details }];
      }
      case 'checkout/editPersonalDetails':
        return state.personalDetailsStatus === 'done' ? [{ type: 'checkout/personalDetailsEditStarted', data: {} }] : [];
      case 'checkout/fillPersonalDetailsFromProfile': {
        const { via, ...profile } = command.data;
        // A reload or a new password keeps what the shopper has: only a login or registration replaces it.
        const replaces = via === 'login' || via === 'register';
        if (!replaces && state.personalDetails !== null) return [];
        if (sameProfile(state.personalDetails, profile)) return [];
        return [{ type: 'checkout/personalDetailsFilledFromProfile', data: profile }];
      }
      case 'checkout/clearPersonalDetails':
        return state.personalDetails === null && state.personalDetailsStatus === 'editing' ? [] : [{ type: 'checkout/personalDetailsCleared', data: {} }];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },

  evolve: applyCheckoutEvent,
};

/** Folds a checkout event into the state (the decider's and the `checkout/state` projection's). */
export function applyCheckoutEvent(draft: Draft<CheckoutState>, event: DomainEvent<CheckoutEvent>): void {
  switch (event.type) {
    case 'checkout/personalDetailsSaved':
      draft.personalDetails = { ...event.data };
      draft.personalDetailsStatus = 'done';
      draft.personalDetailsSource = 'shopper';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/personalDetailsEditStarted':
      draft.personalDetailsStatus = 'editing';
      draft.modifiedAt = event.meta.time;
      return;
    case 'checkout/personalDetailsFilledFromProfile':
      // The customer has an account: nothing to create. Not the shopper's change, so modifiedAt stays.
      draft.personalDetails = { ...event.data, createAccount: false };
      draft.personalDetailsSource = 'profile';
      return;
    case 'checkout/personalDetailsCleared':
      Object.assign(draft, initialCheckout());
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
