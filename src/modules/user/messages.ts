import type { AddressInput, Profile } from '../../../contract/customer';

/**
 * The user module's contract (ADR 0023). Tokens never enter the event log: the session service keeps them in
 * the `current-token` / `current-refresh-token` storage keys; events carry the profile the server answered.
 */
export type CustomerProfile = Profile;
export type { AddressInput };

/** Where the session stands: `unknown` until start-up has looked at the stored token. */
export type SessionStatus = 'unknown' | 'anonymous' | 'authorised';

/** The forms of the user module whose progress the UI shows. */
export type UserForm = 'login' | 'register' | 'resetPassword' | 'newPassword' | 'changePassword' | 'profile';
export interface FormState {
  status: 'idle' | 'pending' | 'done' | 'failed';
  /** i18n key (English source text, 'user' namespace) or the server's own message when failed. */
  message?: string;
}

/** Which view of the sign-in dialog (the spec's authElem, default login) is shown. */
export type AuthView = 'login' | 'register' | 'forgotPass';

/** The session as the UI and other user-module code read it. */
export interface UserSessionView {
  status: SessionStatus;
  /** The profile from GET /api/user/me (or the login/registration answer); null for a guest. */
  profile: CustomerProfile | null;
  authView: AuthView;
  forms: Record<UserForm, FormState>;
}

/** A profile change as the My Account forms send it (POST /api/user/me {customer}). */
export interface ProfileChanges {
  firstname: string;
  lastname: string;
  email: string;
  /** The full address list to keep (the default shipping address edited in place); absent: unchanged. */
  addresses?: AddressInput[];
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Start-up found no stored token (sent by the module's onStart). */
    'user/recordAnonymousStart': Record<string, never>;
    /** The server answered the profile of a stored, new or renewed token (sent by onStart and the reactors). */
    'user/recordAuthorised': { profile: CustomerProfile; via: 'startup' | 'login' | 'register' | 'passwordChange' };
    /** Switch the sign-in dialog between login, register and forgot password. */
    'user/showAuthView': { view: AuthView };
    /**
     * Log in. `secret` is the id of the password in the in-memory CredentialVault: passwords never enter
     * commands (a rejected command is logged with its data) nor events.
     */
    'user/login': { email: string; secret: string };
    /** Create an account, then log in (`secret`: the password in the vault). */
    /** `claimOrderId`: a guest order just placed whose buyer asked for this account at checkout (ADR 0027). */
    'user/register': { firstname: string; lastname: string; email: string; secret: string; claimOrderId?: string };
    /** Ask for a password-reset e-mail. */
    'user/resetPassword': { email: string };
    /**
     * Set a new password with the e-mail's reset link (ADR 0041), then log in with it. `secret`: the id of
     * `{resetToken, newPassword}` in the vault: the link's one-time token is a credential too, kept out of the log.
     */
    'user/setNewPassword': { email: string; secret: string };
    /** Change the password (`secret`: `{currentPassword, newPassword}` in the vault), then log in again. */
    'user/changePassword': { secret: string };
    /** Save the profile (and addresses) of the logged-in customer. */
    'user/updateProfile': ProfileChanges;
    /** A form's request ended (sent by the reactors). `message` is an i18n key or the server's text. */
    'user/recordFormOutcome': { form: UserForm; ok: boolean; message: string };
    /** The server answered the saved profile (sent by the reactor). */
    'user/recordProfileUpdated': { profile: CustomerProfile };
    /** End the session; `silent` (auth aborted) shows no notification. */
    'user/logout': { silent?: boolean };
    /**
     * Keep the customer's car in the profile (spec section 3: custom attributes car_make, car_model, car_engine,
     * car_plate_number; ADR 0032 adds car_ktype). Sent by the vehicle module when a car is applied. A plate absent
     * keeps the saved one; unchanged values send nothing.
     */
    'user/saveCar': { car: SavedCar };
  }
  interface EventRegistry {
    /** The profile of the session (start-up, login, registration, password change, profile save). */
    'user/profileLoaded': { profile: CustomerProfile };
    'user/authViewShown': { view: AuthView };
    'user/loginRequested': { email: string; secret: string };
    'user/registrationRequested': { firstname: string; lastname: string; email: string; secret: string; claimOrderId?: string };
    'user/passwordResetRequested': { email: string };
    'user/newPasswordRequested': { email: string; secret: string };
    'user/passwordChangeRequested': { secret: string; email: string };
    'user/profileUpdateRequested': { customer: ProfileChanges };
    'user/formSucceeded': { form: UserForm; message: string };
    'user/formFailed': { form: UserForm; message: string };
    /** The profile with the new car is being saved (POST /api/user/me). */
    'user/carSaveRequested': { customer: ProfileChanges & { custom_attributes: CustomerProfile['custom_attributes'] } };
  }
}

/** A car as the profile keeps it: names as shown, the engine's KType, the plate when known. */
export interface SavedCar {
  car_make: string;
  car_model: string;
  car_engine: string;
  car_ktype: string;
  car_plate_number?: string;
}

export type UserCommand =
  | 'user/recordAnonymousStart'
  | 'user/recordAuthorised'
  | 'user/showAuthView'
  | 'user/login'
  | 'user/register'
  | 'user/resetPassword'
  | 'user/setNewPassword'
  | 'user/changePassword'
  | 'user/updateProfile'
  | 'user/recordFormOutcome'
  | 'user/recordProfileUpdated'
  | 'user/logout'
  | 'user/saveCar';

export type UserEvent =
  | 'user/sessionStartedAnonymously'
  | 'user/sessionAuthorised'
  | 'user/loggedOut'
  | 'user/profileLoaded'
  | 'user/authViewShown'
  | 'user/loginRequested'
  | 'user/registrationRequested'
  | 'user/passwordResetRequested'
  | 'user/newPasswordRequested'
  | 'user/passwordChangeRequested'
  | 'user/profileUpdateRequested'
  | 'user/formSucceeded'
  | 'user/formFailed'
  | 'user/carSaveRequested';

export const USER_EVENTS = [
  'user/sessionStartedAnonymously',
  'user/sessionAuthorised',
  'user/loggedOut',
  'user/profileLoaded',
  'user/authViewShown',
  'user/loginRequested',
  'user/registrationRequested',
  'user/passwordResetRequested',
  'user/newPasswordRequested',
  'user/passwordChangeRequested',
  'user/profileUpdateRequested',
  'user/formSucceeded',
  'user/formFailed',
  'user/carSaveRequested',
] as const satisfies readonly UserEvent[];

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The shopper's session, profile, sign-in dialog view and form progress. */
    'user/session': UserSessionView;
  }
}
