import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
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

/**
 * Marks `button` ready (its taps now reach its own handler) and takes the taps recorded for `id` off the queue,
 * returning how many there were. Call it once the component's handler is live (an effect after hydration);
 * both happen in one task, so no tap falls between them.
 */
export function takeEarlyTaps(button: Element, id: string): number {
  button.setAttribute(EARLY_TAP_READY_ATTRIBUTE, '');
  if (typeof window === 'undefined') return 0;
  const queue = window.__earlyTaps;
  if (!queue?.length) return 0;
  let taken = 0;
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    if (queue[index] === id) {
      queue.splice(index, 1);
      taken += 1;
    }
  }
  return taken;
}

/**
 * For any button that opts in with `{ [EARLY_TAP_ATTRIBUTE]: id }` (AddToCart does; a sticky buy bar or a
 * card's quick add can): once hydrated, `onTap` runs once per tap recorded on it before hydration. `element` is
 * the button or an element holding it.
 */
export function useEarlyTaps(element: RefObject<Element | null>, id: string, onTap: () => void): void {
  // With the handler and state of the render that hydrated the tapped button.
  const replay = useEffectEvent((taps: number) => {
    for (let tap = 0; tap < taps; tap += 1) onTap();
  });
  useEffect(() => {
    const root = element.current;
    const button = root?.matches(`[${EARLY_TAP_ATTRIBUTE}]`) ? root : root?.querySelector(`[${EARLY_TAP_ATTRIBUTE}]`);
    if (button) replay(takeEarlyTaps(button, id));
  }, [element, id]);
}
