import { useId } from 'react';
import type { ReactNode } from 'react';
import { LazyImage } from '../lazy-image/lazy-image';
import { UiLink } from '../link/ui-link';
import { Price } from '../price/price';
import type { PriceProps } from '../price/price';
import styles from './product-card.module.css';

/** Spec section 9: product thumbnails are 310x300. */
export const PRODUCT_THUMBNAIL = { width: 310, height: 300 } as const;

/** Stock state as the spec names it; only the colour of the label depends on it. */
export type ProductCardStock = 'in-stock' | 'volatile' | 'out-of-stock';

/** Props of ProductCard; every text arrives translated and every amount formatted. */
export interface ProductCardProps {
  name: string;
  href: string;
  imageSrc: string;
  /** The thumbnail's density variants (1x and 2x, `LazyImage` `srcSet`). */
  imageSrcSet?: string;
  /** Alt text of the thumbnail; the product name when not given. */
  imageAlt?: string;
  brand?: string;
  price: PriceProps;
  stockLabel?: string;
  stockStatus?: ProductCardStock;
  /** The review stars under the name (Rating), when the product has reviews. */
  rating?: ReactNode;
  /** Short flags such as '-25%' or 'New'. */
  badges?: string[];
  /** Heading level of the name in the page outline (default 3: page h1, section h2). */
  headingLevel?: 2 | 3 | 4;
  /** The thumbnail is the page's largest picture (a listing's first card): loaded first, never lazily. */
  imagePriority?: boolean;
  /** Actions (add to cart, wishlist, compare); they stay clickable above the card's link. */
  children?: ReactNode;
}

/**
 * A product in a grid: 310x300 thumbnail, the name as the card's one link (the whole card is
 * clickable through it), brand, review stars, price, stock and badges, and an optional actions slot.
 */
export function ProductCard({
  name,
  href,
  imageSrc,
  imageSrcSet,
  imageAlt,
  brand,
  price,
  stockLabel,
  stockStatus,
  badges = [],
  rating,
  headingLevel = 3,
  imagePriority = false,
  children,
}: ProductCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.media}>
        <LazyImage src={imageSrc} srcSet={imageSrcSet} alt={imageAlt ?? name} width={PRODUCT_THUMBNAIL.width} height={PRODUCT_THUMBNAIL.height} priority={imagePriority} />
        {badges.length > 0 ? (
          <ul className={styles.badges}>
            {badges.map((badge, index) => (
              <li key={`${index}:${badge}`} className={styles.badge}>
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        {brand ? <p className={styles.brand}>{brand}</p> : null}
        <Heading className={styles.name} id={nameId}>
          <UiLink className={styles.link} href={href}>
            {name}
          </UiLink>
        </Heading>
        {rating ? <div className={styles.rating}>{rating}</div> : null}
        <Price {...price} />
        {stockLabel ? (
          <p className={styles.stock} data-stock={stockStatus}>
            {stockLabel}
          </p>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </article>
  );
}
