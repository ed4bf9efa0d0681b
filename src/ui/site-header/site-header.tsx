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
  /** The main navigation row; wide screens only (phones reach its links through the menu). */
  nav?: ReactNode;
  /** The controls of the bar (search, car, cart, the phones' menu button, ...). */
  actions?: ReactNode;
  /**
   * Controls of the bar that phones do not show in the row (the store select: phones reach it in the menu), drawn
   * before `actions` from 600 px up.
   */
  wideActions?: ReactNode;
  /** Rows below the bar (the category menu, the car bar): inside the banner landmark, so no content is outside one. */
  children?: ReactNode;
}

/**
 * The page header: skip link first (to `#main`), a page's own skip links, then the brand-coloured bar with the shop name linking home and
 * the actions, then the navigation row and the rows below it (car bar). Up to 600 px it is one compact row: the navigation row is hidden there
 * (the phones' menu carries its links), `wideActions` hide, and the actions that phones do not need in the row hide themselves.
 */
export function SiteHeader({ homeHref, shopName, skipLabel, skipLinks, nav, actions, wideActions, children }: SiteHeaderProps) {
  // Phones draw only the first word ("AP24"); the rest stays in the link's accessible name.
  const [first, ...words] = shopName.split(' ');
  const rest = words.join(' ');
  return (
    <header className={styles.header}>
      {/* A plain anchor on purpose: it targets an in-page fragment, not a route. */}
      <a className={styles.skip} href="#main">
        {skipLabel}
      </a>
      {skipLinks ? <div className={styles.skipLinks}>{skipLinks}</div> : null}
      <div className={styles.bar}>
        <div className={styles.row}>
          <UiLink className={styles.brand} href={homeHref}>
            {first}
            {rest ? (
              <>
                {' '}
                <span className={styles.brandRest}>{rest}</span>
              </>
            ) : null}
          </UiLink>
          {actions || wideActions ? (
            <div className={styles.actions}>
              {wideActions ? <div className={styles.wideActions}>{wideActions}</div> : null}
              {actions}
            </div>
          ) : null}
        </div>
      </div>
      {nav ? <div className={styles.nav}>{nav}</div> : null}
      {children ? <div className={styles.rows}>{children}</div> : null}
    </header>
  );
}
