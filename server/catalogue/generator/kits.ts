import { LANGUAGES } from '../../../src/kernel/store-view/types';
import type { GeneratorContext } from './context';
import { TEXT } from './composite-texts';
import { imageAttrs } from './images';
import { buildProduct, mapLanguages } from './product-build';
import type { ProductBundle } from './rows';
import type { EngineCategory } from './vehicles';

const round = (n: number): number => Math.round(n * 100) / 100;

function enginesOf(ctx: GeneratorContext, parts: readonly ProductBundle[]): EngineCategory[] {
  const ids = new Set(parts.flatMap((p) => p.product.category_ids));
  return ctx.tree.engines.filter((e) => ids.has(e.id)).slice(0, 60);
}

/** A grouped brake kit linking front pads and discs (product_links of link_type 'associated'). */
export function brakeKit(ctx: GeneratorContext, id: number, pads: ProductBundle, disc: ProductBundle, sku = `KIT-BRAKE-${id}`): ProductBundle {
  const parts = [pads, disc];
  return buildProduct(ctx, {
    id, sku, type: 'grouped', price: round(pads.product.price + disc.product.price * 2), categoryKey: 'kits',
    engines: enginesOf(ctx, parts), brand: pads.product.brand,
    name: mapLanguages((l) => `${TEXT.brakeKit[l]} — ${pads.product.sku} + ${disc.product.sku}`),
    description: TEXT.brakeKitDescription, slugBase: `brake kit ${pads.product.sku} ${disc.product.sku}`,
    attrs: {
      ...imageAttrs('brake-kit', sku), item_class: 2, item_class_2: 1, tier_prices: [],
      product_links: parts.map((part, position) => ({
        sku, link_type: 'associated', linked_product_sku: part.product.sku, linked_product_type: 'simple', position,
        extension_attributes: { qty: part === disc ? 2 : 1 },
      })),
    },
    stock: { qty: 0, inStock: parts.every((p) => p.stock.is_in_stock), manage: false },
    ageDays: 30,
  });
}

function bundleOption(sku: string, optionId: number, title: string, choices: readonly ProductBundle[], position: number) {
  return {
    option_id: optionId, title, required: true, type: 'radio', position, sku,
    product_links: choices.map((choice, index) => ({
      id: choice.product.id, sku: choice.product.sku, option_id: optionId, qty: 1, position: index,
      is_default: index === 0, price: null, price_type: null, can_change_quantity: 0,
    })),
  };
}

/** A bundle service kit: choose one engine oil and one oil filter (bundle_options with product_links). */
export function serviceKit(ctx: GeneratorContext, id: number, oils: readonly ProductBundle[], filters: readonly ProductBundle[], sku = `KIT-SERVICE-${id}`): ProductBundle {
  const options = (language: (typeof LANGUAGES)[number]) => [
    bundleOption(sku, id * 10 + 1, TEXT.oilOption[language], oils, 0),
    bundleOption(sku, id * 10 + 2, TEXT.filterOption[language], filters, 1),
  ];
  const defaults = [oils[0], filters[0]].filter((p): p is ProductBundle => p !== undefined);
  return buildProduct(ctx, {
    id, sku, type: 'bundle', price: round(defaults.reduce((sum, p) => sum + p.product.price, 0)), categoryKey: 'kits',
    engines: enginesOf(ctx, filters), brand: null,
    name: mapLanguages((l) => `${TEXT.serviceKit[l]} (${filters[0]?.product.sku ?? ''})`),
    description: TEXT.serviceKitDescription, slugBase: `service kit ${filters[0]?.product.sku ?? id}`,
    attrs: { ...imageAttrs('service-kit', sku), item_class: 2, item_class_2: 3, tier_prices: [], bundle_options: options('en'), price_type: 0 },
    i18nAttrs: Object.fromEntries(LANGUAGES.map((l) => [l, { bundle_options: options(l) }])),
    stock: { qty: 0, inStock: true, manage: false },
    ageDays: 20,
  });
}

/** A virtual fitting service for the parts of one category. */
export function fittingService(ctx: GeneratorContext, id: number, partKey: string, price: number, sku = `SERVICE-FIT-${partKey.toUpperCase()}-${id}`): ProductBundle {
  const part = ctx.tree.partByKey.get(partKey);
  const what = mapLanguages((l) => (part ? part.name[l].toLowerCase() : partKey));
  return buildProduct(ctx, {
    id, sku, type: 'virtual', price, categoryKey: 'fitting', brand: 'Autoparts24',
    name: mapLanguages((l) => `${TEXT.fitting[l]}: ${what[l]}`), description: TEXT.fittingDescription, slugBase: `fitting ${partKey}`,
    attrs: { ...imageAttrs('fitting', sku), item_class: 1, item_class_2: 5, tier_prices: [], service_duration_minutes: 30 + (id % 4) * 15 },
    stock: { qty: 0, inStock: true, manage: false },
    ageDays: 60,
  });
}

/** A downloadable repair manual for one model (downloadable_links with a sample). */
export function repairManual(ctx: GeneratorContext, id: number, engine: EngineCategory, price: number, sku = `MANUAL-${id}`): ProductBundle {
  const car = `${engine.make} ${engine.model}`;
  const file = `${car.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`;
  const links = (l: (typeof LANGUAGES)[number]) => [{
    id: id * 10 + 1, title: TEXT.manualLink[l], link_type: 'url', link_url: `/downloads/manuals/${file}.pdf`, is_shareable: 0,
    number_of_downloads: 5, sample_type: 'url', sample_url: `/downloads/manuals/${file}-sample.pdf`, sample_title: TEXT.manualSample[l],
  }];
  return buildProduct(ctx, {
    id, sku, type: 'downloadable', price, categoryKey: 'repair-manuals', engines: ctx.tree.engines.filter((e) => e.modelId === engine.modelId),
    brand: 'Haynes', name: mapLanguages((l) => `${TEXT.manual[l]}: ${car}`), description: TEXT.manualDescription, slugBase: `repair manual ${car}`,
    attrs: { ...imageAttrs('repair-manuals', sku), item_class: 1, item_class_2: 5, tier_prices: [], links_purchased_separately: 0, downloadable_links: links('en') },
    i18nAttrs: Object.fromEntries(LANGUAGES.map((l) => [l, { downloadable_links: links(l), links_title: TEXT.manualLink[l] }])),
    stock: { qty: 0, inStock: true, manage: false },
    ageDays: 90,
  });
}
