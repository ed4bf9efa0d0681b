import { createInstance } from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import type { ModuleTranslations } from '../module';
import type { Language } from '../store-view/types';

/** What a per-request (server) or per-page (browser) i18n instance is built from. */
export interface CreateI18nOptions {
  language: Language;
  namespaces: readonly ModuleTranslations[];
  /** Namespace used by `t` without a prefix; defaults to the first namespace. */
  defaultNS?: string;
}

/**
 * Only the view's own language is loaded: every namespace has every key in every language
 * (tests/translations.spec.ts), so an English fallback would be bytes no page shows (ADR 0034).
 */
function languagesFor(language: Language): Language[] {
  return [language];
}

/**
 * Loaded chunks by namespace and language, kept for the life of the process: a server renders every page with
 * the same texts, and importing some forty chunks per request (each a module-loader round trip) cost more than
 * rendering the page (issue 16). A failed load is not kept, so the next request tries again.
 */
const chunks = new WeakMap<ModuleTranslations, Map<Language, Promise<Record<string, unknown>>>>();

async function importChunk(namespace: ModuleTranslations, language: Language): Promise<Record<string, unknown>> {
  try {
    const chunk = await namespace.load(language);
    return chunk.default;
  } catch (cause) {
    throw new Error(`i18n: could not load namespace "${namespace.namespace}" for language "${language}"`, { cause });
  }
}

function loadChunk(namespace: ModuleTranslations, language: Language): Promise<Record<string, unknown>> {
  let byLanguage = chunks.get(namespace);
  if (!byLanguage) {
    byLanguage = new Map();
    chunks.set(namespace, byLanguage);
  }
  const known = byLanguage.get(language);
  if (known) return known;
  const loading = importChunk(namespace, language);
  byLanguage.set(language, loading);
  loading.catch(() => byLanguage.delete(language));
  return loading;
}

async function loadAll(
  namespaces: readonly ModuleTranslations[],
  language: Language,
): Promise<{ language: Language; namespace: string; bundle: Record<string, unknown> }[]> {
  const jobs = namespaces.flatMap((namespace) =>
    languagesFor(language).map(async (lng) => ({ language: lng, namespace: namespace.namespace, bundle: await loadChunk(namespace, lng) })),
  );
  return Promise.all(jobs);
}

/**
 * A fresh i18next instance (never the global one, so concurrent SSR requests cannot mix languages)
 * with each namespace's chunk loaded for `language`.
 */
export async function createI18n(options: CreateI18nOptions): Promise<I18n> {
  const loaded = await loadAll(options.namespaces, options.language);
  const resources: Resource = {};
  for (const { language, namespace, bundle } of loaded) {
    resources[language] = { ...resources[language], [namespace]: bundle };
  }
  const names = options.namespaces.map((namespace) => namespace.namespace);
  const instance = createInstance();
  await instance.init({
    lng: options.language,
    fallbackLng: false,
    load: 'currentOnly',
    ns: names,
    defaultNS: options.defaultNS ?? names[0] ?? false,
    resources,
    // Module namespaces arrive later through loadNamespaces, not through a backend.
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds the namespaces of a lazily activated module to an existing instance (in its language).
 * Namespaces already present are not loaded again.
 */
export async function loadNamespaces(i18n: I18n, more: readonly ModuleTranslations[]): Promise<void> {
  const language = i18n.language as Language;
  const missing = more.filter((namespace) =>
    languagesFor(language).some((lng) => !i18n.hasResourceBundle(lng, namespace.namespace)),
  );
  if (missing.length === 0) return;
  const loaded = await loadAll(missing, language);
  for (const { language: lng, namespace, bundle } of loaded) {
    i18n.addResourceBundle(lng, namespace, bundle, true, false);
  }
  const known = new Set([...(Array.isArray(i18n.options.ns) ? i18n.options.ns : [])]);
  for (const namespace of missing) known.add(namespace.namespace);
  i18n.options.ns = [...known];
}
