const TOKEN = '{{token}}';
const CART_ID = '{{cartId}}';

/** A task URL with its placeholders filled, or why it could not be. */
export type ResolvedUrl =
  | {
      ok: true;
      url: string;
      /** The token the URL carries; null when it carries none (so a 401 is not about our token). */
      token: string | null;
    }
  | { ok: false; missing: 'cartId' };

/**
 * Fills `{{token}}` and `{{cartId}}` (URL-encoded). A missing token becomes empty (a guest call);
 * a missing cart id refuses the URL, because a cart call without a cart would act on nothing.
 *
 * @example resolvePlaceholders('/api/cart/pull?token={{token}}&cartId={{cartId}}', { token: 'a b', cartId: '7' })
 *   // { ok: true, url: '/api/cart/pull?token=a%20b&cartId=7', token: 'a b' }
 */
export function resolvePlaceholders(url: string, values: { token: string | null; cartId: string | null }): ResolvedUrl {
  const needsCartId = url.includes(CART_ID);
  if (needsCartId && !values.cartId) return { ok: false, missing: 'cartId' };
  const carriesToken = url.includes(TOKEN) && !!values.token;
  const filled = url
    .replaceAll(TOKEN, encodeURIComponent(values.token ?? ''))
    .replaceAll(CART_ID, encodeURIComponent(values.cartId ?? ''));
  return { ok: true, url: filled, token: carriesToken ? values.token : null };
}

/** Whether a task URL sends the user token (such tasks wait while the token is being refreshed). */
export function usesToken(url: string): boolean {
  return url.includes(TOKEN);
}
