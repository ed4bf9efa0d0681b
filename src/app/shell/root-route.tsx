import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '../../kernel/router';
import { RouteAnnouncer } from './route-announcer';
import { markHydrated } from './hydration';

/** The root route: scroll rules, the matched layout, then focus and announcement after navigations. */
export function RootRoute() {
  useEffect(markHydrated, []);
  return (
    <>
      <ScrollManager />
      <Outlet />
      {/* After the Outlet so its effect runs once the new page has committed its own. */}
      <RouteAnnouncer />
    </>
  );
}
