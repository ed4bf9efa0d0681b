import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { ModuleTranslations } from '../module';
import type { Language } from '../store-view/types';
import { createI18n, loadNamespaces } from './create-i18n';

type Bundles = Partial<Record<Language, Record<string, unknown>>>;

function fakeNamespace(namespace: string, bundles: Bundles) {
  const load = vi.fn(async (language: Language) => {
    const bundle = bundles[language];
    if (!bundle) throw new Error(`no ${language} chunk`);
    return { default: bundle };
  });
  return { namespace, load } satisfies ModuleTranslations;
}

const shell = () =>
  fakeNamespace('shell', {
    en: { nav: { home: 'Home', compare: 'Compare' }, greeting: 'Hello <b>{{name}}</b>' },
    et: { nav: { home: 'Avaleht' } },
    ru: { nav: { home: 'Главная' } },
  });

describe('createI18n', () => {
  it("loads only the view's language chunk of each namespace (no English fallback)", async () => {
    const ns = shell();
    const i18n = await createI18n({ language: 'et', namespaces: [ns] });
    expect(ns.load.mock.calls.map(([language]) => language)).toEqual(['et']);
    expect(i18n.language).toBe('et');
    expect(i18n.t('nav.home')).toBe('Avaleht');
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(false);
  });

  it('loads a chunk once for every instance made from it (a server renders each request with the same texts)', async () => {
    const ns = shell();
    const [first, second] = await Promise.all([createI18n({ language: 'et', namespaces: [ns] }), createI18n({ language: 'et', namespaces: [ns] })]);
    const third = await createI18n({ language: 'et', namespaces: [ns] });
    expect(ns.load).toHaveBeenCalledTimes(1);
    // Separate instances all the same: one changing its language leaves the others alone.
    await first.changeLanguage('ru');
    expect([second.t('nav.home'), third.t('nav.home')]).toEqual(['Avaleht', 'Avaleht']);
  });

  it('tries a chunk again after its load failed', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return { default: { nav: { home: 'Avaleht' } } };
    });
    const ns: ModuleTranslations = { namespace: 'shell', load };
    await expect(createI18n({ language: 'et', namespaces: [ns] })).rejects.toThrow('could not load namespace "shell" for language "et"');
    fail = false;
    expect((await createI18n({ language: 'et', namespaces: [ns] })).t('nav.home')).toBe('Avaleht');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads English once for an English view', async () => {
    const ns = shell();
    const i18n = await createI18n({ language: 'en', namespaces: [ns] });
    expect(ns.load).toHaveBeenCalledTimes(1);
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('uses the first namespace as default and reaches others by prefix', async () => {
    const cart = fakeNamespace('cart', { en: { title: 'Cart' }, ru: { title: 'Корзина' } });
    const i18n = await createI18n({ language: 'ru', namespaces: [shell(), cart] });
    expect(i18n.t('nav.home')).toBe('Главная');
    expect(i18n.t('cart:title')).toBe('Корзина');
    const cartFirst = await createI18n({ language: 'ru', namespaces: [shell(), cart], defaultNS: 'cart' });
    expect(cartFirst.t('title')).toBe('Корзина');
  });

  it('does not escape interpolated values (React escapes them)', async () => {
    const i18n = await createI18n({ language: 'en', namespaces: [shell()] });
    expect(i18n.t('greeting', { name: '<Tom & Jerry>' })).toBe('Hello <b><Tom & Jerry></b>');
  });

  it('keeps instances independent and leaves the global instance alone', async () => {
    const [et, ru] = await Promise.all([
      createI18n({ language: 'et', namespaces: [shell()] }),
      createI18n({ language: 'ru', namespaces: [shell()] }),
    ]);
    expect(et.t('nav.home')).toBe('Avaleht');
    expect(ru.t('nav.home')).toBe('Главная');
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
    expect(et.options.react?.useSuspense).toBe(false);
  });

  it('rejects with the namespace and language when a chunk fails', async () => {
    const broken = fakeNamespace('broken', { en: {} });
    await expect(createI18n({ language: 'fi', namespaces: [broken] })).rejects.toThrow(
      'i18n: could not load namespace "broken" for language "fi"',
    );
  });
});

describe('loadNamespaces', () => {
  it('adds a lazily activated namespace in the current language and English', async () => {
    const i18n = await createI18n({ language: 'et', namespaces: [shell()] });
    const checkout = fakeNamespace('checkout', { en: { pay: 'Pay', back: 'Back' }, et: { pay: 'Maksa', back: 'Tagasi' } });
    expect(i18n.exists('checkout:pay')).toBe(false);
    await loadNamespaces(i18n, [checkout]);
    expect(i18n.t('checkout:pay')).toBe('Maksa');
    expect(i18n.t('checkout:back')).toBe('Tagasi');
    expect(checkout.load.mock.calls.map(([language]) => language)).toEqual(['et']);
    expect(i18n.options.ns).toContain('checkout');
  });

  it('does not load a namespace twice', async () => {
    const i18n = await createI18n({ language: 'ru', namespaces: [shell()] });
    const compare = fakeNamespace('compare', { en: { title: 'Compare' }, ru: { title: 'Сравнение' } });
    await loadNamespaces(i18n, [compare]);
    await loadNamespaces(i18n, [compare]);
    expect(compare.load).toHaveBeenCalledTimes(1);
    expect(i18n.t('compare:title')).toBe('Сравнение');
  });
});
