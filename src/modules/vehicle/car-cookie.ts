import { cookieValue, PERSONAL_COOKIE_PREFIX, type ListingNarrowingPort } from '../../kernel/listing-narrowing';

/**
 * The applied car's engine for the server (ADR 0029): a cookie per store view, `ap24-car-<storeCode>=<engine
 * category id>`, written from the view's log whenever the applied car changes, so server-rendered listings are
 * narrowed to it. Per view, like the log: a car applied in one view never narrows another.
 */
export const carCookieName = (storeCode: string): string => `${PERSONAL_COOKIE_PREFIX}car-${storeCode}`;

/** A year: the car stays until the shopper clears it (the log keeps it as long). */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The engine id a Cookie header holds for the view; null when none (or not a positive whole number). */
export function carEngineOf(header: string | null | undefined, storeCode: string): number | null {
  const raw = cookieValue(header, carCookieName(storeCode));
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The `document.cookie` assignment that keeps (or, with null, removes) the view's car. */
export function carCookieAssignment(storeCode: string, engineId: number | null): string {
  const name = carCookieName(storeCode);
  return engineId === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${engineId}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The listing narrowing port of a view: the browser's cookies, or the page request's on the server. */
export function carNarrowing(storeCode: string): ListingNarrowingPort {
  return (request) => {
    const header = typeof document !== 'undefined' ? document.cookie : request?.headers.get('cookie');
    const categoryId = carEngineOf(header, storeCode);
    return categoryId === null ? null : { categoryId };
  };
}
