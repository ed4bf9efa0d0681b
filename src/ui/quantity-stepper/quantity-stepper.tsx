import { Minus, Plus } from 'lucide';
import styles from './quantity-stepper.module.css';
import { Icon } from '../icon/icon';

/** Props of QuantityStepper; the labels arrive translated and name the product ('Decrease quantity of Brake pads'). */
export interface QuantityStepperProps {
  value: number;
  /** The group's accessible name ('Quantity of Brake pads'). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** The lowest value the minus button goes to (default 1: removing a line is a separate, confirmed action). */
  min?: number;
  /** Asked for the new quantity; the caller decides (the cart may refuse it and say why). */
  onChange: (value: number) => void;
}

/**
 * Minus, the quantity and plus (mini cart, cart page). Native buttons give keyboard access; the value is a live
 * region, so a screen reader hears the quantity the cart accepted, not the one asked for.
 */
export function QuantityStepper({ value, label, decreaseLabel, increaseLabel, min = 1, onChange }: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.step} aria-label={decreaseLabel} disabled={value <= min} onClick={() => onChange(value - 1)}>
        <Icon icon={Minus} size={18} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button type="button" className={styles.step} aria-label={increaseLabel} onClick={() => onChange(value + 1)}>
        <Icon icon={Plus} size={18} />
      </button>
    </div>
  );
}
