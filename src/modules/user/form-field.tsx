import type { InputHTMLAttributes } from 'react';
import styles from './user.module.css';

/** A labelled input with its message tied by aria-describedby (the module's forms). */
export function FormField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input {...input} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The answer to a form's request: a failure is an alert, a success a status. */
export function FormMessage({ state }: { state: { status: string; message?: string } }) {
  if (!state.message || (state.status !== 'failed' && state.status !== 'done')) return null;
  return state.status === 'failed' ? (
    <p role="alert" className={styles.failure}>
      {state.message}
    </p>
  ) : (
    <p role="status" className={styles.success}>
      {state.message}
    </p>
  );
}
