import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { DiagnosticsSection, DiagnosticsShortcut } from './view';

export { logFileName, downloadJsonLines } from './download';

/**
 * Diagnostics: the store view's event log as a JSON-lines download for support, from My Account
 * ('Download diagnostics') or Ctrl+Shift+E on any page.
 */
export const diagnosticsModule = defineModule({
  id: 'diagnostics',
  activation: 'eager',
  slots: [
    { slot: 'account/sections', key: 'diagnostics', order: 90, component: DiagnosticsSection },
    { slot: 'layout/overlay', key: 'diagnostics', component: DiagnosticsShortcut },
  ],
  translations: defineTranslations('diagnostics', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
