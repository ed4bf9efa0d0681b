import styles from './cart-totals.module.css';

/** How a totals row is drawn: a saving ('You saved') stands out in green, the grand total is emphasised. */
export type CartTotalsRowKind = 'regular' | 'saving' | 'total';

/** One row of totals; label and amount arrive translated and formatted ('Grand total', '87,30 €'). */
export interface CartTotalsRow {
  key: string;
  label: string;
  value: string;
  kind?: CartTotalsRowKind;
}

/** Props of CartTotals. */
export interface CartTotalsProps {
  /** The list's accessible name, for example 'Order totals'. */
  label: string;
  /** Rows in display order (the caller keeps the spec's order). */
  rows: readonly CartTotalsRow[];
  /** A note under the rows, for example that the totals are an estimate until the shop confirms them. */
  note?: string;
  className?: string;
}

/**
 * The cart's totals as a description list: each label beside its amount, savings in the success colour and
 * the grand total emphasised (bold, above a rule). Amounts never wrap, so '1 234,56 €' stays on one line at 320 px.
 */
export function CartTotals({ label, rows, note, className }: CartTotalsProps) {
  return (
    <div className={[styles.totals, className].filter(Boolean).join(' ')}>
      <dl className={styles.list} aria-label={label}>
        {rows.map((row) => {
          const kind = row.kind ?? 'regular';
          return (
            <div key={row.key} className={`${styles.row} ${styles[kind]}`} data-kind={kind}>
              <dt className={styles.label}>{row.label}</dt>
              <dd className={styles.value}>{kind === 'total' ? <strong>{row.value}</strong> : row.value}</dd>
            </div>
          );
        })}
      </dl>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
