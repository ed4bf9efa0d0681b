import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styles from './error-summary.module.css';

/** One problem of a form: the field it is about and the text that says what is wrong. */
export interface ErrorSummaryItem {
  /** The id of the field's input; the item links to it. */
  fieldId: string;
  text: string;
}

/** Props of ErrorSummary. */
export interface ErrorSummaryProps {
  title: string;
  items: readonly ErrorSummaryItem[];
  /** Heading level of the title inside the page (default 2). */
  level?: 2 | 3;
  /**
   * Bumped by the form on every submit: a new value with problems moves focus to the summary. Problems that
   * change while the shopper corrects them update the list without taking focus.
   */
  focusKey?: number;
}

/**
 * The problems of a form listed at its top (the GOV.UK error summary pattern): focused after a failed submit,
 * each item a link that moves focus to its field. Nothing is rendered without problems.
 */
export function ErrorSummary({ title, items, level = 2, focusKey = 0 }: ErrorSummaryProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const hasItems = items.length > 0;

  useEffect(() => {
    if (!hasItems || focusKey === 0 || focusKey === focusedFor.current) return;
    focusedFor.current = focusKey;
    box.current?.focus();
  }, [focusKey, hasItems]);

  if (!hasItems) return null;
  const Heading = level === 3 ? 'h3' : 'h2';
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={box} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} className={styles.link} onClick={(event) => goTo(event, item.fieldId)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
