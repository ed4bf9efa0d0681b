import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { RouteContribution } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { UserSessionToken } from '../../kernel/sync';
import { accountRoutes, accountSlots, accountTranslations } from './account';
import { AccountHeaderAction, AuthDialog } from './auth-header';
import { userDecider } from './decider';
import { userSession } from './projection';
import { endSession, sendLogin, sendNewPassword, sendPasswordChange, sendPasswordReset, sendProfileUpdate, sendRegistration, sendCarSave, startSession } from './reactors';
import { resetPasswordLoader } from './reset-link';
import { CredentialVault, createCredentialVault, createUserSession, type UserSession } from './session';

export type { AuthView, CustomerProfile, SessionStatus, UserSessionView } from './messages';
export { RequireLogin, LOGIN_REQUIRED } from './require-login';
export { USER_TEXTS } from './reactors';

const myAccount: RouteContribution = { name: 'my-account', path: '/my-account', cacheTag: 'my-account', component: () => import('./account-page'), source: 'src/modules/user/account-page.tsx' };

/**
 * The reset e-mail's link (ADR 0041). Its URL holds a one-time token: no cache may keep the page (the output cache
 * and the service worker also skip any URL with `token`), and no other site may see the address as a referrer.
 */
export const RESET_PASSWORD_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } as const;
const resetPassword: RouteContribution = {
  name: 'reset-password',
  path: '/reset-password',
  headers: RESET_PASSWORD_HEADERS,
  component: () => import('./reset-password-page'),
  source: 'src/modules/user/reset-password-page.tsx',
  loader: resetPasswordLoader,
};

/**
 * User (spec sections 4-8): the session (restored at start-up, login, registration, password reset and
 * change, profile and address saves, logout), the sign-in dialog, the header's Sign in / My account action,
 * the /my-account page and the session port of the sync layer (tokens and their refresh).
 */
export const userModule = defineModule({
  id: 'user',
  requires: ['notifications', 'ui-state'],
  activation: 'eager',
  // The session comes from storage at every start (ADR 0023: tokens are not in the log), so every page load
  // starts 'unknown' like the server render; its events are still logged for support.
  sessionOnly: true,
  decider: userDecider,
  projections: [userSession],
  reactors: [sendLogin, sendRegistration, sendPasswordReset, sendNewPassword, sendPasswordChange, sendProfileUpdate, sendCarSave, endSession],
  onStart: startSession,
  bindings: new ContainerModule(({ bind }) => {
    // One session per view, like the event log.
    bind<UserSession>(UserSessionToken)
      .toDynamicValue((context) =>
        createUserSession({ store: createDurableStore(`user-${context.get<StoreView>(StoreViewToken).storeCode}`), fetch: (input, init) => globalThis.fetch(input, init) }),
      )
      .inSingletonScope();
    bind<CredentialVault>(CredentialVault).toConstantValue(createCredentialVault());
  }),
  routes: [myAccount, resetPassword, ...accountRoutes],
  slots: [
    { slot: 'layout/headerActions', key: 'account', order: 20, component: AccountHeaderAction },
    { slot: 'layout/overlay', key: 'auth', component: AuthDialog },
    ...accountSlots,
  ],
  translations: [
    defineTranslations('user', {
      en: () => import('./locales/en.json'),
      et: () => import('./locales/et.json'),
      ru: () => import('./locales/ru.json'),
      fi: () => import('./locales/fi.json'),
      it: () => import('./locales/it.json'),
    }),
    accountTranslations,
  ],
});
