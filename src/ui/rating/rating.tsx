import { useId } from 'react';
import styles from './rating.module.css';

function Star({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Props of Rating (read-only). */
export interface RatingProps {
  /** The rating, for example 4 or an average such as 4.3. */
  value: number;
  /** Number of stars (default 5). */
  max?: number;
  /** The accessible text, translated by the caller, for example '4 of 5'. */
  label: string;
  /** Optional visible note after the stars, for example '(12 reviews)'. */
  note?: string;
}

/** Read-only stars; assistive technology reads the label ('4 of 5'), not the drawing. */
export function Rating({ value, max = 5, label, note }: RatingProps) {
  const filled = Math.min(Math.max(value, 0), max);
  const stars = Array.from({ length: max }, (_, index) => <Star key={index} className={styles.star} />);
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={label} data-value={filled}>
        <span className={styles.empty}>{stars}</span>
        <span className={styles.filled} style={{ width: `${(filled / max) * 100}%` }}>
          {stars}
        </span>
      </span>
      {note ? <span className={styles.note}>{note}</span> : null}
    </span>
  );
}

/** Props of RatingInput. */
export interface RatingInputProps {
  /** Form field name of the radios. */
  name: string;
  /** The question, for example 'Your rating'. */
  legend: string;
  /** The chosen rating, or null before the first choice. */
  value: number | null;
  onChange: (value: number) => void;
  /** Accessible name of each choice, for example (4) => '4 of 5'. */
  optionLabel: (value: number) => string;
  max?: number;
  required?: boolean;
  /** A validation message (already translated); shown under the stars and tied to the group. */
  error?: string;
}

/**
 * The rating field of the review form: a radio group of 1 to `max` stars. Native radios keep the
 * keyboard behaviour (Tab into the group, arrow keys to choose) and form semantics.
 */
export function RatingInput({ name, legend, value, onChange, optionLabel, max = 5, required, error }: RatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {Array.from({ length: max }, (_, index) => index + 1).map((option) => {
          const inputId = `${id}-${option}`;
          return (
            <span key={option} className={styles.option}>
              <input
                id={inputId}
                className={styles.input}
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                required={required}
                onChange={() => onChange(option)}
              />
              <label htmlFor={inputId} className={styles.choice} data-filled={value !== null && option <= value ? 'true' : 'false'}>
                <Star className={styles.star} />
                <span className={styles.visuallyHidden}>{optionLabel(option)}</span>
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
