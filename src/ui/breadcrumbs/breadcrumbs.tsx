import { UiLink } from '../link/ui-link';
import styles from './breadcrumbs.module.css';

/** One step of the trail; the last item is the current page and its href is not used. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Props of Breadcrumbs. */
export interface BreadcrumbsProps {
  /** Name of the navigation landmark, for example 'Breadcrumbs'. */
  label: string;
  items: BreadcrumbItem[];
}

/** The trail to the current page: an ordered list of links, the last item marked current and not a link. */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav className={styles.nav} aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}:${item.label}`} className={styles.item}>
            {index === last || item.href === undefined ? (
              <span className={styles.current} aria-current={index === last ? 'page' : undefined}>
                {item.label}
              </span>
            ) : (
              <UiLink className={styles.link} href={item.href}>
                {item.label}
              </UiLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
