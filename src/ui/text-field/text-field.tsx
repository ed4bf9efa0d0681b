import type { InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

/** Props of TextField: the native input attributes plus its id, label and message. */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  /** The input's id (error summaries link to it); the message's id is `${id}-error`. */
  id: string;
  label: string;
  /** The field's validation message (translated); marks the input invalid and describes it. */
  error?: string | undefined;
};

/** A labelled text input with its validation message beside it, tied with aria-describedby. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        type="text"
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
