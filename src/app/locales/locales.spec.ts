import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../kernel/store-view/types';
import { shellTranslations } from './index';
import en from './en.json';

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('shell translations', () => {
  const english = new Map(flatten(en));

  it.each(LANGUAGES)('%s has exactly the English keys, non-empty strings and the same placeholders', async (language) => {
    const { default: bundle } = await shellTranslations.load(language);
    const entries = flatten(bundle);
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of entries) {
      expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
      expect(placeholders(value), `${language}: ${key}`).toEqual(placeholders(english.get(key)));
    }
  });

  it('keeps the texts the app shell relies on', () => {
    expect(english.get('route.compare.title')).toBe('Compare Products');
    expect(english.get('auth.loginRequired')).toBe('You need to be logged in to see this page');
    expect(english.get('error.notFound.title')).toBe('404 Page Not Found');
    expect(english.get('The product, category or CMS page is not available in Offline mode. Redirecting to Home.')).toBe('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');
  });

  it('uses the namespace "shell"', () => {
    expect(shellTranslations.namespace).toBe('shell');
  });
});
