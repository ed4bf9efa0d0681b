import { useId } from 'react';
import styles from './sort-select.module.css';

/** One sort order, for example {value: 'final_price', label: 'Price low to high'}. */
export interface SortOption {
  value: string;
  label: string;
}

/** Props of SortSelect; texts arrive translated. */
export interface SortSelectProps {
  /** Visible label, for example 'Sort by'. */
  label: string;
  options: SortOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
}

/** A labelled native select of sort orders; the caller turns the choice into the route query. */
export function SortSelect({ label, options, value, onChange, name }: SortSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.control}>
        <select id={id} className={styles.select} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
