/** Service token of the port that sends the browser to another site (the bank). */
export const BrowserNavigator = Symbol.for('autoparts.payment-bank-link.navigator');

/** Leaves the shop for `url` (a full page load); tests bind a recorder instead. */
export interface BrowserNavigator {
  assign(url: string): void;
}

/** The browser's own: `window.location.assign`; nothing where there is no window (the server, replay tools). */
export class BrowserNavigatorImpl implements BrowserNavigator {
  assign(url: string): void {
    if (typeof window !== 'undefined') window.location.assign(url);
  }
}
