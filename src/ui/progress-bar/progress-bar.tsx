import styles from './progress-bar.module.css';

/** Props of ProgressBar. */
export interface ProgressBarProps {
  active: boolean;
  label: string;
}

/** The 2px brand-green route progress bar fixed at the top; hidden from assistive tech while idle. */
export function ProgressBar({ active, label }: ProgressBarProps) {
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-hidden={active ? undefined : true}
      data-active={active ? 'true' : 'false'}
    />
  );
}
