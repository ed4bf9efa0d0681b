/**
 * When the page has hydrated. The root route's first effect marks it: `<html data-hydrated="true">` (journeys
 * and monitoring tell a hydrated page from server HTML) and the `hydrated` performance mark (the first-load
 * budget counts the scripts requested before it, scripts/first-load.ts). Work that the first render does not
 * need (the service worker) waits for it.
 */
let resolveHydrated: () => void = () => undefined;
export const hydrated: Promise<void> = new Promise((resolve) => {
  resolveHydrated = resolve;
});

export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  // (Not every environment has User Timing: jsdom lacks it.)
  if (typeof performance.mark === 'function') performance.mark('hydrated');
  resolveHydrated();
}
