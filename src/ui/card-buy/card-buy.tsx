import { LoaderCircle, ShoppingCart } from 'lucide';
import { useRef } from 'react';
import { EARLY_TAP_ATTRIBUTE, useEarlyTaps } from '../add-to-cart/early-taps';
import { Icon } from '../icon/icon';
import { UiLink } from '../link/ui-link';
import styles from './card-buy.module.css';

/** Props of CardAddButton; texts arrive translated. */
export interface CardAddButtonProps {
  /** The visible text: 'Add to cart'. */
  label: string;
  /** The accessible name, unique in a grid and starting with the visible text: 'Add to cart: Brembo P 85 020'. */
  name: string;
  /** 'ready'; 'busy' while the add is on its way (the button keeps focus, further taps are ignored); 'unavailable' when out of stock. */
  state: 'ready' | 'busy' | 'unavailable';
  /** The visible text while busy: 'Adding…'. */
  busyLabel: string;
  onAdd: () => void;
  /** Names the taps made before hydration (the product's sku); replayed once when hydrated. */
  tapId: string;
}

/**
 * A product card's "Add to cart" (issue 20): one tap puts one of the product (its step) in the cart. While the
 * add is on its way it says so and ignores taps, but stays focusable (aria-disabled, so a keyboard user keeps
 * their place); out of stock it is disabled. Taps before hydration are replayed once it is hydrated.
 */
export function CardAddButton({ label, name, state, busyLabel, onAdd, tapId }: CardAddButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const busy = state === 'busy';
  const add = () => {
    if (state === 'ready') onAdd();
  };
  useEarlyTaps(button, tapId, add);
  return (
    <button
      ref={button}
      type="button"
      className={styles.add}
      aria-label={name}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      disabled={state === 'unavailable'}
      onClick={add}
      {...{ [EARLY_TAP_ATTRIBUTE]: tapId }}
    >
      <Icon icon={busy ? LoaderCircle : ShoppingCart} size={18} className={busy ? styles.spin : undefined} />
      <span className={styles.text}>{busy ? busyLabel : label}</span>
    </button>
  );
}

/** Props of CardOptionsLink; texts arrive translated. */
export interface CardOptionsLinkProps {
  /** The visible text: 'Choose options'. */
  label: string;
  /** The accessible name, unique in a grid: 'Choose options: Mann oil filter set'. */
  name: string;
  href: string;
}

/** A product card's way to its page when the product needs choices first (configurable, bundle, ...), drawn like the add button. */
export function CardOptionsLink({ label, name, href }: CardOptionsLinkProps) {
  return (
    <UiLink className={styles.options} href={href} aria-label={name}>
      <span className={styles.text}>{label}</span>
    </UiLink>
  );
}
