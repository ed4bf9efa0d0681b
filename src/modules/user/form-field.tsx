import { useEffect, useId, type FormEvent, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { useUserT } from './hooks';
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

/** What `useBoundFields` needs of a `useUserForm` form. */
interface BindableForm<F extends string> {
  values: Record<F, string>;
  problems: Partial<Record<F, string>>;
  change: (field: F, value: string) => void;
}

/**
 * Binds FormFields to a user form: `field(name, label, autoComplete, type)` renders the labelled input with the
 * form's value, its translated problem and the change handler, ids unique to the form.
 */
export function useBoundFields<F extends string>(form: BindableForm<F>): (name: F, label: string, autoComplete: string, type?: string) => ReactNode {
  const t = useUserT();
  const id = useId();
  return (name, label, autoComplete, type = 'text') => {
    const problem = form.problems[name];
    return (
      <FormField
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        label={t(label)}
        value={form.values[name]}
        {...(problem ? { error: t(problem) } : {})}
        onChange={(event) => form.change(name, event.target.value)}
      />
    );
  };
}

/** Focuses the first field with a problem after a submit that found some (`attempt` counts the submits). */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, problems: Record<string, string | undefined>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    const first = Object.keys(problems).find((field) => problems[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // Only after a submit: typing must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
}

/** A form's submit handler: the browser's own submit is stopped and the user form checks and sends. */
export const submitsTo =
  (form: { submit(): Promise<unknown> }) =>
  (event: FormEvent): void => {
    event.preventDefault();
    void form.submit();
  };
