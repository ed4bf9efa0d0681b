import { localizedPath } from '../kernel/store-view';
import type { StoreView } from '../kernel/store-view/types';

/** Where a store view's web app manifest is served: `/manifest.webmanifest`, `/eng/manifest.webmanifest`, ... */
export function webManifestPath(storeView: StoreView): string {
  return localizedPath(WEB_MANIFEST_FILE, storeView);
}

/** The manifest's file name (under each store view's path). */
export const WEB_MANIFEST_FILE = '/manifest.webmanifest';

/** The manifest's media type (W3C Web App Manifest). */
export const WEB_MANIFEST_TYPE = 'application/manifest+json';

/** The design system's brand green (`--ui-color-brand` in src/ui/tokens.css), the toolbar and splash colour. */
export const THEME_COLOR = '#135b37';
/** The page background (`--ui-color-surface`). */
export const BACKGROUND_COLOR = '#ffffff';

/** The icons in public/icons (drawn by scripts/make-icons.ts). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
] as const;

/** The shell texts the manifest shows (namespace `shell`, `meta.*`). */
export interface ManifestTexts {
  shopName: string;
  description: string;
}

/** A W3C web app manifest, as written. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: (typeof APP_ICONS)[number][];
}

/**
 * The installable app of one store view: its language and name, starting at its home page (`/eng` for
 * the English view, `/` on the Finnish view's own domain). Each view is its own app (its own `id`), and
 * all share the service worker's scope `/`.
 */
export function webManifest(storeView: StoreView, texts: ManifestTexts): WebManifest {
  const home = localizedPath('/', storeView);
  return {
    id: home,
    name: texts.shopName,
    short_name: 'AP24',
    description: texts.description,
    lang: storeView.locale,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping'],
    icons: [...APP_ICONS],
  };
}
