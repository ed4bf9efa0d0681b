import { X } from 'lucide';
import { LazyImage } from '../lazy-image/lazy-image';
import { UiLink } from '../link/ui-link';
import styles from './compare-table.module.css';
import { Icon } from '../icon/icon';

/** Size of the product images in the table header: the spec's 150x150 thumbnail, one the image server makes. */
export const COMPARE_IMAGE = { width: 150, height: 150 } as const;

/** A compared product: one column. */
export interface CompareTableProduct {
  sku: string;
  name: string;
  href: string;
  imageSrc: string | null;
  /** The image's density variants (1x and 2x, `LazyImage` `srcSet`). */
  imageSrcSet?: string;
  /** Translated, for example 'Remove Brake pads from comparison'. */
  removeLabel: string;
}

/** One compared fact: a row, with one formatted value per product (same order as `products`; '' for none). */
export interface CompareTableRow {
  key: string;
  label: string;
  values: readonly string[];
}

/** Props of CompareTable; every text arrives translated and every amount formatted. */
export interface CompareTableProps {
  caption: string;
  products: readonly CompareTableProduct[];
  rows: readonly CompareTableRow[];
  onRemove: (sku: string) => void;
}

/**
 * Products side by side: a column per product (image, name link, remove button), a row per fact. Wider than
 * a phone, it scrolls sideways inside a focusable region so keyboards can scroll it too.
 */
export function CompareTable({ caption, products, rows, onRemove }: CompareTableProps) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.sku} scope="col" className={styles.product}>
                {product.imageSrc ? (
                  <LazyImage className={styles.image} src={product.imageSrc} srcSet={product.imageSrcSet} alt="" width={COMPARE_IMAGE.width} height={COMPARE_IMAGE.height} />
                ) : null}
                <UiLink className={styles.name} href={product.href}>
                  {product.name}
                </UiLink>
                <button type="button" className={styles.remove} aria-label={product.removeLabel} onClick={() => onRemove(product.sku)}>
                  <Icon icon={X} size={20} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              {products.map((product, index) => (
                <td key={product.sku}>{row.values[index] || '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
