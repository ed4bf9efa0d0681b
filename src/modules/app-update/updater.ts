/**
 * The port to the browser's service worker that the app binds (src/app/pwa): the module decides when the
 * waiting version takes over, the app knows how (workbox-window's messageSkipWaiting, then a reload).
 */
export const AppUpdater = Symbol('AppUpdater');
export interface AppUpdater {
  /** Lets the waiting version take over and reloads the page once it controls it. */
  apply(): void;
}
