import type { Draft } from 'immer';
import type { DomainEvent, EventDraft, SessionCustomer } from '../../kernel/messages';
import { DomainError, type Decider } from '../../kernel/module';
import { carSaveBody } from './account/car';
import { emailProblem, nameProblem } from './logic/validation';
import type { AuthView, CustomerProfile, UserCommand, UserEvent, UserForm, UserSessionView } from './messages';
import { LOGIN_REQUIRED } from './require-login';

export type UserState = UserSessionView;

const FORMS: readonly UserForm[] = ['login', 'register', 'resetPassword', 'newPassword', 'changePassword', 'profile'];
const VIEWS: readonly AuthView[] = ['login', 'register', 'forgotPass'];

/** Shown (namespace 'user') when the profile was saved. */
export const PROFILE_UPDATED = 'Account data has successfully been updated';

/** The session before start-up has looked at the stored token. */
export function initialSession(): UserSessionView {
  return {
    status: 'unknown',
    profile: null,
    authView: 'login',
    forms: Object.fromEntries(FORMS.map((form) => [form, { status: 'idle' }])) as UserSessionView['forms'],
  };
}

/** What other modules may know of the customer (kernel `SessionCustomer`). */
export function sessionCustomer(profile: CustomerProfile): SessionCustomer {
  return { id: profile.id, email: profile.email, firstname: profile.firstname, lastname: profile.lastname, groupId: profile.group_id ?? 0 };
}

function check(problem: string | undefined, field: string): void {
  if (problem) throw new DomainError(`user/invalid/${field}`, problem);
}

function requireSession(state: UserState): CustomerProfile {
  if (state.status !== 'authorised' || !state.profile) throw new DomainError('user/notLoggedIn', LOGIN_REQUIRED);
  return state.profile as CustomerProfile;
}

function requireSecret(secret: string): void {
  if (secret.trim() === '') throw new DomainError('user/invalid/password', 'Field is required.');
}

const pending = (state: UserState, form: UserForm) => state.forms[form].status === 'pending';

