import type { ModuleTranslations } from '../module';

/** Texts of the sync layer's notifications: the spec's English sentences are the keys. */
export const syncTranslations: ModuleTranslations = {
  namespace: 'sync',
  load: (language) => {
    switch (language) {
      case 'et': return import('./locales/et.json');
      case 'ru': return import('./locales/ru.json');
      case 'fi': return import('./locales/fi.json');
      case 'it': return import('./locales/it.json');
      default: return import('./locales/en.json');
    }
  },
};
