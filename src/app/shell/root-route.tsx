import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '../../kernel/router';

/** The root route: scroll rules and the matched layout. */
export function RootRoute() {
  useEffect(() => {
    // Lets journeys and monitoring tell a hydrated page from server HTML.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}
