import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadAllModules } from '../manifest';
import { fetchSharedLog } from './fetch-shared';
import { SupportConsole } from './support-console';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

const LANGUAGES = ['en', 'et', 'ru', 'fi', 'it'] as const;

/** The staff member's browser language when the console has it, else English. */
function startLanguage(): string {
  const asked = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(asked) ? asked : 'en';
}

/** Renders the console into #support-console with its own i18next instance (no shop shell, no kernel). */
export async function mountSupportConsole(): Promise<void> {
  const element = document.getElementById('support-console');
  if (!element) throw new Error('#support-console is missing');
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: startLanguage(),
    fallbackLng: 'en',
    resources: { en: { support: en }, et: { support: et }, ru: { support: ru }, fi: { support: fi }, it: { support: it } },
    defaultNS: 'support',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  i18n.on('languageChanged', (language) => document.documentElement.setAttribute('lang', language));
  document.documentElement.setAttribute('lang', i18n.language);
  createRoot(element).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SupportConsole loadModules={loadAllModules} fetchShared={(code) => fetchSharedLog(fetch, code)} />
      </I18nextProvider>
    </StrictMode>,
  );
  element.setAttribute('data-ready', 'true');
}
