import { floorMats, wiperBlades } from './configurables';
import type { GeneratorContext } from './context';
import { brakeKit, fittingService, repairManual, serviceKit } from './kits';
import { POSITION } from './part-kinds';
import type { ProductBundle } from './rows';
import { kindOf, simplePart } from './simple-parts';
import type { Translated } from './text';

/**
 * Fixed products present in every catalogue seeded with 50 or more products, whatever the seed, so
 * tests and demos can rely on them. Ids, skus and English url_paths are stable; prices, stock and
 * EANs of parts not listed as special may vary with the seed.
 */
export const ANCHORS = {
  /** Oil filter fitting VW, Audi and Skoda 1.4/1.5 TSI engines; OE 04E 115 561 H and 04E 115 561 T. */
  oilFilter: { id: 1, sku: 'MANN-HU7020Z', partNumber: 'HU 7020 z', oe: ['04E 115 561 H', '04E 115 561 T'], urlPath: 'filters/oil-filters/mann-filter-hu-7020-z-1' },
  /** Another oil filter, OE 04E 115 561 B (an OE search for ...561 H must not find it). */
  otherOilFilter: { id: 2, sku: 'BOSCH-F026407183', partNumber: 'F 026 407 183', oe: ['04E 115 561 B'], urlPath: 'filters/oil-filters/bosch-f-026-407-183-2' },
  /** Front brake pads; English name "Brake pads, front — ATE 13.0460-7184.2". */
  brakePads: { id: 3, sku: 'ATE-13046071842', partNumber: '13.0460-7184.2', urlPath: 'brakes/brake-pads/ate-13-0460-7184-2-3' },
  /** Front brake disc (with the pads, the parts of the grouped brake kit). */
  brakeDisc: { id: 4, sku: 'ATE-24012501621', partNumber: '24.0125-0162.1', urlPath: 'brakes/brake-discs/ate-24-0125-0162-1-4' },
  /** Out of stock: qty 0, is_in_stock false. */
  outOfStock: { id: 5, sku: 'NGK-BKR6E112756', partNumber: 'BKR6E-11 2756', urlPath: 'engine/spark-plugs/ngk-bkr6e-11-2756-5' },
  /** Price 54.90, special price 39.90 from 10 days before generatedAt to 2 years after. */
  currentSpecial: { id: 6, sku: 'BREMBO-P85020', partNumber: 'P 85 020', price: 54.9, specialPrice: 39.9, urlPath: 'brakes/brake-pads/brembo-p-85-020-6' },
  /** Price 42.50, special price 29.90 that ended 30 days before generatedAt. */
  expiredSpecial: { id: 7, sku: 'TRW-GDB1550', partNumber: 'GDB1550', price: 42.5, specialPrice: 29.9, urlPath: 'brakes/brake-pads/trw-gdb1550-7' },
  engineOil: { id: 8, sku: 'CASTROL-15669E', partNumber: '15669E', urlPath: 'oils-and-fluids/engine-oil/castrol-15669e-8' },
  otherEngineOil: { id: 9, sku: 'MOBIL-153351', partNumber: '153351', urlPath: 'oils-and-fluids/engine-oil/mobil-153351-9' },
  dieselOilFilter: { id: 10, sku: 'MAHLE-OX188D', partNumber: 'OX 188D', urlPath: 'filters/oil-filters/mahle-ox-188d-10' },
  /** Configurable on wiper_length (450, 500, 550, 600 mm; the 600 mm child is out of stock), children 12-15. */
  wiperBlades: { id: 11, sku: 'BOSCH-AEROTWIN', childSkus: ['BOSCH-AEROTWIN-450', 'BOSCH-AEROTWIN-500', 'BOSCH-AEROTWIN-550', 'BOSCH-AEROTWIN-600'], urlPath: 'wipers/wiper-blades/bosch-aerotwin-11' },
  /** Configurable on color (black, grey) and size (s, m), children 17-20. */
  floorMats: { id: 16, sku: 'PETEX-MATS', childSkus: ['PETEX-MATS-BLACK-S', 'PETEX-MATS-BLACK-M', 'PETEX-MATS-GREY-S', 'PETEX-MATS-GREY-M'], urlPath: 'accessories/floor-mats/petex-rubber-16' },
  /** Grouped: the brake pads (id 3) and two brake discs (id 4). */
  brakeKit: { id: 21, sku: 'KIT-BRAKE-FRONT-ATE', urlPath: 'services/kits/brake-kit-ate-13046071842-ate-24012501621-21' },
  /** Bundle: oil (ids 8, 9) and oil filter (ids 1, 10); defaults 8 and 1. */
  serviceKit: { id: 22, sku: 'KIT-SERVICE-VAG', urlPath: 'services/kits/service-kit-mann-hu7020z-22' },
  /** Virtual: brake pad fitting, 35.00. */
  fitting: { id: 23, sku: 'SERVICE-FIT-BRAKE-PADS', urlPath: 'services/fitting/fitting-brake-pads-23' },
  /** Downloadable: repair manual for the VW Golf VII, 24.90. */
  manual: { id: 24, sku: 'MANUAL-VW-GOLF-VII', urlPath: 'services/repair-manuals/repair-manual-vw-golf-vii-24' },
  /** Disabled (status 2): never in search results. */
  disabled: { id: 25, sku: 'FEBI-101010', partNumber: '101010', urlPath: 'suspension/control-arms/febi-101010-25' },
} as const;

/** How many product rows the anchors take (ids 1..ANCHOR_ROWS). */
export const ANCHOR_ROWS = 25;

