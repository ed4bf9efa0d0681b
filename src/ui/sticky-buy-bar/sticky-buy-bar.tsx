import { Button } from '../button/button';
import styles from './sticky-buy-bar.module.css';

/** Props of StickyBuyBar; every text arrives translated and the price formatted. */
export interface StickyBuyBarProps {
  /** Whether the bar shows (the page's own "Add to cart" has scrolled out of view). */
  shown: boolean;
  /** The bar's accessible name, for example 'Quick purchase'. */
  label: string;
  name: string;
  price: string;
  buttonLabel: string;
  /** Disables the button (the product cannot be added yet; the page says why). */
  disabled?: boolean;
  onAdd: () => void;
}

/**
 * A phone's add-to-cart bar fixed to the bottom of the screen: the product's name, its price and the button. It
 * shows only while `shown`, only below 60rem and never in print; while it shows, the page gets a bottom padding of
 * its height, so the end of the page (the footer) scrolls clear of it.
 */
export function StickyBuyBar({ shown, label, name, price, buttonLabel, disabled = false, onAdd }: StickyBuyBarProps) {
  if (!shown) return null;
  return (
    <section className={styles.bar} aria-label={label} data-testid="sticky-buy-bar">
      <div className={styles.summary}>
        <span className={styles.name}>{name}</span>
        <span className={styles.price}>{price}</span>
      </div>
      <Button type="button" className={styles.button} disabled={disabled} onClick={onAdd}>
        {buttonLabel}
      </Button>
    </section>
  );
}
