/** Service token of the port to the browser's address bar (leaving for PayPal, reading and tidying the return). */
export const PaypalBrowser = Symbol.for('autoparts.payment-paypal.browser');

/** The approval page's return as the address bar carries it (`?paypal=approved&token=<id>&PayerID=<id>`). */
export interface PaypalReturn {
  outcome: 'approved' | 'cancelled';
  paypalOrderId: string;
  payerId: string | null;
}

/** The query parameter the module adds to its return and cancel addresses. */
export const RETURN_PARAM = 'paypal';

/** The browser as the module needs it; tests bind a recorder instead. */
export interface PaypalBrowser {
  /** Leaves the shop for `url` (a full page load). */
  assign(url: string): void;
  /** The return from the approval page, when this page load is one. */
  readReturn(): PaypalReturn | null;
  /** Takes the return's parameters out of the address, so a reload does not count it again. */
  forgetReturn(): void;
  /**
   * Resolves once the page has hydrated (the app shell marks `<html data-hydrated="true">`): what the return
   * changes (a notice) must not show before React has matched the server's HTML.
   */
  whenHydrated(): Promise<void>;
}

/** Longest wait for the hydration mark; the return is recorded anyway after it. */
const HYDRATION_WAIT_MS = 10_000;

/** Reads a return out of a query string (pure; exported for the spec). */
export function parseReturn(search: string): PaypalReturn | null {
  const query = new URLSearchParams(search);
  const outcome = query.get(RETURN_PARAM);
  const paypalOrderId = query.get('token');
  if ((outcome !== 'approved' && outcome !== 'cancelled') || !paypalOrderId) return null;
  return { outcome, paypalOrderId, payerId: query.get('PayerID') };
}

/** The browser's own; nothing where there is no window (the server, replay tools). */
export class PaypalBrowserImpl implements PaypalBrowser {
  assign(url: string): void {
    if (typeof window !== 'undefined') window.location.assign(url);
  }

  readReturn(): PaypalReturn | null {
    return typeof window === 'undefined' ? null : parseReturn(window.location.search);
  }

  forgetReturn(): void {
    if (typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    for (const name of [RETURN_PARAM, 'token', 'PayerID']) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }

  async whenHydrated(): Promise<void> {
    if (typeof document === 'undefined') return;
    await this.marked(document.documentElement);
    // The mark comes from the shell's effect; boundaries inside it (lazy routes, slots) may still be hydrating:
    // wait until the browser is idle once more.
    await new Promise<void>((resolve) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200)));
  }

  private marked(root: HTMLElement): Promise<void> {
    const hydrated = () => root.dataset.hydrated === 'true';
    if (hydrated()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      };
      const observer = new MutationObserver(() => {
        if (hydrated()) done();
      });
      observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
      const timer = setTimeout(done, HYDRATION_WAIT_MS);
    });
  }
}
