// Shared by the catalogue pages' stories (not part of the module's API): the kernel, texts, routes and parts.
import { defineModule, type EventDraft, type Kernel } from '../../kernel';
import { createLinkHelper } from '../../kernel/store-view';
import { recordingModule, testStoreView } from '../../kernel/testing';
import { languageInstances, loadModuleStory } from '../../kernel/testing/module-story';
import { catalogDecider } from './decider';
import type { ListedProduct } from './listed-product';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

export const catalogLocales = { et: { catalog: et }, ru: { catalog: ru }, en: { catalog: en }, fi: { catalog: fi }, it: { catalog: it } };

/** The routes the pages link to, in the test view (no store code prefix). */
export const catalogLink = createLinkHelper(testStoreView, [
  { name: 'home', path: '/' },
  { name: 'catalog', path: '/catalog' },
  { name: 'search', path: '/search' },
  { name: 'category', path: '/c/:slug' },
  ...['simple', 'configurable', 'bundle', 'grouped', 'virtual', 'downloadable'].map((type) => ({ name: `${type}-product`, path: '/p/:parentSku/:slug' })),
]);

/** Stand-in of the notifications module (the category page warns through it) and the catalog's own decider. */
const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
const catalog = defineModule({ id: 'catalog', activation: 'eager', decider: catalogDecider });

/** A started kernel, the English texts, and one i18next instance per language for the Languages stories. */
export async function loadCatalogStory(events: EventDraft[] = []) {
  const loaded = await loadModuleStory([notifications, catalog], 'catalog', en, { events });
  return { ...loaded, i18ns: await languageInstances(catalogLocales) };
}

/** The notices the page asked the notifications module for. */
export async function notices(kernel: Kernel): Promise<unknown[]> {
  return (await kernel.log.read()).filter((event) => event.type === 'notifications/notificationAdded').map((event) => event.data);
}

/** A listed part (no image: the card shows its placeholder, so the stories load no pictures). */
export const listedPart = (id: number, name: string, overrides: Partial<ListedProduct> = {}): ListedProduct => ({
  id,
  sku: `P-${id}`,
  name,
  slug: `part-${id}`,
  typeId: 'simple',
  brand: null,
  image: null,
  final: 24.8,
  original: 24.8,
  special: false,
  stock: 'ok',
  ...overrides,
});

export const brakeParts: ListedProduct[] = [
  listedPart(1, 'Brake pads, front — ATE', { brand: 'ATE', final: 37.2, original: 42.5, special: true }),
  listedPart(2, 'Brake disc, vented — TRW', { brand: 'TRW', final: 55.8, original: 55.8, stock: 'volatile' }),
  listedPart(3, 'Brake fluid DOT 4, 1 l — Castrol', { brand: 'Castrol', final: 12.4, original: 12.4, fewLeft: 2 }),
  listedPart(4, 'Brake caliper repair kit — Febi', { brand: 'febi bilstein', stock: 'out_of_stock' }),
];

/** Names and brands as long as the catalogue has: they wrap inside their cards. */
export const longParts: ListedProduct[] = [
  listedPart(11, 'Bosch 0 986 494 294 brake pad set, disc brake, front axle, with acoustic wear warning contact and accessories', { brand: 'Robert Bosch GmbH Automotive Aftermarket', final: 1249.99, original: 1399.99, special: true }),
  listedPart(12, 'Kraftstofffilterzusatzheizungsthermostat', { brand: 'febi bilstein', final: 3.99, original: 3.99 }),
];
