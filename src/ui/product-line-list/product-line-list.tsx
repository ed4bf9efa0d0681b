import { X } from 'lucide';
import type { ReactNode } from 'react';
import { LazyImage } from '../lazy-image/lazy-image';
import { UiLink } from '../link/ui-link';
import styles from './product-line-list.module.css';
import { Icon } from '../icon/icon';

/** Spec section 9: cart (and wishlist) thumbnails are 150x150. */
export const LINE_THUMBNAIL = { width: 150, height: 150 } as const;

/** One product line; the price arrives formatted and the remove label translated ('Remove Brake pads'). */
export interface ProductLine {
  key: string;
  name: string;
  href: string;
  /** Thumbnail URL, or null for a product without an image. */
  imageSrc: string | null;
  /** The thumbnail's density variants (1x and 2x, `LazyImage` `srcSet`). */
  imageSrcSet?: string;
  price: string;
  removeLabel: string;
  /** More under the price (the mini cart's options, line total, quantity stepper, removal confirmation). */
  details?: ReactNode;
}

/** Props of ProductLineList. */
export interface ProductLineListProps {
  label: string;
  items: readonly ProductLine[];
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  onRemove: (key: string) => void;
}

/** A list of saved products (wishlist, later the mini cart): 150x150 thumbnail, name as a link, price and a remove button. */
export function ProductLineList({ label, items, emptyText, onRemove }: ProductLineListProps) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.line}>
          {item.imageSrc ? (
            <LazyImage className={styles.image} src={item.imageSrc} srcSet={item.imageSrcSet} alt="" width={LINE_THUMBNAIL.width} height={LINE_THUMBNAIL.height} />
          ) : (
            <span className={styles.image} aria-hidden="true" />
          )}
          <div className={styles.text}>
            <UiLink className={styles.name} href={item.href}>
              {item.name}
            </UiLink>
            <span className={styles.price}>{item.price}</span>
            {item.details}
          </div>
          <button type="button" className={styles.remove} aria-label={item.removeLabel} onClick={() => onRemove(item.key)}>
            <Icon icon={X} size={20} />
          </button>
        </li>
      ))}
    </ul>
  );
}
