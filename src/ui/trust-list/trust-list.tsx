import type { ReactNode } from 'react';
import styles from './trust-list.module.css';

/** The pictogram of a promise. */
export type TrustIcon = 'delivery' | 'courier' | 'returns' | 'carrier' | 'support' | 'secure';

/** One promise: a short title and an optional detail line, both translated. */
export interface TrustItem {
  icon: TrustIcon;
  title: string;
  detail?: string;
  /** Highlights a promise that applies right now (today's courier window). */
  emphasis?: boolean;
}

/** Props of TrustList; every text arrives translated. */
export interface TrustListProps {
  /** The list's accessible name, for example 'Delivery and returns'. */
  label: string;
  items: readonly TrustItem[];
  /** Drawn under the promises: the payment marks (PaymentMarks). */
  children?: ReactNode;
}

/**
 * The shop's promises beside a price (delivery estimate, courier window, returns, carrier, support hours, secure
 * payment), each with a small pictogram; the payment marks follow as children.
 */
export function TrustList({ label, items, children }: TrustListProps) {
  return (
    <div className={styles.trust}>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={`${item.icon}:${item.title}`} className={styles.item} data-icon={item.icon} data-emphasis={item.emphasis ? 'true' : undefined}>
            <TrustPictogram icon={item.icon} />
            <span className={styles.text}>
              <span className={styles.title}>{item.title}</span>
              {item.detail ? <span className={styles.detail}>{item.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {children ? <div className={styles.payments}>{children}</div> : null}
    </div>
  );
}

const PATHS: Record<TrustIcon, string> = {
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7zM7 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0M18 18.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0',
  courier: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M12 7v5l3 2',
  returns: 'M4 10h11a5 5 0 0 1 0 10h-4M4 10l4-4M4 10l4 4',
  carrier: 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z',
  secure: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
};

/** A 20x20 line pictogram, decorative (the text says it all). */
function TrustPictogram({ icon }: { icon: TrustIcon }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