/**
 * The session (spec section 4 "User session"): start-up, login, registration, password reset and change,
 * profile saves and logout. Requests become `*Requested` events that the reactors send; their answers come
 * back as `record*` commands. A second submit while one is pending changes nothing.
 */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialSession,

  decide(command, state): EventDraft<UserEvent>[] {
    switch (command.type) {
      case 'user/recordAnonymousStart':
        return state.status === 'authorised' ? [] : [{ type: 'user/sessionStartedAnonymously', data: {} }];
      case 'user/recordAuthorised': {
        const { profile, via } = command.data;
        return [
          { type: 'user/profileLoaded', data: { profile } },
          { type: 'user/sessionAuthorised', data: { customer: sessionCustomer(profile), via } },
        ];
      }
      case 'user/showAuthView':
        if (!VIEWS.includes(command.data.view)) throw new DomainError('user/unknownView', `Unknown view ${command.data.view}`);
        return state.authView === command.data.view ? [] : [{ type: 'user/authViewShown', data: { view: command.data.view } }];
      case 'user/login': {
        check(emailProblem(command.data.email), 'email');
        requireSecret(command.data.secret);
        if (pending(state, 'login')) return [];
        return [{ type: 'user/loginRequested', data: { email: command.data.email.trim(), secret: command.data.secret } }];
      }
      case 'user/register': {
        const { firstname, lastname, email, secret, claimOrderId } = command.data;
        check(nameProblem(firstname), 'firstname');
        check(nameProblem(lastname), 'lastname');
        check(emailProblem(email), 'email');
        requireSecret(secret);
        if (pending(state, 'register')) return [];
        return [{ type: 'user/registrationRequested', data: { firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim(), secret, ...(claimOrderId ? { claimOrderId } : {}) } }];
      }
      case 'user/resetPassword':
        check(emailProblem(command.data.email), 'email');
        if (pending(state, 'resetPassword')) return [];
        return [{ type: 'user/passwordResetRequested', data: { email: command.data.email.trim() } }];
      case 'user/setNewPassword':
        // The link's e-mail: a broken link is refused here rather than by the server.
        check(emailProblem(command.data.email), 'email');
        requireSecret(command.data.secret);
        if (pending(state, 'newPassword')) return [];
        return [{ type: 'user/newPasswordRequested', data: { email: command.data.email.trim(), secret: command.data.secret } }];
      case 'user/changePassword': {
        const profile = requireSession(state);
        requireSecret(command.data.secret);
        if (pending(state, 'changePassword')) return [];
        return [{ type: 'user/passwordChangeRequested', data: { secret: command.data.secret, email: profile.email } }];
      }
      case 'user/updateProfile': {
        requireSession(state);
        const { firstname, lastname, email, addresses } = command.data;
        check(nameProblem(firstname), 'firstname');
        check(nameProblem(lastname), 'lastname');
        check(emailProblem(email), 'email');
        if (pending(state, 'profile')) return [];
        const customer = { firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim(), ...(addresses ? { addresses } : {}) };
        return [{ type: 'user/profileUpdateRequested', data: { customer } }];
      }
      case 'user/recordFormOutcome': {
        const { form, ok, message } = command.data;
        if (!pending(state, form)) return [];
        return [{ type: ok ? 'user/formSucceeded' : 'user/formFailed', data: { form, message } }];
      }
      case 'user/recordProfileUpdated':
        requireSession(state);
        return [
          { type: 'user/profileLoaded', data: { profile: command.data.profile } },
          ...(pending(state, 'profile') ? [{ type: 'user/formSucceeded' as const, data: { form: 'profile' as const, message: PROFILE_UPDATED } }] : []),
        ];
      case 'user/saveCar': {
        const customer = carSaveBody(requireSession(state), command.data.car);
        return customer ? [{ type: 'user/carSaveRequested', data: { customer } }] : [];
      }
      case 'user/logout':
        // A silent logout (the token could not be renewed) may come while start-up still restores the session.
        if (state.status === 'anonymous') return [];
        return [{ type: 'user/loggedOut', data: { silent: command.data.silent === true } }];
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    applySessionEvent(draft, event);
  },
};

/** Folds one user event into the session view; the decider's state and the projection share it. */
export function applySessionEvent(draft: Draft<UserSessionView>, event: DomainEvent<UserEvent>): void {
  switch (event.type) {
    case 'user/sessionStartedAnonymously':
      draft.status = 'anonymous';
      draft.profile = null;
      break;
    case 'user/profileLoaded':
      draft.profile = event.data.profile as Draft<CustomerProfile>;
      break;
    case 'user/sessionAuthorised':
      draft.status = 'authorised';
      break;
    case 'user/loggedOut':
      Object.assign(draft, initialSession(), { status: 'anonymous', authView: draft.authView });
      break;
    case 'user/authViewShown':
      draft.authView = event.data.view;
      break;
    case 'user/loginRequested':
      draft.forms.login = { status: 'pending' };
      break;
    case 'user/registrationRequested':
      draft.forms.register = { status: 'pending' };
      break;
    case 'user/passwordResetRequested':
      draft.forms.resetPassword = { status: 'pending' };
      break;
    case 'user/newPasswordRequested':
      draft.forms.newPassword = { status: 'pending' };
      break;
    case 'user/passwordChangeRequested':
      draft.forms.changePassword = { status: 'pending' };
      break;
    case 'user/profileUpdateRequested':
      draft.forms.profile = { status: 'pending' };
      break;
    case 'user/formSucceeded':
      draft.forms[event.data.form] = { status: 'done', message: event.data.message };
      break;
    case 'user/formFailed':
      draft.forms[event.data.form] = { status: 'failed', message: event.data.message };
      break;
    case 'user/carSaveRequested':
      // The answered profile comes back as profileLoaded.
      break;
    default: {
      const unknown: never = event;
      void unknown;
    }
  }
}
