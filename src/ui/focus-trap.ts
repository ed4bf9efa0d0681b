import { useEffect, type RefObject } from 'react';

/** What Tab can reach inside a dialog: links, enabled form controls and anything given a non-negative tabindex. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps a Tab keypress inside `container`: Tab from the last focusable element goes to the first, Shift+Tab from
 * the first (or from the container itself, which a dialog focuses on open) goes to the last. Anything else is left
 * to the browser. Returns whether it moved focus.
 */
export function trapTab(container: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const active = container.ownerDocument.activeElement;
  const target = event.shiftKey ? (active === first || active === container ? last : null) : active === last ? first : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

/**
 * Traps Tab inside the element behind `ref` while `active` (a modal dialog: drawer, search panel), so keyboard
 * users cannot wander into the page hidden behind the overlay. Listens on the element itself, so the dialog's
 * own key handlers (Escape) keep working.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return undefined;
    const onKeyDown = (event: KeyboardEvent) => void trapTab(container, event);
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
