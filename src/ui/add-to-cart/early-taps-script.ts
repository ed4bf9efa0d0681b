/**
 * (No React here: the server's document imports this file, and its bundle must not load React before
 * server/node-env.ts has chosen the production build.)
 *
 * Taps on "Add to cart" before the page has hydrated (issue 20, bug 4). The server's HTML shows the button at
 * once, but React's handlers arrive only with hydration; on a slow phone a tap in between either submitted the
 * form natively (a reload that lost it) or went nowhere. The document's head carries EARLY_TAPS_SCRIPT (inline,
 * with the page's CSP nonce): it listens in the capture phase on the window, so it runs before React's root
 * listeners, and for a button marked `data-add-to-cart="<id>"` that is not yet marked ready it cancels the
 * native action, stops the event (React never sees it) and records the id. The component, once hydrated, marks
 * its button ready and replays the recorded taps (takeEarlyTaps): every tap counts exactly once, either queued
 * and replayed or handled by React, never both.
 */

/** The attribute naming a button whose taps are recorded before hydration; its value is the tap's id. */
export const EARLY_TAP_ATTRIBUTE = 'data-add-to-cart';
/** Set on such a button once its own handler is live: from then on the script lets its taps through. */
export const EARLY_TAP_READY_ATTRIBUTE = 'data-add-to-cart-ready';

declare global {
  interface Window {
    /** The ids of the taps recorded before hydration, oldest first (EARLY_TAPS_SCRIPT). */
    __earlyTaps?: string[];
  }
}

/**
 * The recording script, kept tiny and dependency-free since it runs before anything else. A disabled button
 * gets no click, so a blocked product records nothing.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(w){var q=w.__earlyTaps=w.__earlyTaps||[];w.addEventListener('click',function(e){` +
  `var t=e.target,b=t&&t.closest?t.closest('[${EARLY_TAP_ATTRIBUTE}]'):null;` +
  `if(!b||b.hasAttribute('${EARLY_TAP_READY_ATTRIBUTE}')||b.disabled)return;` +
  `e.preventDefault();e.stopImmediatePropagation();q.push(b.getAttribute('${EARLY_TAP_ATTRIBUTE}')||'')},true)})(window)`;

