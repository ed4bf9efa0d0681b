export { createI18n, loadNamespaces } from './create-i18n';
export type { CreateI18nOptions } from './create-i18n';
export { defineTranslations, type TranslationChunk } from './define-translations';
