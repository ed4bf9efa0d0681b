import type { RouteLoaderArgs } from '../../kernel/module';

/** The reset e-mail's link as the page reads it: `/reset-password?token=&email=` (server/commerce/users/reset.ts). */
export interface ResetLink {
  email: string;
  /** The one-time token; '' when the link lost it (a mail client cut the address short). */
  token: string;
}

/** The e-mail and token of a reset link's URL (missing ones are ''). */
export function resetLinkOf(url: string): ResetLink {
  const query = new URL(url, 'http://localhost').searchParams;
  return { email: (query.get('email') ?? '').trim(), token: (query.get('token') ?? '').trim() };
}

/** The loader of `reset-password`: the link's e-mail and token, so the server renders the form for that account. */
export function resetPasswordLoader({ request }: Pick<RouteLoaderArgs, 'request'>): ResetLink {
  return resetLinkOf(request.url);
}
