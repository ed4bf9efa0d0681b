import type { ReactNode } from 'react';
import { UiLink } from '../link/ui-link';
import styles from './site-header.module.css';

/** Props of SiteHeader. */
export interface SiteHeaderProps {
  homeHref: string;
  shopName: string;
  skipLabel: string;
  /** More skip links after the first, to a page's own target (checkout: its form); anchors, styled alike. */
  skipLinks?: ReactNode;
  nav?: ReactNode;
  actions?: ReactNode;
  /** Rows below the bar (the category menu, the car bar): inside the banner landmark, so no content is outside one. */
  children?: ReactNode;
}

/** The page header: skip link first (to `#main`), a page's own skip links, the shop name linking home, then nav and actions, then the rows below. */
export function SiteHeader({ homeHref, shopName, skipLabel, skipLinks, nav, actions, children }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      {/* A plain anchor on purpose: it targets an in-page fragment, not a route. */}
      <a className={styles.skip} href="#main">
        {skipLabel}
      </a>
      {skipLinks ? <div className={styles.skipLinks}>{skipLinks}</div> : null}
      <div className={styles.bar}>
        <UiLink className={styles.brand} href={homeHref}>
          {shopName}
        </UiLink>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {nav ? <div className={styles.nav}>{nav}</div> : null}
      {children}
    </header>
  );
}
