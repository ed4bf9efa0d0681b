import { useEffect, useRef, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';

/** Id of the layouts' `<main tabIndex={-1}>`, the skip link's target. */
export const MAIN_ID = 'main';
/** Id of the polite live region that names each new page. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

// Hidden from sight but not from assistive technology (display:none would silence the region).
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** The new page's name: its heading (the title without the shop name), else the document title. */
function pageName(main: HTMLElement | null): string {
  const heading = main?.querySelector('h1')?.textContent?.trim();
  return heading || document.title;
}

/**
 * WCAG 2.4.3 for client navigations: once a new path has rendered, focus moves to the main content
 * (without scrolling: the ScrollManager owns scrolling) and the page's name is announced politely.
 * First load and hash-only changes are left alone: there the browser already does the right thing.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const region = useRef<HTMLDivElement>(null);
  const lastPath = useRef<string | null>(null);

  // A passive effect of a sibling after the page: the page's DOM (and its document title) is in place.
  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById(MAIN_ID);
    main?.focus({ preventScroll: true });
    // Written straight to the DOM: React renders no children here, and a re-render buys nothing.
    if (region.current) region.current.textContent = pageName(main);
  }, [pathname]);

  return <div id={ROUTE_ANNOUNCER_ID} ref={region} role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden} />;
}
