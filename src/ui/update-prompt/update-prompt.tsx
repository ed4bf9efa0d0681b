import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { Button } from '../button/button';
import styles from './update-prompt.module.css';

/** Props of UpdatePrompt: whether it shows, its three texts and the two choices. */
export interface UpdatePromptProps {
  open: boolean;
  message: string;
  reloadLabel: string;
  laterLabel: string;
  onReload(): void;
  onLater(): void;
}

/**
 * "A new version is available" with Reload and Later. Not modal and never takes the focus: the message
 * is announced politely (the status region is always in the page, so the announcement is reliable),
 * Tab reaches the two buttons, and Escape inside the prompt means "Later".
 */
export function UpdatePrompt({ open, message, reloadLabel, laterLabel, onReload, onLater }: UpdatePromptProps) {
  const messageId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onLater();
  };
  return (
    <div className={styles.region} data-open={open}>
      <p className={styles.message} id={messageId} role="status">
        {open ? message : null}
      </p>
      {open ? (
        <div className={styles.actions} role="group" aria-labelledby={messageId} onKeyDown={onKeyDown}>
          <Button type="button" onClick={onReload}>
            {reloadLabel}
          </Button>
          <Button type="button" variant="secondary" onClick={onLater}>
            {laterLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
