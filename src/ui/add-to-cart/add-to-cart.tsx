import { useId, useRef, type FormEvent } from 'react';
import { Button } from '../button/button';
import styles from './add-to-cart.module.css';
import { EARLY_TAP_ATTRIBUTE, useEarlyTaps } from './early-taps';

/** Props of AddToCart; texts arrive translated. */
export interface AddToCartProps {
  /** Label of the quantity field, for example 'Quantity'. */
  quantityLabel: string;
  /** Text of the button, for example 'Add to cart'. */
  buttonLabel: string;
  /** The quantity shown (what the shopper typed, as a number; NaN while the field is empty). */
  qty: number;
  /** The quantity step (also the minimum), for example 4 for a set of four. */
  step: number;
  onQtyChange: (qty: number) => void;
  onAdd: () => void;
  /** Why the product cannot be added yet; disables the button and is shown beside it. */
  blockedReason?: string | null;
  /**
   * Names the button's taps made before hydration (the product's sku; default 'add-to-cart'): the document's
   * early-taps script records them and this component adds once for each as soon as it is hydrated.
   */
  tapId?: string;
}

/**
 * A quantity field (stepping by `step`) and the "Add to cart" button; when `blockedReason` is given the
 * button is disabled and the reason is shown and tied to both controls, so it is heard as well as seen. Taps
 * on the server-rendered button before hydration are not lost: they are replayed once it is hydrated
 * (early-taps.ts), each adding once.
 */
export function AddToCart({ quantityLabel, buttonLabel, qty, step, onQtyChange, onAdd, blockedReason, tapId = 'add-to-cart' }: AddToCartProps) {
  const id = useId();
  const reasonId = `${id}-reason`;
  const blocked = !!blockedReason;
  const form = useRef<HTMLFormElement>(null);
  useEarlyTaps(form, tapId, () => {
    if (!blocked) onAdd();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onAdd();
  };
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={`${id}-qty`}>
        {quantityLabel}
      </label>
      <input
        id={`${id}-qty`}
        className={styles.qty}
        type="number"
        inputMode="numeric"
        min={step}
        step={step}
        value={Number.isNaN(qty) ? '' : qty}
        onChange={(event) => onQtyChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        aria-describedby={blocked ? reasonId : undefined}
      />
      <Button type="submit" disabled={blocked} aria-describedby={blocked ? reasonId : undefined} {...{ [EARLY_TAP_ATTRIBUTE]: tapId }}>
        {buttonLabel}
      </Button>
      {blocked ? (
        <p id={reasonId} className={styles.reason} role="status">
          {blockedReason}
        </p>
      ) : null}
    </form>
  );
}
