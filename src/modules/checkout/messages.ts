/**
 * The checkout module's contract (spec section 3 "Checkout state", section 4 "Checkout"). The password of an
 * account created at checkout never enters a command or an event (the log is what support receives): the form
 * keeps it in the module's in-memory `CheckoutVault`, and the events carry only `createAccount: true`.
 */

/** The first step's details as saved (spec `personalDetails` without its password). */
export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
  /** A guest asked for an account to be created with the order (spec section 6: by opt-in). */
  createAccount: boolean;
}

/** Names and e-mail from the customer's profile. */
export type ProfileDetails = Omit<PersonalDetails, 'createAccount'>;

/** Where a step stands: being filled in, or saved and shown as a summary. */
export type StepStatus = 'editing' | 'done';

/** The four steps of the spec's checkout, in order; only the first is built so far. */
export const CHECKOUT_STEPS = ['personalDetails', 'shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The checkout as the page and other modules read it (`checkout/state`). */
export interface CheckoutView {
  /** What the shopper saved, or the profile filled in; null before either. */
  personalDetails: PersonalDetails | null;
  personalDetailsStatus: StepStatus;
  /** Who wrote the details last: the shopper's form or the customer's profile (login). */
  personalDetailsSource: 'shopper' | 'profile' | null;
  /** ISO time of the shopper's last change (spec: in checkout for 30 minutes after it); null when none. */
  modifiedAt: string | null;
}

/** How the session was authorised, as the kernel's `user/sessionAuthorised` says. */
export type AuthorisedVia = 'startup' | 'login' | 'register' | 'passwordChange';

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Save the first step (validated with the spec's form messages); the password stays in the vault. */
    'checkout/savePersonalDetails': PersonalDetails;
    /** Reopen the saved first step for changes. */
    'checkout/editPersonalDetails': Record<string, never>;
    /** The customer's profile after a login (sent by the reactor on `user/sessionAuthorised`). */
    'checkout/fillPersonalDetailsFromProfile': ProfileDetails & { via: AuthorisedVia };
    /** Forget the personal details (sent by the reactor on `user/loggedOut`). */
    'checkout/clearPersonalDetails': Record<string, never>;
  }
  interface EventRegistry {
    'checkout/personalDetailsSaved': PersonalDetails;
    'checkout/personalDetailsEditStarted': Record<string, never>;
    'checkout/personalDetailsFilledFromProfile': ProfileDetails;
    'checkout/personalDetailsCleared': Record<string, never>;
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The checkout's steps and details. */
    'checkout/state': CheckoutView;
  }
}

export type CheckoutCommand =
  | 'checkout/savePersonalDetails'
  | 'checkout/editPersonalDetails'
  | 'checkout/fillPersonalDetailsFromProfile'
  | 'checkout/clearPersonalDetails';

export const CHECKOUT_EVENTS = [
  'checkout/personalDetailsSaved',
  'checkout/personalDetailsEditStarted',
  'checkout/personalDetailsFilledFromProfile',
  'checkout/personalDetailsCleared',
] as const;
export type CheckoutEvent = (typeof CHECKOUT_EVENTS)[number];
