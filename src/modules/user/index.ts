import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { RouteContribution } from '../../kernel/module';
import type { StoreView } from '../../kernel/store-view/types';
import { UserSessionToken } from '../../kernel/sync';
import { accountRoutes, accountSlots, accountTranslations } from './account';
import { AccountHeaderAction, AuthDialog } from './auth-dialog';
import { userDecider } from './decider';
import { userSession } from './projection';
import { endSession, sendLogin, sendPasswordChange, sendPasswordReset, sendProfileUpdate, sendRegistration, sendCarSave, startSession } from './reactors';
import { CredentialVault, createCredentialVault, createUserSession, type UserSession } from './session';

export type { AuthView, CustomerProfile, SessionStatus, UserSessionView } from './messages';
export { RequireLogin, LOGIN_REQUIRED } from './require-login';
export { USER_TEXTS } from './reactors';

const myAccount: RouteContribution = { name: 'my-account', path: '/my-account', cacheTag: 'my-account', component: () => import('./account-page'), source: 'src/modules/user/account-page.tsx' };

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
  reactors: [sendLogin, sendRegistration, sendPasswordReset, sendPasswordChange, sendProfileUpdate, sendCarSave, endSession],
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
  routes: [myAccount, ...accountRoutes],
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
