/**
 * Command names of the system the spec came from that no longer do anything (spec section 8 "Other labelled
 * messages": deprecated actions only log warnings). Old integrations and saved scripts may still send them, so
 * the kernel accepts them, logs a warning naming what replaced them, and ignores them: no decider runs, nothing
 * is appended to the log, nothing changes. Keyed by the full command type; the value says what to use instead.
 */
export const DEPRECATED_COMMANDS = {
  'cart/serverPull': 'the cart synchronises itself with the server (cart/sync)',
  'cart/refreshTotals': 'the totals are refreshed after every cart change',
  'payment/addMethod': "payment methods come from the server and fill the 'checkout/paymentMethods' slot",
  'shipping/addMethod': 'shipping methods come from the server for the address entered at checkout',
  'cmsPage/cmsPages': 'the cms module loads each page by its identifier when its route is opened',
} as const;

export type DeprecatedCommandType = keyof typeof DEPRECATED_COMMANDS;

/** The warning for a deprecated command type, or null for any other type. */
export function deprecationWarning(type: string): string | null {
  if (!Object.hasOwn(DEPRECATED_COMMANDS, type)) return null;
  return `Command '${type}' is deprecated and does nothing: ${DEPRECATED_COMMANDS[type as DeprecatedCommandType]}.`;
}
