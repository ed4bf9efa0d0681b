import type { ReactNode } from 'react';
import { UiLink } from '../link/ui-link';
import styles from './header-count-button.module.css';

/** What the control does: go to a page, or open and close a panel (a drawer) it controls. */
export type HeaderCountAction = { href: string } | { onClick: () => void; expanded: boolean; controls: string };

/** Props of HeaderCountButton. */
export type HeaderCountButtonProps = HeaderCountAction & {
  /** The icon (an inline SVG, for example a lucide-react icon); hidden from assistive technology. */
  icon: ReactNode;
  count: number;
  /** The accessible name; it says the count, which is drawn as a badge only. */
  label: string;
  /** Hidden up to 600 px, where the phones' menu carries it instead (wishlist, compare). */
  phoneHidden?: boolean;
};

/**
 * A header icon with a count badge (wishlist, compare): a link with `href`, else a toggle button of the
 * panel it `controls`. Icon and badge are hidden from assistive technology: `label` carries both.
 */
export function HeaderCountButton({ icon, count, label, phoneHidden = false, ...action }: HeaderCountButtonProps) {
  const className = phoneHidden ? `${styles.control} ${styles.phoneHidden}` : styles.control;
  const content = (
    <>
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
      <span aria-hidden="true" className={styles.count} data-count={count}>
        {count}
      </span>
    </>
  );
  if ('href' in action) {
    return (
      <UiLink className={className} href={action.href} aria-label={label}>
        {content}
      </UiLink>
    );
  }
  return (
    <button type="button" className={className} aria-expanded={action.expanded} aria-controls={action.controls} aria-label={label} onClick={action.onClick}>
      {content}
    </button>
  );
}
