import type { ModuleTranslations } from '../module';
import type { Language } from '../store-view/types';

/** One language's chunk of a namespace: a JSON module. */
export type TranslationChunk = () => Promise<{ default: Record<string, unknown> }>;

/**
 * A namespace's translations from one static import per language, so the bundler emits one chunk per
 * language and a missing language is a type error.
 *
 * @example
 * defineTranslations('cart', { en: () => import('./locales/en.json'), et: () => import('./locales/et.json'), ... })
 */
export function defineTranslations(namespace: string, chunks: Record<Language, TranslationChunk>): ModuleTranslations {
  return { namespace, load: (language) => chunks[language]() };
}
