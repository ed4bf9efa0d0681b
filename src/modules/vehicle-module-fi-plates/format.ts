/** Spec section 5: a Finnish registration number is at most 7 characters, written ABC-123. */
export const FI_PLATE_MAX_LENGTH = 7;
export const FI_PLATE_PLACEHOLDER = 'ABC-123';
/** Three letters, an optional dash, digits (spec section 5). */
export const FI_PLATE = /^[A-ZÅÄÖ]{3}-?\d{1,3}$/;

/**
 * Formats what the shopper types as letters-dash-digits: 'abc123' → 'ABC-123', 'abc 1' → 'ABC-1'; while the
 * letters are still being typed they stay as they are ('AB'); never longer than 7 characters.
 */
export function formatFinnishPlate(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  const match = /^([A-ZÅÄÖ]{3})(\d+)$/.exec(compact);
  const written = match ? `${match[1]}-${match[2]}` : compact;
  return written.slice(0, FI_PLATE_MAX_LENGTH);
}
