import { ChevronDown, Globe } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import styles from './store-switcher.module.css';
import { Icon } from '../icon/icon';

/** One store view the switcher offers. */
export interface StoreSwitcherOption {
  code: string;
  name: string;
  href: string;
  lang: string;
  current: boolean;
}

/** Props of StoreSwitcher. */
export interface StoreSwitcherProps {
  label: string;
  options: StoreSwitcherOption[];
  /**
   * Where it is drawn: 'header' (default: a compact toggle whose list opens over the page) or 'menu' (the phones'
   * menu: a full-width toggle whose list opens in place, pushing the entries below it down).
   */
  placement?: 'header' | 'menu';
}

/**
 * Disclosure listing the store views as plain links: switching views is a full page load on
 * purpose (another language, currency and maybe host), so these are `<a>`, never UiLink. The header shows it from
 * 600 px up; phones find it in the menu (`placement="menu"`).
 */
export function StoreSwitcher({ label, options, placement = 'header' }: StoreSwitcherProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Pointer presses outside close it too: some browsers never focus a clicked button, so blur alone misses them.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.root} data-placement={placement} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon icon={Globe} className={styles.globe} size={20} />
        <span className={styles.label}>{label}</span>
        <Icon icon={ChevronDown} className={styles.chevron} size={16} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              className={styles.link}
              href={option.href}
              hrefLang={option.lang}
              lang={option.lang}
              aria-current={option.current ? 'true' : undefined}
              data-store-code={option.code}
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
