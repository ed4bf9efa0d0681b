import { describe, expect, it } from 'vitest';
import { loadAllModules } from '../src/app/manifest';
import { shellTranslations } from '../src/app/locales';
import { syncTranslations } from '../src/kernel/sync/translations';
import type { ModuleTranslations } from '../src/kernel/module';
import { LANGUAGES } from '../src/kernel/store-view/types';

// Pages load only their view's language (no English fallback, ADR 0034): so every namespace must
// have every English key in every language, or a shopper would see a raw key.

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

// Plural forms differ by language (Russian has one, few, many, other): compare the base key.
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const namespaces: ModuleTranslations[] = [
  shellTranslations,
  syncTranslations,
  ...(await loadAllModules()).flatMap((module) => (module.translations ? [module.translations].flat() : [])),
];

describe('translations', () => {
  it('covers every module namespace', () => {
    expect(namespaces.length).toBeGreaterThan(15);
  });

  it.each(namespaces.map((ns) => [ns.namespace, ns] as const))('%s has every English key in every language', async (_name, namespace) => {
    const english = new Set(flatten((await namespace.load('en')).default).map(baseKey));
    for (const language of LANGUAGES) {
      const keys = new Set(flatten((await namespace.load(language)).default).map(baseKey));
      const missing = [...english].filter((key) => !keys.has(key));
      expect(missing, `${namespace.namespace} (${language})`).toEqual([]);
    }
  });
});
