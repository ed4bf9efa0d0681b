import type { ReactNode } from 'react';
import styles from './payment-marks.module.css';

/** The payment marks the shop can draw (simple wordmarks and pictograms, no third-party artwork). */
export type PaymentMarkKind = 'visa' | 'mastercard' | 'paypal' | 'bank-link' | 'cash';

/** Props of PaymentMark; the label (the method's name) arrives translated and is the mark's accessible name. */
export interface PaymentMarkProps {
  kind: PaymentMarkKind;
  label: string;
}

/**
 * A payment method's mark, 48x30, as inline SVG: the Visa and PayPal wordmarks, Mastercard's two circles, a bank
 * for the bank link and a banknote for cash on delivery. It is an image named by `label`.
 */
export function PaymentMark({ kind, label }: PaymentMarkProps) {
  return (
    <svg className={styles.mark} data-kind={kind} role="img" aria-label={label} viewBox="0 0 48 30" width="48" height="30" focusable="false">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" className={styles.frame} />
      {DRAWINGS[kind]}
    </svg>
  );
}

const DRAWINGS: Record<PaymentMarkKind, ReactNode> = {
  visa: (
    <text x="24" y="20" textAnchor="middle" className={styles.visa}>
      VISA
    </text>
  ),
  mastercard: (
    <>
      <circle cx="19" cy="15" r="8" fill="rgb(235 0 27)" />
      <circle cx="29" cy="15" r="8" fill="rgb(247 158 27)" fillOpacity="0.85" />
    </>
  ),
  paypal: (
    <text x="24" y="19" textAnchor="middle" className={styles.paypal}>
      <tspan fill="rgb(0 48 135)">Pay</tspan>
      <tspan fill="rgb(0 112 224)">Pal</tspan>
    </text>
  ),
  'bank-link': (
    <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
      <path d="M14 12 24 6l10 6Z" />
      <path d="M16 13v8M21 13v8M27 13v8M32 13v8M13 23h22" />
    </g>
  ),
  cash: (
    <g fill="none" stroke="currentColor" strokeWidth="1.6">
      <rect x="11" y="9" width="26" height="13" rx="1.5" />
      <circle cx="24" cy="15.5" r="3.5" />
    </g>
  ),
};

/** Props of PaymentMarks: the row's label ('Secure payment') and its marks, given as data or as PaymentMark children. */
export interface PaymentMarksProps {
  label: string;
  marks?: readonly PaymentMarkProps[];
  children?: ReactNode;
}

/** A labelled group of payment marks, in a wrapping row. */
export function PaymentMarks({ label, marks = [], children }: PaymentMarksProps) {
  return (
    <div className={styles.marks} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      {marks.map((mark) => (
        <PaymentMark key={mark.kind} {...mark} />
      ))}
      {children}
    </div>
  );
}
