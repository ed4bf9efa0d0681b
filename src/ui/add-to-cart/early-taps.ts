import { useEffect, useEffectEvent, type RefObject } from 'react';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_READY_ATTRIBUTE } from './early-taps-script';

export { EARLY_TAP_ATTRIBUTE, EARLY_TAP_READY_ATTRIBUTE, EARLY_TAPS_SCRIPT } from './early-taps-script';

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
