import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/** Visual weight of a Button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Props of Button: the native button attributes plus a variant. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** A native button in the shop's style; `type` keeps the HTML default unless given. */
export function Button({ variant = 'primary', className, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <button {...rest} className={classes} data-variant={variant} />;
}
