import { useId, type FormEvent } from 'react';
import { Button } from '../button/button';
import styles from './add-to-cart.module.css';

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
}

/**
 * A quantity field (stepping by `step`) and the "Add to cart" button; when `blockedReason` is given the
 * button is disabled and the reason is shown and tied to both controls, so it is heard as well as seen.
 */
export function AddToCart({ quantityLabel, buttonLabel, qty, step, onQtyChange, onAdd, blockedReason }: AddToCartProps) {
  const id = useId();
  const reasonId = `${id}-reason`;
  const blocked = !!blockedReason;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onAdd();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
      <Button type="submit" disabled={blocked} aria-describedby={blocked ? reasonId : undefined}>
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
