import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import styles from './coupon-field.module.css';

/** Texts of the coupon field, translated by the caller. */
export interface CouponFieldLabels {
  /** The input's label, for example 'Discount code'. */
  field: string;
  apply: string;
  remove: string;
  /** The accessible name of the Remove button, for example 'Remove discount code SAVE10'. */
  removeCode?: string;
}

/** Props of CouponField. */
export interface CouponFieldProps {
  labels: CouponFieldLabels;
  /** The applied coupon: its code and a formatted text of the discount ('-9,50 €'); null when none is applied. */
  applied: { code: string; discount: string } | null;
  /** A refusal or validation message shown beside the input, for example the spec's incorrect-coupon text. */
  error?: string;
  /** True while the shop is asked: the buttons are disabled. */
  pending?: boolean;
  /** The shopper applies a code (trimmed; the caller validates it). */
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * A coupon (discount code) field: an input and Apply; once applied, the code and its discount with Remove.
 * A message is tied to the input (aria-invalid, aria-describedby) and announced. Disabling a focused button
 * drops focus, so when the shop's answer arrives focus goes where the shopper continues: the input after a
 * refusal or a removal, Remove after a code was applied.
 */
export function CouponField({ labels, applied, error, pending = false, onApply, onRemove }: CouponFieldProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const appliedRow = useRef<HTMLParagraphElement>(null);
  const asked = useRef<'apply' | 'remove' | null>(null);

  useEffect(() => {
    if (pending || asked.current === null) return;
    const action = asked.current;
    asked.current = null;
    if (applied && !error) {
      appliedRow.current?.querySelector('button')?.focus();
    } else if (action === 'remove' || error) {
      input.current?.focus();
    }
  }, [pending, applied, error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    asked.current = 'apply';
    onApply(code.trim());
  };

  const remove = () => {
    setCode('');
    asked.current = 'remove';
    onRemove();
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.coupon}>
      {applied ? (
        <p ref={appliedRow} className={styles.applied}>
          <span className={styles.code}>{applied.code}</span>
          <span className={styles.discount}>{applied.discount}</span>
          <Button type="button" variant="secondary" disabled={pending} aria-label={labels.removeCode} onClick={remove}>
            {labels.remove}
          </Button>
        </p>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <label htmlFor={`${id}-code`} className={styles.label}>
            {labels.field}
          </label>
          <div className={styles.controls}>
            <input
              ref={input}
              id={`${id}-code`}
              name="coupon"
              className={styles.input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending || undefined}>
              {labels.apply}
            </Button>
          </div>
        </form>
      )}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
