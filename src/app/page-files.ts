/**
 * The page module of each app page, under src/app/pages. routes.ts loads them lazily; the server's
 * preload links and the size report map them to built chunks through the Vite manifest.
 */
export const PAGE_FILES = {
  home: 'home-page.tsx',
  checkout: 'checkout-page.tsx',
  account: 'account-page.tsx',
  compare: 'compare-page.tsx',
  error: 'error-route-page.tsx',
  product: 'product-page.tsx',
  cmsPage: 'cms-page.tsx',
  catalog: 'catalog-page.tsx',
  congrats: 'congrats-page.tsx',
  seeYou: 'see-you-page.tsx',
  category: 'category-page.tsx',
} as const;

/** A key of PAGE_FILES. */
export type PageKey = keyof typeof PAGE_FILES;

/** The page's path relative to the project root, as Vite's manifest names it. */
export function pageSourcePath(key: PageKey): string {
  return `src/app/pages/${PAGE_FILES[key]}`;
}
