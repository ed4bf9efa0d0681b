import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { RatingInput } from '../rating/rating';
import styles from './review-form.module.css';

/** The fields of a review. */
export type ReviewFormField = 'nickname' | 'title' | 'detail' | 'rating';

/** What the shopper has entered. */
export interface ReviewFormValues {
  nickname: string;
  title: string;
  detail: string;
  rating: number | null;
}

/** Texts of the form, translated by the caller. */
export interface ReviewFormLabels {
  heading: string;
  nickname: string;
  title: string;
  detail: string;
  rating: string;
  /** Accessible name of each star choice, for example (4) => '4 of 5'. */
  ratingOption: (value: number) => string;
  submit: string;
}

/** Props of ReviewForm. */
export interface ReviewFormProps {
  labels: ReviewFormLabels;
  values: ReviewFormValues;
  /** Validation messages (translated) shown beside their fields. */
  errors: Partial<Record<ReviewFormField, string>>;
  /** True while the review is being sent: the button is disabled. */
  submitting?: boolean;
  /** Longest texts the server accepts (maxLength of the fields). */
  maxLength?: { nickname: number; title: number; detail: number };
  onChange: <F extends ReviewFormField>(field: F, value: ReviewFormValues[F]) => void;
  /** The shopper pressed the button (or Enter); the caller validates and sends. */
  onSubmit: () => void;
}

const TEXT_FIELDS = ['nickname', 'title', 'detail'] as const;

/**
 * The add-review form: nickname, summary, review text and a star rating, each with its message beside
 * it (tied with aria-describedby). The browser's own validation is off so the shop's messages show; after
 * a submit that leaves errors, focus moves to the first field with one.
 */
export function ReviewForm({ labels, values, errors, submitting = false, maxLength, onChange, onSubmit }: ReviewFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  // Submits counted in state, not a flag in a ref: the effect must see the errors of the render that holds this
  // submit. An effect keyed on `errors` (a new object every render) could run first for an earlier render whose
  // effects were still pending when the shopper pressed the button, take the flag, find no errors and never focus.
  const [attempt, setAttempt] = useState(0);
  const focusFirstError = useEffectEvent(() => {
    const first = (['nickname', 'title', 'detail', 'rating'] as const).find((field) => errors[field]);
    if (!first) return;
    form.current?.querySelector<HTMLElement>(first === 'rating' ? 'input[type="radio"]' : `[name="${first}"]`)?.focus();
  });
  useEffect(() => {
    if (attempt > 0) focusFirstError();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    onSubmit();
  };

  return (
    <form ref={form} className={styles.form} noValidate aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h3 id={`${id}-heading`} className={styles.heading}>
        {labels.heading}
      </h3>
      {TEXT_FIELDS.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        const common = {
          id: inputId,
          name: field,
          className: styles.input,
          value: values[field],
          required: true,
          maxLength: maxLength?.[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {labels[field]}
            </label>
            {field === 'detail' ? (
              <textarea {...common} rows={5} onChange={(event) => onChange(field, event.target.value)} />
            ) : (
              <input {...common} type="text" autoComplete={field === 'nickname' ? 'nickname' : 'off'} onChange={(event) => onChange(field, event.target.value)} />
            )}
            {error ? (
              <p id={`${inputId}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <RatingInput
        name="rating"
        legend={labels.rating}
        value={values.rating}
        optionLabel={labels.ratingOption}
        required
        error={errors.rating}
        onChange={(value) => onChange('rating', value)}
      />
      <div>
        <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
