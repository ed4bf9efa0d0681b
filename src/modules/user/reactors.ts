import type { Reactor, ReactorContext } from '../../kernel/module';
import { browserOnline, UserSessionToken } from '../../kernel/sync';
import { PROFILE_UPDATED } from './decider';
import type { CustomerProfile, UserForm } from './messages';
import { CredentialVault, type UserSession } from './session';
import { fetchProfile, refusal, sessionOf, signIn, syncLayerOf, userTask, whenBound } from './sign-in';

/** i18n keys (namespace 'user'): the spec's texts where it has them (sections 5 and 8). */
export const USER_TEXTS = {
  loggedIn: 'You are logged in!',
  loggedOut: "You're logged out",
  offlineReset: 'Reset password feature does not work while offline!',
  resetFailed: 'Error while sending reset password e-mail',
  resetSent: "We've sent password reset instructions to your e-mail. Check your inbox and follow the link.",
  passwordChanged: 'Password has successfully been changed',
  resetLinkExpired: 'Your password reset link has expired.',
  profileUpdated: PROFILE_UPDATED,
  noPassword: 'Field is required.',
  carNotSaved: 'Your car could not be saved in your account. It stays chosen on this device.',
} as const;

type Ctx = Pick<ReactorContext, 'dispatch' | 'services'>;

const outcome = (ctx: Ctx, form: UserForm, ok: boolean, message: string) => ctx.dispatch({ type: 'user/recordFormOutcome', data: { form, ok, message } });
const notify = (ctx: Ctx, type: 'success' | 'error', message: string) => ctx.dispatch({ type: 'notifications/notify', data: { type, message, ns: 'user' } });
const secretOf = (ctx: Ctx, id: string) => ctx.services.get<CredentialVault>(CredentialVault).take(id);

async function loggedIn(ctx: Ctx, form: UserForm): Promise<void> {
  await outcome(ctx, form, true, USER_TEXTS.loggedIn);
  await ctx.dispatch({ type: 'ui-state/close', data: { panel: 'auth' } });
  await notify(ctx, 'success', USER_TEXTS.loggedIn);
}

/** POST /api/user/login, then the profile; the dialog closes on success, the server's message shows on failure. */
export const sendLogin: Reactor<'user/loginRequested'> = {
  on: ['user/loginRequested'],
  async run(event, ctx) {
    const password = secretOf(ctx, event.data.secret)?.password;
    if (!password) return void (await outcome(ctx, 'login', false, USER_TEXTS.noPassword));
    const result = await signIn(ctx, { email: event.data.email, password }, 'login', event.meta.id);
    if (result.ok) await loggedIn(ctx, 'login');
    else await outcome(ctx, 'login', false, result.message);
  },
};

/** POST /api/user/create {customer, password}, then logs in (`via: 'register'`). */
export const sendRegistration: Reactor<'user/registrationRequested'> = {
  on: ['user/registrationRequested'],
  async run(event, ctx) {
    const password = secretOf(ctx, event.data.secret)?.password;
    if (!password) return void (await outcome(ctx, 'register', false, USER_TEXTS.noPassword));
    const { email, firstname, lastname, claimOrderId } = event.data;
    const sync = await syncLayerOf(ctx.services);
    const created = await sync.execute(
      userTask(`${event.meta.id}-create`, '/api/user/create', 'POST', {
        customer: { email, firstname, lastname, store_id: ctx.storeView.storeId },
        password,
        ...(claimOrderId ? { order_id: claimOrderId } : {}),
      }),
    );
    if (created.code !== 200) return void (await outcome(ctx, 'register', false, refusal(created.result)));
    const result = await signIn(ctx, { email, password }, 'register', event.meta.id);
    if (result.ok) await loggedIn(ctx, 'register');
    else await outcome(ctx, 'register', false, result.message);
  },
};

/** POST /api/user/reset-password?storeCode= {email}; refused offline (spec section 4). */
export const sendPasswordReset: Reactor<'user/passwordResetRequested'> = {
  on: ['user/passwordResetRequested'],
  async run(event, ctx) {
    if (!browserOnline()) return void (await outcome(ctx, 'resetPassword', false, USER_TEXTS.offlineReset));
    const sync = await syncLayerOf(ctx.services);
    const url = `/api/user/reset-password?storeCode=${encodeURIComponent(ctx.storeView.storeCode)}`;
    const answer = await sync.execute(userTask(`${event.meta.id}-reset`, url, 'POST', { email: event.data.email }));
    await outcome(ctx, 'resetPassword', answer.code === 200, answer.code === 200 ? USER_TEXTS.resetSent : USER_TEXTS.resetFailed);
  },
};

/**
 * The reset link's new password (ADR 0041): POST /api/user/create-password {email, resetToken, newPassword}, then
 * the ordinary login with the new password (`via: 'login'`: for the cart and the car it is a login on this
 * device), so the tokens are stored as always. Refused offline (spec section 4); a refused link shows the
 * server's message ('Your password reset link has expired.'). The form is done only once the login was tried:
 * the page moves on to My Account when the session is authorised.
 */