const TSI_VAG = (e: { make: string; engine: string }) => ['VW', 'Audi', 'Skoda'].includes(e.make) && ['1.4 TSI', '1.5 TSI'].includes(e.engine);
const SMALL_TSI_VAG = (e: { make: string; engine: string }) => ['VW', 'Audi', 'Skoda'].includes(e.make) && ['1.0 TSI', '1.2 TSI'].includes(e.engine);
const front = (key: string, index = 0): { name: Translated; position: number } => {
  const variant = kindOf(key).variants[index];
  if (!variant) throw new Error(`no variant ${index} of ${key}`);
  return variant;
};

/** The anchor products in id order (ids 1..25). */
export function* anchorProducts(ctx: GeneratorContext): Generator<ProductBundle> {
  const a = ANCHORS;
  for (const anchor of Object.values(a)) ctx.reservedSkus.add(anchor.sku);
  const golf7 = ctx.fitment.where((e) => e.make === 'VW' && e.model === 'Golf VII');
  const golfAndOctavia = ctx.fitment.where((e) => (e.make === 'VW' && e.model === 'Golf VII') || (e.make === 'Skoda' && e.model === 'Octavia III'));
  const inStock = { qty: 40, inStock: true };
  const oilFilter = simplePart(ctx, 1, kindOf('oil-filters'), { brand: 'MANN-FILTER', partNumber: a.oilFilter.partNumber, oe: a.oilFilter.oe, engines: ctx.fitment.where(TSI_VAG), price: 11.9, special: null, stock: inStock, status: 1, visibility: 4 });
  yield oilFilter;
  yield simplePart(ctx, 2, kindOf('oil-filters'), { brand: 'Bosch', partNumber: a.otherOilFilter.partNumber, oe: a.otherOilFilter.oe, engines: ctx.fitment.where(SMALL_TSI_VAG), price: 9.5, special: null, stock: inStock, status: 1, visibility: 4 });
  const pads = simplePart(ctx, 3, kindOf('brake-pads'), { brand: 'ATE', partNumber: a.brakePads.partNumber, variant: front('brake-pads'), engines: golfAndOctavia, oe: ['5Q0 698 151 B'], price: 38.9, special: null, stock: inStock, status: 1, visibility: 4 });
  yield pads;
  const disc = simplePart(ctx, 4, kindOf('brake-discs'), { brand: 'ATE', partNumber: a.brakeDisc.partNumber, variant: front('brake-discs'), engines: golfAndOctavia, oe: ['5Q0 615 301 F'], price: 52.4, special: null, stock: inStock, status: 1, visibility: 4 });
  yield disc;
  yield simplePart(ctx, 5, kindOf('spark-plugs'), { brand: 'NGK', partNumber: a.outOfStock.partNumber, engines: ctx.fitment.where(TSI_VAG), price: 8.9, special: null, stock: { qty: 0, inStock: false }, status: 1, visibility: 4 });
  yield simplePart(ctx, 6, kindOf('brake-pads'), {
    brand: 'Brembo', partNumber: a.currentSpecial.partNumber, variant: front('brake-pads'), engines: golf7, price: a.currentSpecial.price,
    special: { price: a.currentSpecial.specialPrice, from: ctx.isoAt(-10), to: ctx.isoAt(730) }, stock: inStock, status: 1, visibility: 4,
  });
  yield simplePart(ctx, 7, kindOf('brake-pads'), {
    brand: 'TRW', partNumber: a.expiredSpecial.partNumber, variant: front('brake-pads'), engines: golf7, price: a.expiredSpecial.price,
    special: { price: a.expiredSpecial.specialPrice, from: ctx.isoAt(-120), to: ctx.isoAt(-30) }, stock: inStock, status: 1, visibility: 4,
  });
  const oil = simplePart(ctx, 8, kindOf('engine-oil'), { brand: 'Castrol', partNumber: a.engineOil.partNumber, variant: front('engine-oil', 0), engines: [], price: 44.9, special: null, stock: inStock, status: 1, visibility: 4 });
  const otherOil = simplePart(ctx, 9, kindOf('engine-oil'), { brand: 'Mobil', partNumber: a.otherEngineOil.partNumber, variant: front('engine-oil', 1), engines: [], price: 49.9, special: null, stock: inStock, status: 1, visibility: 4 });
  const dieselFilter = simplePart(ctx, 10, kindOf('oil-filters'), { brand: 'MAHLE', partNumber: a.dieselOilFilter.partNumber, engines: ctx.fitment.where((e) => e.group === 'vag' && e.engine === '2.0 TDI'), price: 13.5, special: null, stock: inStock, status: 1, visibility: 4 });
  yield oil;
  yield otherOil;
  yield dieselFilter;
  yield* wiperBlades(ctx, 11, [450, 500, 550, 600], { sku: a.wiperBlades.sku, brand: 'Bosch', engines: golf7, outOfStock: new Set([3]) });
  yield* floorMats(ctx, 16, ['black', 'grey'], ['s', 'm'], { sku: a.floorMats.sku, brand: 'Petex' });
  yield brakeKit(ctx, 21, pads, disc, a.brakeKit.sku);
  yield serviceKit(ctx, 22, [oil, otherOil], [oilFilter, dieselFilter], a.serviceKit.sku);
  yield fittingService(ctx, 23, 'brake-pads', 35, a.fitting.sku);
  const golf = ctx.tree.engines.find((e) => e.make === 'VW' && e.model === 'Golf VII');
  if (!golf) throw new Error('the vehicle tree has no VW Golf VII');
  yield repairManual(ctx, 24, golf, 24.9, a.manual.sku);
  yield simplePart(ctx, 25, kindOf('control-arms'), { brand: 'Febi', partNumber: a.disabled.partNumber, variant: { ...front('control-arms'), position: POSITION.front }, engines: golf7, price: 64, special: null, stock: inStock, status: 2, visibility: 4 });
}
