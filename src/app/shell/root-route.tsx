import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '../../kernel/router';
import { RouteAnnouncer } from './route-announcer';

/** The root route: scroll rules, the matched layout, then focus and announcement after navigations. */
export function RootRoute() {
  useEffect(() => {
    // Lets journeys and monitoring tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true';
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
