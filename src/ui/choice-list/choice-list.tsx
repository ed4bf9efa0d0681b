import type { ReactNode } from 'react';
import styles from './choice-list.module.css';

/** One choice: its value, translated title, optional description and formatted price, and what shows while it is chosen. */
export interface ChoiceListOption {
  value: string;
  title: string;
  description?: string;
  price?: string;
  /** Shown under the chosen option only (a payment method's note or form). */
  details?: ReactNode;
}

/** Props of ChoiceList. */
export interface ChoiceListProps {
  /** Id of the group; the first radio's id is `${id}-0` (error summaries link to it), the message's `${id}-error`. */
  id: string;
  /** The radio inputs' name. */
  name: string;
  legend: string;
  options: readonly ChoiceListOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shown instead of the list when there is nothing to choose (translated). */
  emptyText?: string;
  /** A busy note while the options load (translated); the list stays usable. */
  statusText?: string;
}

/**
 * A group of radio choices (shipping or payment methods) in a fieldset with its legend: each with its title,
 * description and price; the chosen one shows its details. Arrow keys move between the radios (native).
 */
export function ChoiceList({ id, name, legend, options, value, onChange, error, emptyText, statusText }: ChoiceListProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {statusText ? (
        <p className={styles.description} role="status">
          {statusText}
        </p>
      ) : null}
      {options.length === 0 && emptyText ? <p className={styles.empty}>{emptyText}</p> : null}
      <ul className={styles.options}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const chosen = option.value === value;
          return (
            <li key={option.value} className={chosen ? `${styles.option} ${styles.chosen}` : styles.option}>
              <div className={styles.row}>
                <input
                  id={optionId}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={chosen}
                  aria-describedby={option.description ? `${optionId}-description` : undefined}
                  onChange={() => onChange(option.value)}
                />
                <label htmlFor={optionId} className={styles.label}>
                  <span className={styles.title}>{option.title}</span>
                  {option.description ? (
                    <span id={`${optionId}-description`} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </label>
                {option.price ? <span className={styles.price}>{option.price}</span> : null}
              </div>
              {chosen && option.details ? <div>{option.details}</div> : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
