import { lazy } from 'react';
import { defineModule } from '../../kernel';
import { defineTranslations } from '../../kernel/i18n';
import { DiagnosticsShortcut } from './view';

// My Account's section loads when that page draws it (ADR 0075); the Ctrl+Shift+E shortcut stays on every page.
const DiagnosticsSection = lazy(() => import('./section').then((m) => ({ default: m.DiagnosticsSection })));

export { logFileName, downloadJsonLines } from './download';

/**
 * Diagnostics: the store view's event log as a JSON-lines download for support, from My Account
 * ('Download diagnostics') or Ctrl+Shift+E on any page; and 'Share with support' in My Account (redacted,
 * after a confirm; support opens it by its code in the console at /support, ADR 0066).
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
