import { createElement } from 'react';
import type { IconNode } from 'lucide';
import styles from './icon.module.css';

/** Props of Icon. */
export interface IconProps {
  /** The drawing: one icon of the `lucide` package (for example `import { ShoppingCart } from 'lucide'`). */
  icon: IconNode;
  /** Width and height in CSS pixels (the drawing is on a 24x24 grid). */
  size?: number;
  className?: string;
}

/**
 * An inline SVG icon drawn from lucide's data with lucide's default attributes (24 grid, 2 px round strokes in
 * currentColor). Always decorative: hidden from assistive technology, so the control it sits in needs its own name.
 * The `lucide` package ships each icon as plain data, so only the icons used reach the bundle, and this renderer
 * replaces lucide-react's runtime (ADR 0061).
 */
export function Icon({ icon, size = 24, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon=""
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
