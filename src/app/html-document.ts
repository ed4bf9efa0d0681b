import type { HydrationState } from 'react-router-dom';
import type { InitialState } from './initial-state';
import { jsonForScript } from './initial-state';
import type { PageAssets } from './asset-manifest';
import type { PageHead } from '../kernel/react/page';
import { HEAD_MARK, headTags, type HeadTag } from './shell/head-tags';
import { THEME_COLOR } from './web-manifest';
import { EARLY_TAPS_SCRIPT } from '../ui/add-to-cart/early-taps-script';
import { PAGE_SCRIPTS_ID, SCRIPT_LOADER, type PageScripts } from './script-loader';

/** What the server writes around the streamed app; the page's head fields (PageHead) besides the title. */
export interface DocumentParts extends Omit<PageHead, 'title' | 'description'> {
  lang: string;
  /** The full title (`{page} | {shop}`). */
  title: string;
  /** The page's description, else the shop's. */
  description: string;
  assets: PageAssets;
  /** Stylesheet texts by URL path; the page's stylesheets are written inline when all are here and small enough. */
  inlineStyles?: ReadonlyMap<string, string>;
  initialState: InitialState;
  /** Raw HTML for the head in development (Vite client, React refresh preamble). */
  devHead?: string;
  /** Entry module URL when there is no manifest (development). */
  devEntry?: string;
  /** The store view's web app manifest (`webManifestPath`); the app is installable where it is set. */
  webManifest?: string;
  /** The page's Content-Security-Policy nonce: every inline script and style, and the scripts, carry it. */
  nonce?: string;
}

/** ` nonce="..."` for an element, or nothing without a nonce. */
export function nonceAttribute(nonce: string | undefined): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/** Adds the nonce to every `<script` and `<style` of raw head HTML (Vite's client and React refresh preamble in development). */
export function withNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<(script|style)\b/gi, `<$1${nonceAttribute(nonce)}`) : html;
}

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One head tag as HTML; JSON-LD goes through jsonForScript, so no `</script>` in the data ends the script. */
function tagHtml(tag: HeadTag, nonce: string | undefined): string {
  const attributes = tag.attributes.map(([name, value]) => (name === HEAD_MARK ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`)).join('');
  return tag.name === 'script' ? `<script${attributes}${nonceAttribute(nonce)}>${jsonForScript(tag.json ?? null)}</script>` : `<${tag.name}${attributes}>`;
}

/**
 * Most CSS a page may carry inline (UTF-8 bytes before compression, all its stylesheets together). Below it, the
 * styles come in the HTML (about 8 KB more per page with brotli) instead of one or two render-blocking requests,
 * each a round trip before the first paint on a phone (ADR 0037); above it, they are linked and cached.
 */
export const INLINE_STYLES_MAX_BYTES = 64 * 1024;

const encoder = new TextEncoder();
const utf8Bytes = (text: string): number => encoder.encode(text).length;

/**
 * The page's stylesheets: `<style data-href>` elements when every one is known and they fit INLINE_STYLES_MAX_BYTES,
 * else `<link rel="stylesheet">`. `</style` in a stylesheet's text cannot end the element early.
 */
export function stylesheetsHtml(hrefs: readonly string[], inline?: ReadonlyMap<string, string>, nonce?: string): string[] {
  const texts = hrefs.map((href) => inline?.get(href));
  const bytes = texts.reduce((sum, text) => sum + (text === undefined ? Infinity : utf8Bytes(text)), 0);
  if (hrefs.length > 0 && bytes <= INLINE_STYLES_MAX_BYTES) {
    // Each with a disabled link to its file: browsers do not fetch a disabled stylesheet, and Vite's preload
    // helper, which looks for the link, then knows the styles are on the page and does not load them again when
    // a client navigation imports a page that needs them.
    return hrefs.map(
      (href, index) =>
        `<style data-href="${escapeHtml(href)}"${nonceAttribute(nonce)}>${(texts[index] ?? '').replace(/<\/(style)/gi, '<\\/$1')}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled>`,
    );
  }
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
}

/** Everything before the app's markup: doctype, `<html lang>`, head, `<body><div id="root">`. */
export function documentStart(parts: DocumentParts): string {
  const entry = parts.assets.entry ?? parts.devEntry ?? null;
  const nonce = nonceAttribute(parts.nonce);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Vite's preload helper and dev client put this nonce on the styles and preloads they add (its html.cspNonce).
    parts.nonce ? `<meta property="csp-nonce"${nonce}>` : '',
    `<title>${escapeHtml(parts.title)}</title>`,
    // Before the body: taps on "Add to cart" before hydration are recorded and replayed, not lost (issue 20).
    `<script${nonce}>${EARLY_TAPS_SCRIPT}</script>`,
    ...headTags(parts).map((tag) => tagHtml(tag, parts.nonce)),
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    parts.webManifest ? `<link rel="manifest" href="${escapeHtml(parts.webManifest)}">` : '',
    // The icons of public/icons (scripts/make-icons.ts); the SVG also stops the browser's /favicon.ico request.
    '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
    ...stylesheetsHtml(parts.assets.stylesheets, parts.inlineStyles, parts.nonce),
    withNonce(parts.devHead ?? '', parts.nonce),
    `<script${nonce}>window.__INITIAL_STATE__=${jsonForScript(parts.initialState)}</script>`,
    ...scriptsHtml(parts, entry, nonce),
  ];
  return `<!DOCTYPE html><html lang="${escapeHtml(parts.lang)}"><head>${head.join('')}</head><body><div id="root">`;
}

/**
 * The page's scripts. Built pages name them in a JSON block that SCRIPT_LOADER starts once the page's main picture
 * is in (ADR 0078; before, `modulepreload` links and the entry's module script in the head: ADR 0037). Development
 * keeps Vite's module script, which its client's preamble must precede.
 */
function scriptsHtml(parts: DocumentParts, entry: string | null, nonce: string): string[] {
  if (!entry) return [];
  if (!parts.assets.entry) return [`<script type="module" src="${escapeHtml(entry)}"${nonce}></script>`];
  const scripts: PageScripts = { preload: parts.assets.modulePreloads, entry };
  return [`<script type="application/json" id="${PAGE_SCRIPTS_ID}">${jsonForScript(scripts)}</script>`, `<script${nonce}>${SCRIPT_LOADER}</script>`];
}

/** Everything after the app's markup: react-router's hydration data, then the end of the document. */
export function documentEnd(hydration: HydrationState, nonce?: string): string {
  return `</div><script${nonceAttribute(nonce)}>window.__staticRouterHydrationData=${jsonForScript(hydration)}</script></body></html>`;
}
