import type { Reactor } from '../../kernel/module';
import { AppUpdater } from './updater';

/** "Reload" chosen: the app's updater activates the waiting service worker, which reloads the page. */
export const applyUpdate: Reactor<'app-update/updateAccepted'> = {
  on: ['app-update/updateAccepted'],
  run(_event, { services }) {
    if (!services.isBound(AppUpdater)) throw new Error('app-update: no AppUpdater is bound, so the new version cannot take over');
    services.get<AppUpdater>(AppUpdater).apply();
  },
};
