import type { Language, StoreView } from '../kernel/store-view/types';

const DEFAULT_INDEX = 'vue_storefront_catalog';

interface ViewSeed {
  storeCode: string;
  storeId: number;
  name: string;
  language: Language;
  locale: string;
  appendStoreCode: boolean;
  domains: readonly string[];
  listed: boolean;
  timeZone: string;
  taxCountry: string;
}

/** The site name pages are titled with when they have no title of their own (the shell's 'AP24 Car Parts'). */
const DEFAULT_TITLE = 'AP24 Car Parts';

/** A view's url (spec "Store view"): its prefix, else its own domain, else the root. */
export function storeViewUrl(candidate: Pick<StoreView, 'storeCode' | 'appendStoreCode' | 'domains' | 'isDefault'>): string {
  if (candidate.appendStoreCode) return `/${candidate.storeCode}`;
  const [domain] = candidate.domains;
  return !candidate.isDefault && domain ? `//${domain}` : '/';
}

function view(seed: ViewSeed): StoreView {
  const isDefault = seed.storeCode === 'est';
  const base: Omit<StoreView, 'url' | 'seo'> = {
    storeCode: seed.storeCode,
    storeId: seed.storeId,
    name: seed.name,
    language: seed.language,
    locale: seed.locale,
    timeZone: seed.timeZone,
    appendStoreCode: seed.appendStoreCode,
    domains: seed.domains,
    isDefault,
    currency: { code: 'EUR', sign: '€' },
    tax: { defaultCountry: seed.taxCountry, sourcePriceIncludesTax: false },
    searchIndex: isDefault ? DEFAULT_INDEX : `${DEFAULT_INDEX}_${seed.storeCode}`,
    listed: seed.listed,
  };
  return { ...base, url: storeViewUrl(base), seo: { defaultTitle: DEFAULT_TITLE } };
}

const TALLINN = { timeZone: 'Europe/Tallinn', taxCountry: 'EE' };
const ROME = { timeZone: 'Europe/Rome', taxCountry: 'IT' };

/**
 * The seven store views (spec section 1) with local default domains: `fi.localhost` and `it.localhost`
 * stand in for the Finnish and Italian own domains (Chromium resolves `*.localhost` to loopback).
 */
export const storeViews: readonly StoreView[] = [
  view({ storeCode: 'est', storeId: 2, name: 'Eesti', language: 'et', locale: 'et-EE', appendStoreCode: false, domains: ['localhost', '127.0.0.1'], listed: true, ...TALLINN }),
  view({ storeCode: 'rus', storeId: 3, name: 'Русский', language: 'ru', locale: 'ru-RU', appendStoreCode: true, domains: [], listed: true, ...TALLINN }),
  view({ storeCode: 'eng', storeId: 4, name: 'English', language: 'en', locale: 'en-GB', appendStoreCode: true, domains: [], listed: true, ...TALLINN }),
  view({ storeCode: 'fin', storeId: 6, name: 'Suomi', language: 'fi', locale: 'fi-FI', appendStoreCode: false, domains: ['fi.localhost'], listed: true, timeZone: 'Europe/Helsinki', taxCountry: 'FI' }),
  view({ storeCode: 'test', storeId: 8, name: 'Test', language: 'en', locale: 'en-GB', appendStoreCode: true, domains: [], listed: false, ...TALLINN }),
  view({ storeCode: 'ap24_italy_it', storeId: 9, name: 'Italia', language: 'it', locale: 'it-IT', appendStoreCode: false, domains: ['it.localhost'], listed: true, ...ROME }),
  view({ storeCode: 'ap24_italy_en', storeId: 10, name: 'Italy (English)', language: 'en', locale: 'en-IE', appendStoreCode: true, domains: [], listed: true, ...ROME }),
];

/** The built-in view with this store code, or undefined. */
export function findStoreView(code: string, views: readonly StoreView[] = storeViews): StoreView | undefined {
  return views.find((candidate) => candidate.storeCode === code);
}

// A host name label: letters, digits, inner hyphens; at least one label, optional port-free IPv4 fits too.
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function parseDomainOverrides(value: string): Map<string, string[]> {
  const overrides = new Map<string, string[]>();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([^=\s]+)=(.*)$/.exec(entry);
    if (!match) throw new Error(`STORE_VIEW_DOMAINS: "${entry}" is not code=host[|host...]`);
    const [, code = '', hostList = ''] = match;
    if (!findStoreView(code)) {
      const known = storeViews.map((candidate) => candidate.storeCode).join(', ');
      throw new Error(`STORE_VIEW_DOMAINS: unknown store code "${code}" (known: ${known})`);
    }
    if (overrides.has(code)) throw new Error(`STORE_VIEW_DOMAINS: store code "${code}" is listed twice`);
    const hosts = hostList.split('|').map((host) => host.trim().toLowerCase()).filter(Boolean);
    for (const host of hosts) {
      if (!HOST_NAME.test(host)) throw new Error(`STORE_VIEW_DOMAINS: "${host}" for "${code}" is not a host name (no scheme, port or path)`);
    }
    overrides.set(code, hosts);
  }
  return overrides;
}

/**
 * The store views with `STORE_VIEW_DOMAINS` applied, e.g. `fin=autoosad.fi,ap24_italy_it=ricambi.it|www.ricambi.it`
 * (each listed view's domains are replaced; `code=` clears them). Throws a one-line error on bad input.
 */
export function configureStoreViews(env: Record<string, string | undefined>): readonly StoreView[] {
  const raw = env.STORE_VIEW_DOMAINS?.trim();
  if (!raw) return storeViews;
  const overrides = parseDomainOverrides(raw);
  const configured = storeViews.map((candidate) => {
    const domains = overrides.get(candidate.storeCode);
    return domains ? { ...candidate, domains, url: storeViewUrl({ ...candidate, domains }) } : candidate;
  });
  const owners = new Map<string, string>();
  for (const candidate of configured) {
    for (const domain of candidate.domains) {
      const owner = owners.get(domain);
      if (owner) throw new Error(`STORE_VIEW_DOMAINS: host "${domain}" is used by both "${owner}" and "${candidate.storeCode}"`);
      owners.set(domain, candidate.storeCode);
    }
  }
  return configured;
}
