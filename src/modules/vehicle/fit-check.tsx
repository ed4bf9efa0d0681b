import { Check } from 'lucide';
import { useEffect, useState } from 'react';
import { searchCatalogue } from '../../kernel/api';
import type { ProductSummary } from '../../kernel/product';
import { useHydrated, useKernel, useProjection, useStoreView } from '../../kernel/react';
import { useVehicleT } from './hooks';
import { FITMENT_TEXTS, fitmentOf, type Fitment, type FitmentCategoryDoc } from './logic/fitment';
import { vehicleLabel } from './logic/options';
import styles from './vehicle-bar.module.css';
import { Icon } from '../../ui';

/** The product's engine categories from the catalogue (its category ids, then those that are engines). */
function useProductEngines(sku: string, enabled: boolean): { categoryIds: number[]; categories: FitmentCategoryDoc[] } | null {
  const services = useKernel().container;
  const view = useStoreView();
  const [answer, setAnswer] = useState<{ sku: string; categoryIds: number[]; categories: FitmentCategoryDoc[] } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const signal = controller.signal;
    void (async () => {
      try {
        const products = await searchCatalogue<{ category_ids?: number[] }>(services, view, 'product', { query: { bool: { filter: [{ terms: { sku: [sku] } }] } }, _source: ['category_ids'], size: 1 }, { signal });
        const categoryIds = products.hits.hits[0]?._source.category_ids ?? [];
        const categories = categoryIds.length
          ? (await searchCatalogue<FitmentCategoryDoc>(services, view, 'category', { query: { bool: { filter: [{ terms: { id: categoryIds } }, { terms: { level: [4] } }] } }, _source: ['id', 'level', 'path'], size: categoryIds.length }, { signal })).hits.hits.map((hit) => hit._source)
          : [];
        setAnswer({ sku, categoryIds, categories });
      } catch {
        if (!signal.aborted) setAnswer({ sku, categoryIds: [], categories: [] });
      }
    })();
    return () => controller.abort();
  }, [services, view, sku, enabled]);
  return answer && answer.sku === sku ? answer : null;
}

/**
 * The fit check beside "Add to cart" (spec section 4 "Vehicle"): with an applied car, 'Fits your car' or
 * 'Product does not match the selected vehicle' from the product's engine categories (a part without any is
 * never shown as fitting); without a car, 'Please select a vehicle to check if the part fits'.
 */
export function FitCheck({ product }: { product: ProductSummary }) {
  const t = useVehicleT();
  const hydrated = useHydrated();
  const { make, model, engine, applied } = useProjection('vehicle/state');
  const car = applied && make && model && engine ? { make, model, engine } : null;
  const engines = useProductEngines(product.sku, hydrated && car !== null);
  let fitment: Fitment | 'checking' = 'noCar';
  if (car) fitment = engines ? fitmentOf(car.engine.value, engines.categoryIds, engines.categories) : 'checking';
  // Until the verdict is known (the car lives in the browser's log), its room is kept: "Add to cart" under it must
  // not move down in a phone's first screen when it arrives (CLS, ADR 0076).
  if (!hydrated || fitment === 'checking') return <p className={`${styles.fitCheck} ${styles.hint}`} aria-hidden="true" />;
  const tone = fitment === 'fits' ? styles.fits : fitment === 'doesNotFit' ? styles.misfit : styles.hint;
  return (
    <p className={`${styles.fitCheck} ${tone}`} role="status">
      {fitment === 'fits' && car ? (
        <>
          <Icon icon={Check} size={18} /> {`${t(FITMENT_TEXTS.fits)}: ${vehicleLabel(car)}`}
        </>
      ) : (
        t(FITMENT_TEXTS[fitment])
      )}
    </p>
  );
}
