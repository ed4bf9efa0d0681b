import type { ReactNode } from 'react';
import { UiLink } from '../link/ui-link';
import styles from './layouts.module.css';

/** Props of DefaultLayout. */
export interface DefaultLayoutProps {
  header: ReactNode;
  footer: ReactNode;
  overlay?: ReactNode;
  children?: ReactNode;
}

/** Props of MinimalLayout. */
export interface MinimalLayoutProps {
  homeHref: string;
  shopName: string;
  overlay?: ReactNode;
  children?: ReactNode;
}

/** Props of EmptyLayout. */
export interface EmptyLayoutProps {
  overlay?: ReactNode;
  children?: ReactNode;
}

// tabIndex -1 lets the skip link and route changes move focus to the content.
function Main({ children }: { children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}

/** Header, main content and footer; the overlay (progress bar, notifications) renders last. */
export function DefaultLayout({ header, footer, overlay, children }: DefaultLayoutProps) {
  return (
    <div className={styles.shell}>
      {header}
      <Main>{children}</Main>
      {footer}
      {overlay}
    </div>
  );
}

/** A logo linking home above the main content, for focused flows such as checkout. */
export function MinimalLayout({ homeHref, shopName, overlay, children }: MinimalLayoutProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.minimalHeader}>
        <UiLink className={styles.brand} href={homeHref}>
          {shopName}
        </UiLink>
      </header>
      <Main>{children}</Main>
      {overlay}
    </div>
  );
}

/** Only the main content (and the overlay). */
export function EmptyLayout({ overlay, children }: EmptyLayoutProps) {
  return (
    <div className={styles.shell}>
      <Main>{children}</Main>
      {overlay}
    </div>
  );
}
