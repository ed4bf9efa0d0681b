import { useEffect } from 'react';
import styles from './overlay.module.css';

/** Props of Overlay. */
export interface OverlayProps {
  active: boolean;
  /** Called on a click on the backdrop and on Escape while active. */
  onClose: () => void;
}

/**
 * The dimmed backdrop behind an open drawer (categories, sidebar, mini cart, search, wishlist). A click on it
 * or Escape closes the drawer; it is decoration for assistive tech (the drawers carry their own close buttons).
 */
export function Overlay({ active, onClose }: OverlayProps) {
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onClose]);
  if (!active) return null;
  return <div className={styles.overlay} data-testid="overlay" aria-hidden="true" onClick={onClose} />;
}
