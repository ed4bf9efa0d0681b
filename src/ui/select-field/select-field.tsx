import type { SelectHTMLAttributes } from 'react';
import styles from '../text-field/text-field.module.css';

/** One option of a SelectField: its value and its (translated) label. */
export interface SelectFieldOption {
  value: string;
  label: string;
}

/** Props of SelectField: the native select attributes plus its id, label, options and message. */
export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> & {
  /** The select's id (error summaries link to it); the message's id is `${id}-error`. */
  id: string;
  label: string;
  options: readonly SelectFieldOption[];
  /** The field's validation message (translated); marks the select invalid and describes it. */
  error?: string | undefined;
};

/** A labelled native select with its validation message beside it, styled like TextField. */
export function SelectField({ id, label, options, error, ...select }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select {...select} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
