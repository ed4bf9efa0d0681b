import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFocusTrap } from '../focus-trap';
import styles from './bottom-sheet.module.css';

/** Props of BottomSheet; the texts arrive translated. */
export interface BottomSheetProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Id of the sheet, for the `aria-controls` of the button that opens it. */
  id?: string;
  /** The sheet's main action at its foot ("Show 12 products"); it closes the sheet. */
  doneLabel: string;
  children?: ReactNode;
}

/**
 * A modal sheet sliding up from the bottom of a phone's screen (the category filters), drawn as a native modal
 * `<dialog>`: the page behind it is inert, Escape closes it, Tab stays inside it, and closing returns focus to
 * what had it before (the opening button).
 */
export function BottomSheet({ open, title, closeLabel, onClose, id, doneLabel, children }: BottomSheetProps) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useFocusTrap(dialog, open);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      else element.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      id={id}
      className={styles.sheet}
      aria-labelledby={headingId}
      tabIndex={-1}
      // Escape: the browser cancels a modal dialog; the owner closes it so its state stays the truth.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes the sheet.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          <button type="button" className={styles.done} onClick={onClose}>
            {doneLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
