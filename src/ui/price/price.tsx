import styles from './price.module.css';

/** Props of Price: amounts arrive formatted (for example '37,20 €'), labels translated. */
export interface PriceProps {
  /** The price to pay. */
  final: string;
  /** The regular price, shown struck through only when `special` is true. */
  original?: string;
  /** True when the caller decided a special price applies (below the original, inside its date window). */
  special?: boolean;
  /** Accessible label of the struck-through price, for example 'Regular price'. */
  originalLabel?: string;
  /** Accessible label of the final price when it is special, for example 'Special price'. */
  specialLabel?: string;
  /** Tax note shown after the amount, for example 'incl. VAT' or 'excl. VAT'. */
  taxNote?: string;
  /** `large` on the product page, `regular` in lists. */
  size?: 'regular' | 'large';
  className?: string;
}

/**
 * A price: the final amount, the original struck through (`<del>`) when a special price applies,
 * and an optional tax note. Screen readers hear the labels, since `<del>` alone is often not announced.
 */
export function Price({ final, original, special = false, originalLabel, specialLabel, taxNote, size = 'regular', className }: PriceProps) {
  const showOriginal = special && original !== undefined && original !== '';
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  return (
    <span className={classes} data-special={showOriginal ? 'true' : 'false'}>
      <span className={showOriginal ? `${styles.final} ${styles.special}` : styles.final}>
        {showOriginal && specialLabel ? <span className={styles.visuallyHidden}>{specialLabel}: </span> : null}
        {final}
      </span>
      {showOriginal ? (
        <del className={styles.original}>
          {originalLabel ? <span className={styles.visuallyHidden}>{originalLabel}: </span> : null}
          {original}
        </del>
      ) : null}
      {taxNote ? <span className={styles.tax}>{taxNote}</span> : null}
    </span>
  );
}
