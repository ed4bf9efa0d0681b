/** Whether the browser says it is online; true where there is no `navigator` (SSR, Node). Read at call time. */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The part of `window` that `watchOnline` needs. */
export interface OnlineEventTarget {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/**
 * Calls `onOnline` whenever the target fires `online` (the app passes `window` and the layer's
 * `notifyOnline`). Returns the function that stops watching.
 */
export function watchOnline(target: OnlineEventTarget, onOnline: () => unknown): () => void {
  const listener = (): void => {
    void onOnline();
  };
  target.addEventListener('online', listener);
  return () => target.removeEventListener('online', listener);
}
