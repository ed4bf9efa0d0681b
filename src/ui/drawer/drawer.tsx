import { X } from 'lucide';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '../focus-trap';
import { useInertOutside } from '../inert-outside';
import styles from './drawer.module.css';
import { Icon } from '../icon/icon';

/** Props of Drawer; the title and the close button's label arrive translated. */
export interface DrawerProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Id of the panel, for the `aria-controls` of the button that opens it. */
  id?: string;
  /**
   * The edge it slides from: 'end' (default: wishlist, mini cart) or 'start' (the navigation sidebar), which is
   * narrower so that a strip of the overlay stays visible to tap on a phone.
   */
  side?: 'start' | 'end';
  children?: ReactNode;
}

/**
 * A side panel (wishlist, mini cart) drawn above the Overlay. Opening moves focus into it, Tab stays inside
 * it, the page behind it is inert, and closing returns focus to what had it before. Escape and backdrop clicks belong to the Overlay.
 */
export function Drawer({ open, title, closeLabel, onClose, id, side = 'end', children }: DrawerProps) {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => opener?.focus();
  }, [open]);
  useFocusTrap(panel, open);
  useInertOutside(panel, open);

  if (!open) return null;
  return (
    <div ref={panel} id={id} className={side === 'start' ? `${styles.drawer} ${styles.start}` : styles.drawer} role="dialog" aria-modal="true" aria-labelledby={headingId} tabIndex={-1}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <Icon icon={X} size={20} />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
