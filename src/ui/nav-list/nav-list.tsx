import { UiLink } from '../link/ui-link';
import styles from './nav-list.module.css';

/** One navigation entry. */
export interface NavListItem {
  href: string;
  label: string;
  current?: boolean;
}

/** Props of NavList. */
export interface NavListProps {
  label: string;
  items: NavListItem[];
}

/** A labelled navigation landmark of internal links; the current page gets aria-current="page". */
export function NavList({ label, items }: NavListProps) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <UiLink className={styles.link} href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </UiLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
