import { useId } from 'react';
import { Button } from '../../ui';
import { useNewsletterT, useSubscribeForm } from './hooks';
import { NEWSLETTER_TEXTS } from './texts';
import styles from './view.module.css';

/** E-mail and Subscribe: the footer's and the pop-up's form (spec section 4, 10 % coupon on sign-up). */
export function SubscribeForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useNewsletterT();
  const id = useId();
  const form = useSubscribeForm();
  const errorId = `${id}-error`;
  const done = form.request.status === 'done';
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('E-mail address')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          value={form.email}
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? errorId : undefined}
          onChange={(event) => form.setEmail(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={form.request.status === 'pending'}>
        {t('Subscribe')}
      </Button>
      {form.error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(form.error)}
        </p>
      )}
      {form.request.status === 'failed' && form.request.message && (
        <p className={styles.error} role="alert">
          {t(form.request.message)}
        </p>
      )}
      {done && (
        <p className={styles.success} role="status">
          {t(NEWSLETTER_TEXTS.subscribed)} {t(NEWSLETTER_TEXTS.coupon)}
        </p>
      )}
    </form>
  );
}
