/**
 * Security headers of every answer (issue 18 item 15, ADR 0042): @fastify/helmet for the standard set, and for
 * pages a Content-Security-Policy with a fresh nonce per render that allows the shop's own files, and the origins
 * of the modules active in the page's store view (Stripe.js in the card views, PayPal's SDK, video players).
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExternalOriginKind, ExternalOrigins } from '../src/kernel/module';

/** HSTS, sent only on requests that came over HTTPS (directly or, with TRUST_PROXY, by X-Forwarded-Proto). */
export const HSTS = 'max-age=31536000';

/**
 * What the pages may not use: no camera, microphone, location, sensors, device APIs or interest tracking; the
 * Payment Request API only for the shop itself. Frames (players, payment fields) get only what their `allow` says.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

/** Referrer-Policy of pages and files: other sites see the shop's origin only; the API says no-referrer (server/api/security.ts). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** A fresh CSP nonce: 128 random bits, base64 (CSP's nonce-source grammar). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Where a page policy differs: over HTTPS (mixed content upgraded) and in development (Vite's HMR socket). */
export interface PagePolicyContext {
  https: boolean;
  dev: boolean;
}

/**
 * The page's CSP directives (helmet's camelCase names). Scripts: the shop's own files (built chunks, module
 * preloads, the service worker) and inline scripts carrying the nonce (initial state, hydration data, React's
 * streaming scripts); no 'unsafe-inline', no eval. Styles likewise; only style attributes are allowed inline (React
 * renders a few, and CSS in an attribute cannot load or run anything). Images: own /img files and data: URIs.
 */
export function pageDirectives(nonce: string, origins: ExternalOrigins, context: PagePolicyContext): Record<string, string[]> {
  const own = (kind: ExternalOriginKind): string[] => [...(origins[kind] ?? [])];
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", `'nonce-${nonce}'`, ...own('script')],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", `'nonce-${nonce}'`, ...own('style')],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...own('img')],
    fontSrc: ["'self'", 'data:', ...own('font')],
    // Catalogue videos may be files on any HTTPS host (logic/product-page.ts); media cannot run code.
    mediaSrc: ["'self'", 'https:'],
    // Vite's HMR socket listens on its own port in development.
    connectSrc: ["'self'", ...own('connect'), ...(context.dev ? ['ws:'] : [])],
    frameSrc: ["'self'", ...own('frame')],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
  if (context.https) directives.upgradeInsecureRequests = [];
  return directives;
}

/**
 * The page's origins with `url`'s origin added to connect-src when it is on another host (the configured GraphQL
 * API, GRAPHQL_HOST: the browser's catalogue reads go there); a path on this server adds nothing.
 */
export function withConnectOrigin(origins: ExternalOrigins, url: string | null): ExternalOrigins {
  if (!url || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return origins;
  const origin = new URL(url).origin;
  return { ...origins, connect: [...(origins.connect ?? []), origin] };
}

/** The Content-Security-Policy header value of `pageDirectives` (for tests and tools; pages get it through helmet). */
export function pagePolicy(nonce: string, origins: ExternalOrigins, context: PagePolicyContext): string {
  return Object.entries(pageDirectives(nonce, origins, context))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

/**
 * Installs the headers every answer carries (before any route): X-Content-Type-Options nosniff, X-Frame-Options
 * DENY, Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy same-origin-allow-popups (PayPal's
 * approval window talks back to the page), HSTS over HTTPS. The CSP is a page's own (`applyPagePolicy`): API
 * answers and files carry none, so the service worker (sw.js) is not bound by a page's policy.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Stripe's and PayPal's frames and scripts are cross-origin and do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/** Sets a rendered page's CSP (through helmet) for the nonce its inline scripts and styles carry. */
export function applyPagePolicy(request: FastifyRequest, reply: FastifyReply, nonce: string, origins: ExternalOrigins, dev: boolean): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(nonce, origins, { https: request.protocol === 'https', dev }) } });
}
