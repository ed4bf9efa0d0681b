import { ChevronDown } from 'lucide';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { UiLink } from '../link/ui-link';
import styles from './menu-bar.module.css';
import { Icon } from '../icon/icon';

/** One entry of the menu bar; entries with children get a submenu. */
export interface MenuBarEntry {
  id: string;
  label: string;
  href: string;
  children: readonly MenuBarEntry[];
}

/** Props of MenuBar. */
export interface MenuBarProps {
  /** Name of the navigation landmark. */
  label: string;
  items: readonly MenuBarEntry[];
  /** The top entry whose submenu is open, or null. */
  openId: string | null;
  onOpen: (id: string) => void;
  /** Asks to close the open submenu (the app may close it after a delay). */
  onClose: () => void;
  /** Accessible name of an entry's submenu button, for example "Brakes: subcategories". */
  submenuLabel: (label: string) => string;
}

/** The first link of the submenu with this element id. */
function firstLinkIn(submenuId: string): HTMLElement | null | undefined {
  return document.getElementById(submenuId)?.querySelector<HTMLElement>('a[href]');
}

/** The links and submenu buttons of the top row, in order. */
const TOP_ROW = ':scope > li > a[href], :scope > li > button';

/**
 * The categories menu bar of wide screens: top categories as links, each with a disclosure button for its
 * submenu (the WAI-ARIA disclosure navigation pattern, not a role="menu"). A submenu opens on hover, on the
 * button (click, Enter, Space) and on ArrowDown, which also moves into it; ArrowUp/ArrowDown walk a submenu,
 * ArrowLeft/ArrowRight the top row; Escape closes and returns focus to the button; focus or pointer
 * leaving an entry closes its submenu. Closed submenus stay in the HTML (hidden), so crawlers see the links.
 */
export function MenuBar({ label, items, openId, onOpen, onClose, submenuLabel }: MenuBarProps) {
  const baseId = useId();
  const list = useRef<HTMLUListElement>(null);
  // ArrowDown opens a submenu that is not rendered visible yet: focus moves in once it is.
  const focusInto = useRef<string | null>(null);

  const submenuIdOf = (id: string) => `${baseId}-${id}`;

  useEffect(() => {
    if (openId === null || focusInto.current !== openId) return;
    focusInto.current = null;
    firstLinkIn(`${baseId}-${openId}`)?.focus();
  }, [openId, baseId]);

  const topFocusables = () => [...(list.current?.querySelectorAll<HTMLElement>(TOP_ROW) ?? [])];

  const moveInRow = (event: KeyboardEvent, step: 1 | -1) => {
    const row = topFocusables();
    const at = row.indexOf(event.currentTarget as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    row[(at + step + row.length) % row.length]?.focus();
  };

  const onTopKey = (item: MenuBarEntry) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') moveInRow(event, 1);
    else if (event.key === 'ArrowLeft') moveInRow(event, -1);
    else if (event.key === 'ArrowDown' && item.children.length > 0) {
      event.preventDefault();
      focusInto.current = item.id;
      if (openId === item.id) firstLinkIn(submenuIdOf(item.id))?.focus();
      else onOpen(item.id);
    }
  };

  const onSubmenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
    const at = links.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    links[(at + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
  };

  const onEntryKey = (item: MenuBarEntry) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openId !== item.id) return;
    event.stopPropagation();
    onClose();
    event.currentTarget.querySelector<HTMLElement>(':scope > button')?.focus();
  };

  const onEntryBlur = (item: MenuBarEntry) => (event: FocusEvent<HTMLLIElement>) => {
    if (openId === item.id && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <nav className={styles.nav} aria-label={label}>
      <ul ref={list} className={styles.list}>
        {items.map((item) => {
          const open = openId === item.id;
          const submenuId = submenuIdOf(item.id);
          const hasSubmenu = item.children.length > 0;
          return (
            <li
              key={item.id}
              className={styles.entry}
              onMouseEnter={hasSubmenu && !open ? () => onOpen(item.id) : undefined}
              onMouseLeave={open ? onClose : undefined}
              onKeyDown={onEntryKey(item)}
              onBlur={onEntryBlur(item)}
            >
              <UiLink className={styles.top} href={item.href} onKeyDown={onTopKey(item)}>
                {item.label}
              </UiLink>
              {hasSubmenu ? (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={submenuId}
                    aria-label={submenuLabel(item.label)}
                    onClick={() => (open ? onClose() : onOpen(item.id))}
                    onKeyDown={onTopKey(item)}
                  >
                    <Icon icon={ChevronDown} size={16} />
                  </button>
                  <ul id={submenuId} className={styles.submenu} hidden={!open} onKeyDown={onSubmenuKey}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <UiLink className={styles.link} href={child.href}>
                          {child.label}
                        </UiLink>
                        {child.children.length > 0 ? (
                          <ul className={styles.nested}>
                            {child.children.map((grandchild) => (
                              <li key={grandchild.id}>
                                <UiLink className={styles.link} href={grandchild.href}>
                                  {grandchild.label}
                                </UiLink>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
