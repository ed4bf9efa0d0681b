import { defineTranslations } from '../i18n/define-translations';

/** Texts of the sync layer's notifications: the spec's English sentences are the keys. */
export const syncTranslations = defineTranslations('sync', {
  en: () => import('./locales/en.json'),
  et: () => import('./locales/et.json'),
  ru: () => import('./locales/ru.json'),
  fi: () => import('./locales/fi.json'),
  it: () => import('./locales/it.json'),
});
