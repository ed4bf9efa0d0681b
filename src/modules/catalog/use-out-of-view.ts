import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element behind `ref` has scrolled out of view above the top of the screen (the shopper went past
 * it), false while it is in view or still below. Watched with an IntersectionObserver; false where there is none.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
