import { forwardRef } from 'react';
import styles from './checkout.module.css';
import { useCheckoutT } from './hooks';

/** A step's numbered heading (focusable, so a saved step can take focus) and where it stands. */
export const StepHeading = forwardRef<HTMLHeadingElement, { id: string; number: number; title: string; status: 'current' | 'done' | 'next' | 'upcoming' }>(
  function StepHeading({ id, number, title, status }, ref) {
    const t = useCheckoutT();
    const text = { current: 'Current step', done: 'Completed', next: 'Next step', upcoming: 'Upcoming step' }[status];
    return (
      <>
        <h2 id={id} ref={ref} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
        <p className={styles.stepStatus}>{t(text)}</p>
      </>
    );
  },
);
