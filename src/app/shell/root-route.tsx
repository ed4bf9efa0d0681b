import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '../../kernel/router';
import { RouteAnnouncer } from './route-announcer';

/** The root route: scroll rules, the matched layout, then focus and announcement after navigations. */
export function RootRoute() {
  useEffect(() => {
    // Lets journeys and monitoring tell a hydrated page from server HTML; the mark times it (the
    // first-load budget counts the scripts requested before it, scripts/first-load.ts).
    document.documentElement.dataset.hydrated = 'true';
    // (Not every environment has User Timing: jsdom lacks it.)
    if (typeof performance.mark === 'function') performance.mark('hydrated');
  }, []);
  return (
    <>
      <ScrollManager />
      <Outlet />
      {/* After the Outlet so its effect runs once the new page has committed its own. */}
      <RouteAnnouncer />
    </>
  );
}
