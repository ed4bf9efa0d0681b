import { useId } from 'react';
import { UiLink } from '../link/ui-link';
import { PromiseList } from '../promise-list/promise-list';
import styles from './site-footer.module.css';

/** One footer link (content pages such as privacy or shipping). */
export interface SiteFooterLink {
  href: string;
  label: string;
}

/** Props of SiteFooter. */
export interface SiteFooterProps {
  title: string;
  links: SiteFooterLink[];
  promises: string[];
}

/** The page footer: the shop promises and a navigation of content-page links titled by `title`. */
export function SiteFooter({ title, links, promises }: SiteFooterProps) {
  const headingId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {promises.length > 0 ? (
          <div className={styles.promises}>
            <PromiseList items={promises} />
          </div>
        ) : null}
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <UiLink className={styles.link} href={link.href}>
                  {link.label}
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
