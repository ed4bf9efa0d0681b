import { useId, useState } from 'react';
import styles from './filter-group.module.css';

/** One filter value with its result count; `checked` when it is in the route query. */
export interface FilterOption {
  id: string;
  label: string;
  count?: number;
  checked: boolean;
}

/**
 * `multiple`: any number of values (brand, item class); `single`: at most one (price range), choosing
 * another replaces it and choosing the checked one again clears it.
 */
export type FilterGroupMode = 'multiple' | 'single';

/** Props of FilterGroup; texts arrive translated. */
export interface FilterGroupProps {
  title: string;
  options: FilterOption[];
  onToggle: (id: string) => void;
  mode?: FilterGroupMode;
  /** Form name of the inputs, for example the attribute code 'brand'. */
  name?: string;
  /** Shows a toggle that folds the options away (for phones, where filters take a lot of room). */
  collapsible?: boolean;
  defaultCollapsed?: boolean;
}

/**
 * A titled group of filter values (fieldset and legend) with counts; every change calls
 * `onToggle(id)` and the caller rewrites the route query. Single-choice values are checkboxes drawn
 * as radios: unlike a native radio, a checkbox can be cleared by choosing it again, and arrow keys do
 * not fire a new search on every step.
 */
export function FilterGroup({ title, options, onToggle, mode = 'multiple', name, collapsible = false, defaultCollapsed = false }: FilterGroupProps) {
  const id = useId();
  const [collapsed, setCollapsed] = useState(collapsible && defaultCollapsed);
  const listId = `${id}-options`;
  return (
    <fieldset className={styles.group} data-mode={mode}>
      <legend className={styles.legend}>
        {collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((value) => !value)}
          >
            {title}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        ) : (
          title
        )}
      </legend>
      <ul id={listId} className={styles.list} hidden={collapsed}>
        {options.map((option) => {
          const inputId = `${id}-${option.id}`;
          return (
            <li key={option.id}>
              <input
                id={inputId}
                className={styles.input}
                type="checkbox"
                name={name}
                value={option.id}
                checked={option.checked}
                onChange={() => onToggle(option.id)}
              />
              <label htmlFor={inputId} className={styles.label}>
                <span className={styles.text}>
                  {option.label}
                  {option.count !== undefined ? (
                    <>
                      {' '}
                      <span className={styles.count}>({option.count})</span>
                    </>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
