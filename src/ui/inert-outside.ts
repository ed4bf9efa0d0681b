import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Makes everything outside `element` inert: the siblings of the element and of each of its ancestors up to
 * `<body>`. Decorative `aria-hidden` siblings (a dialog's backdrop) are left alone, so a click on them still
 * closes the dialog; so are elements marked `data-inert-exempt` (the notifications, whose status messages must
 * still be announced, WCAG 4.1.3) and elements that are inert already. Returns the elements it made inert.
 */
export function inertOutside(element: Element): Element[] {
  const made: Element[] = [];
  const body = element.ownerDocument.body;
  for (let node: Element = element; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.hasAttribute('data-inert-exempt') || sibling.getAttribute('aria-hidden') === 'true') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return made;
}

/**
 * While `active`, the page behind the modal dialog behind `ref` (drawer, search panel, sign-in dialog) is inert:
 * it cannot be clicked, focused or read by a screen reader, as WCAG's modal dialog pattern asks.
 *
 * The background turns inert after the dialog's own effects have run (they note the opener and move focus in:
 * an opener made inert first would already have lost focus), and stops being inert in a layout effect's
 * cleanup, which runs before those effects' cleanups give focus back to the opener (an inert opener refuses it).
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const made = useRef<Element[]>([]);
  useEffect(() => {
    const container = ref.current;
    if (active && container) made.current = inertOutside(container);
  }, [ref, active]);
  useLayoutEffect(() => {
    if (!active) return undefined;
    return () => {
      for (const element of made.current) element.removeAttribute('inert');
      made.current = [];
    };
  }, [active]);
}
