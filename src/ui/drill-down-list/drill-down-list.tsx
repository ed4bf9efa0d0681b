import { ChevronLeft, ChevronRight } from 'lucide';
import { useEffect, useRef } from 'react';
import { UiLink } from '../link/ui-link';
import styles from './drill-down-list.module.css';
import { Icon } from '../icon/icon';

/** One entry of the list; entries with children open a level of their own. */
export interface DrillDownEntry {
  id: string;
  label: string;
  href: string;
  children: readonly DrillDownEntry[];
}

/** Props of DrillDownList. */
export interface DrillDownListProps {
  /** The top level. */
  items: readonly DrillDownEntry[];
  /** The opened entries, outermost first; the last one's children are shown. */
  trail: readonly DrillDownEntry[];
  /** Heading of the top level. */
  rootTitle: string;
  onOpen: (id: string) => void;
  /** Back to the level above. */
  onBack: () => void;
  backLabel: string;
  /** Text of the link to the opened entry itself, for example "All Brakes". */
  allLabel: (label: string) => string;
}

/**
 * A drill-down list for narrow screens (the sidebar's categories): one level at a time, entries with children
 * are buttons that open their level, leaves are links; a back button and a link to the opened entry itself
 * lead out. After a level change focus moves to the level's heading, so screen readers announce it and Tab
 * continues from there.
 */
export function DrillDownList({ items, trail, rootTitle, onOpen, onBack, backLabel, allLabel }: DrillDownListProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const current = trail[trail.length - 1];
  const level = current ? current.children : items;
  const depth = trail.length;
  const shownDepth = useRef(depth);

  useEffect(() => {
    if (shownDepth.current === depth) return;
    shownDepth.current = depth;
    heading.current?.focus();
  }, [depth]);

  return (
    <div className={styles.list}>
      {current ? (
        <button type="button" className={styles.back} onClick={onBack}>
          <Icon icon={ChevronLeft} size={20} /> {backLabel}
        </button>
      ) : null}
      <h3 ref={heading} className={styles.heading} tabIndex={-1}>
        {current ? current.label : rootTitle}
      </h3>
      <ul className={styles.entries}>
        {current ? (
          <li>
            <UiLink className={styles.entry} href={current.href}>
              {allLabel(current.label)}
            </UiLink>
          </li>
        ) : null}
        {level.map((entry) => (
          <li key={entry.id}>
            {entry.children.length > 0 ? (
              <button type="button" className={styles.entry} onClick={() => onOpen(entry.id)}>
                {entry.label}
                <Icon icon={ChevronRight} size={20} />
              </button>
            ) : (
              <UiLink className={styles.entry} href={entry.href}>
                {entry.label}
              </UiLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
