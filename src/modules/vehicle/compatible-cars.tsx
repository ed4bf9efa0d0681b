import { useEffect, useId, useState } from 'react';
import { searchCatalogue } from '../../kernel/api';
import type { ProductSummary } from '../../kernel/product';
import { useKernel, useStoreView } from '../../kernel/react';
import { useVehicleT } from './hooks';
import { COMPATIBLE_ENGINES_LIMIT, groupCompatibleCars, type CompatibleMake, type VehicleTreeDoc } from './logic/compatible';
import { VEHICLE_LEVELS } from './logic/options';
import styles from './vehicle-bar.module.css';

/** The product's engines (at most 100) with their models and makes, from the catalogue. */
function useCompatibleCars(sku: string): CompatibleMake[] | null {
  const services = useKernel().container;
  const view = useStoreView();
  const [answer, setAnswer] = useState<{ sku: string; makes: CompatibleMake[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    const categories = (filter: unknown[], size: number) =>
      searchCatalogue<VehicleTreeDoc>(services, view, 'category', { query: { bool: { filter } }, _source: ['id', 'name', 'level', 'path', 'parent_id', 'position'], size }, { signal }).then((found) => found.hits.hits.map((hit) => hit._source));
    void (async () => {
      try {
        const products = await searchCatalogue<{ category_ids?: number[] }>(services, view, 'product', { query: { bool: { filter: [{ terms: { sku: [sku] } }] } }, _source: ['category_ids'], size: 1 }, { signal });
        const ids = products.hits.hits[0]?._source.category_ids ?? [];
        const engines = ids.length ? await categories([{ terms: { id: ids } }, { terms: { level: [VEHICLE_LEVELS.engine] } }], COMPATIBLE_ENGINES_LIMIT) : [];
        const parents = [...new Set(engines.flatMap((engine) => engine.path.split('/').map(Number)))].filter((id) => !engines.some((engine) => engine.id === id));
        const tree = parents.length ? await categories([{ terms: { id: parents } }], parents.length) : [];
        setAnswer({ sku, makes: groupCompatibleCars(engines, tree) });
      } catch {
        if (!signal.aborted) setAnswer({ sku, makes: [] });
      }
    })();
    return () => controller.abort();
  }, [services, view, sku]);
  return answer && answer.sku === sku ? answer.makes : null;
}

/** "Compatible cars" below the product details (spec section 3: from the product's engines, at most 100, grouped by make and model). */
export function CompatibleCars({ product }: { product: ProductSummary }) {
  const t = useVehicleT();
  const id = useId();
  const makes = useCompatibleCars(product.sku);
  if (!makes || makes.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.compatible}>
      <h2 id={id}>{t('Compatible cars')}</h2>
      {makes.map((make) => (
        <details key={make.id}>
          <summary>{make.name}</summary>
          <ul>
            {make.models.map((model) => (
              <li key={model.id}>
                <strong>{model.name}</strong>
                <ul>
                  {model.engines.map((engine) => (
                    <li key={engine.id}>{engine.name}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
