import { UiLink } from '../link/ui-link';
import styles from './pagination.module.css';

/** One entry of the page list: a page number or a gap. */
export type PaginationEntry = number | 'gap';

/**
 * The pages to show: always the first and last, `siblings` pages either side of the current one, and
 * a gap where more than one page is left out (a single left-out page is shown instead of a gap);
 * ranges of up to `2 * siblings + 5` pages are shown whole.
 * @example paginationRange(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationEntry[] {
  if (total < 1) return [];
  // Short ranges are shown whole: a gap would save no room.
  if (total <= siblings * 2 + 5) return Array.from({ length: total }, (_, index) => index + 1);
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= total) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: PaginationEntry[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined) {
      if (p - previous === 2) entries.push(previous + 1);
      else if (p - previous > 2) entries.push('gap');
    }
    entries.push(p);
  });
  return entries;
}

/** Props of Pagination; every text arrives translated. */
export interface PaginationProps {
  /** Name of the navigation landmark, for example 'Pages'. */
  label: string;
  current: number;
  total: number;
  /** The URL of a page, keeping the filters and sort of the listing (crawlable links). */
  hrefFor: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page link, for example (3) => 'Page 3'. */
  pageLabel: (page: number) => string;
  /** Pages shown either side of the current one (default 1). */
  siblings?: number;
}

/**
 * Page links of a listing: real `<a href>` for every page (crawlable), the current one with
 * aria-current="page", previous/next, and gaps in long ranges. Nothing when there is one page.
 */
export function Pagination({ label, current, total, hrefFor, previousLabel, nextLabel, pageLabel, siblings = 1 }: PaginationProps) {
  if (total <= 1) return null;
  const page = Math.min(Math.max(1, current), total);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li className={styles.step}>
          {page > 1 ? (
            <UiLink className={styles.link} href={hrefFor(page - 1)} rel="prev">
              {previousLabel}
            </UiLink>
          ) : (
            <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">
              {previousLabel}
            </span>
          )}
        </li>
        {paginationRange(page, total, siblings).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <UiLink
                className={styles.link}
                href={hrefFor(entry)}
                aria-label={pageLabel(entry)}
                aria-current={entry === page ? 'page' : undefined}
              >
                {entry}
              </UiLink>
            </li>
          ),
        )}
        <li className={styles.step}>
          {page < total ? (
            <UiLink className={styles.link} href={hrefFor(page + 1)} rel="next">
              {nextLabel}
            </UiLink>
          ) : (
            <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">
              {nextLabel}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
