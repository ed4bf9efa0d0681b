import { defineTranslations } from '../../kernel/i18n';

// Static imports, one per language (Vite refuses a template-literal import of `./${language}.json` from
// this same folder).
/** The app shell's texts (namespace `shell`); Vite emits one chunk per language. */
export const shellTranslations = defineTranslations('shell', {
  en: () => import('./en.json'),
  et: () => import('./et.json'),
  ru: () => import('./ru.json'),
  fi: () => import('./fi.json'),
  it: () => import('./it.json'),
});