export const sendNewPassword: Reactor<'user/newPasswordRequested'> = {
  on: ['user/newPasswordRequested'],
  async run(event, ctx) {
    const secret = secretOf(ctx, event.data.secret);
    if (!secret?.resetToken || !secret.newPassword) return void (await outcome(ctx, 'newPassword', false, USER_TEXTS.noPassword));
    if (!browserOnline()) return void (await outcome(ctx, 'newPassword', false, USER_TEXTS.offlineReset));
    const sync = await syncLayerOf(ctx.services);
    const body = { email: event.data.email, resetToken: secret.resetToken, newPassword: secret.newPassword };
    const answer = await sync.execute(userTask(`${event.meta.id}-create-password`, '/api/user/create-password', 'POST', body));
    if (answer.code !== 200) return void (await outcome(ctx, 'newPassword', false, refusal(answer.result)));
    const signedIn = await signIn(ctx, { email: event.data.email, password: secret.newPassword }, 'login', event.meta.id);
    await outcome(ctx, 'newPassword', true, USER_TEXTS.passwordChanged);
    await notify(ctx, 'success', USER_TEXTS.passwordChanged);
    // The password is set either way; a failed login (rate limit, network) says why, and the page offers Sign in.
    if (!signedIn.ok) await notify(ctx, 'error', signedIn.message);
  },
};

/** POST /api/user/change-password?token; success logs in again with the new password (`via: 'passwordChange'`). */
export const sendPasswordChange: Reactor<'user/passwordChangeRequested'> = {
  on: ['user/passwordChangeRequested'],
  async run(event, ctx) {
    const secret = secretOf(ctx, event.data.secret);
    if (!secret?.currentPassword || !secret.newPassword) return void (await outcome(ctx, 'changePassword', false, USER_TEXTS.noPassword));
    if (!browserOnline()) return void (await outcome(ctx, 'changePassword', false, USER_TEXTS.offlineReset));
    const sync = await syncLayerOf(ctx.services);
    const body = { currentPassword: secret.currentPassword, newPassword: secret.newPassword };
    const answer = await sync.execute(userTask(`${event.meta.id}-change`, '/api/user/change-password?token={{token}}', 'POST', body));
    if (answer.code !== 200) return void (await outcome(ctx, 'changePassword', false, refusal(answer.result)));
    await outcome(ctx, 'changePassword', true, USER_TEXTS.passwordChanged);
    await notify(ctx, 'success', USER_TEXTS.passwordChanged);
    const again = await signIn(ctx, { email: event.data.email, password: secret.newPassword }, 'passwordChange', event.meta.id);
    if (!again.ok) await notify(ctx, 'error', again.message);
  },
};

/** POST /api/user/me?token {customer}: the answer is the saved profile. */
export const sendProfileUpdate: Reactor<'user/profileUpdateRequested'> = {
  on: ['user/profileUpdateRequested'],
  async run(event, ctx) {
    const sync = await syncLayerOf(ctx.services);
    const answer = await sync.execute(userTask(`${event.meta.id}-me`, '/api/user/me?token={{token}}', 'POST', { customer: event.data.customer }));
    if (answer.code !== 200 || typeof answer.result !== 'object' || answer.result === null) {
      return void (await outcome(ctx, 'profile', false, refusal(answer.result)));
    }
    const profile = answer.result as CustomerProfile;
    await sessionOf(ctx.services).storeProfile(profile);
    await ctx.dispatch({ type: 'user/recordProfileUpdated', data: { profile } });
    await notify(ctx, 'success', USER_TEXTS.profileUpdated);
  },
};

/** A car chosen in the catalogue is kept in the profile; a failure only says so (the car stays applied). */
export const sendCarSave: Reactor<'user/carSaveRequested'> = {
  on: ['user/carSaveRequested'],
  async run(event, ctx) {
    const sync = await syncLayerOf(ctx.services);
    const answer = await sync.execute(userTask(`${event.meta.id}-car`, '/api/user/me?token={{token}}', 'POST', { customer: event.data.customer }));
    if (answer.code !== 200 || typeof answer.result !== 'object' || answer.result === null) return void (await notify(ctx, 'error', USER_TEXTS.carNotSaved));
    const profile = answer.result as CustomerProfile;
    await sessionOf(ctx.services).storeProfile(profile);
    await ctx.dispatch({ type: 'user/recordProfileUpdated', data: { profile } });
  },
};

/** Logout forgets the tokens and profile, and says so unless silent (spec section 4). */
export const endSession: Reactor<'user/loggedOut'> = {
  on: ['user/loggedOut'],
  async run(event, ctx) {
    await sessionOf(ctx.services).clear();
    if (!event.data.silent) await notify(ctx, 'success', USER_TEXTS.loggedOut);
  },
};

/**
 * Start-up (spec section 4): with a stored token, the profile (an expired token is renewed by the sync layer)
 * authorises the session; offline, the stored profile does; without a token the session is anonymous.
 */
export async function startSession(ctx: ReactorContext): Promise<void> {
  const session = await whenBound<UserSession>(ctx.services, UserSessionToken);
  session.setAbortHandler(() => {
    void (async () => {
      await ctx.dispatch({ type: 'user/logout', data: { silent: true } });
      await ctx.dispatch({ type: 'user/showAuthView', data: { view: 'register' } });
      await ctx.dispatch({ type: 'ui-state/open', data: { panel: 'auth' } });
    })();
  });
  await session.ready();
  if (!session.getToken()) return void (await ctx.dispatch({ type: 'user/recordAnonymousStart', data: {} }));
  const sync = await syncLayerOf(ctx.services);
  const answer = await fetchProfile(sync, `user-start-${Date.now()}`);
  if (answer.ok) {
    await session.storeProfile(answer.profile);
    return void (await ctx.dispatch({ type: 'user/recordAuthorised', data: { profile: answer.profile, via: 'startup' } }));
  }
  const stored = session.storedProfile();
  if (!browserOnline() && stored) return void (await ctx.dispatch({ type: 'user/recordAuthorised', data: { profile: stored, via: 'startup' } }));
  if (browserOnline()) await session.clear();
  await ctx.dispatch({ type: 'user/recordAnonymousStart', data: {} });
}
