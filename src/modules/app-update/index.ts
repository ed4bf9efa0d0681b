import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { appUpdateDecider } from './decider';
import { updatePrompt } from './projection';
import { applyUpdate } from './reactors';
import { AppUpdateView } from './view';

export type { AppUpdateStatus } from './messages';
export { AppUpdater } from './updater';

/**
 * App update: when a new version of the shop has been deployed and its service worker waits, a small
 * prompt offers "Reload" (the new version takes over) or "Later". The app's service-worker registration
 * dispatches `app-update/offer` and binds the `AppUpdater` port.
 */
export const appUpdateModule = defineModule({
  id: 'app-update',
  activation: 'eager',
  // A waiting version belongs to this page load; the next load asks the service worker again.
  sessionOnly: true,
  decider: appUpdateDecider,
  projections: [updatePrompt],
  reactors: [applyUpdate],
  slots: [{ slot: 'layout/overlay', key: 'app-update', component: AppUpdateView }],
  translations: defineTranslations('app-update', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
