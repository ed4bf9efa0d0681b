import { useId } from 'react';
import styles from './option-picker.module.css';

/** One value of a configurable option, for example {value: '49', label: 'Black', swatch: '#1c1f1e'}. */
export interface OptionPickerValue {
  value: string;
  label: string;
  /** A CSS colour: the value is drawn as a colour swatch instead of a text button. */
  swatch?: string;
  /** False when no available variant has this value; shown, but cannot be chosen. Default true. */
  available?: boolean;
}

/** Props of OptionPicker; texts arrive translated. */
export interface OptionPickerProps {
  /** The option's label, for example 'Colour' or 'Length'. */
  legend: string;
  /** Form name of the radios, for example the attribute code 'color'. */
  name: string;
  values: OptionPickerValue[];
  /** The chosen value, or null when none is chosen. */
  selected: string | null;
  onSelect: (value: string) => void;
  /** Added to the name of an unavailable value, for example 'not available'. */
  unavailableLabel: string;
}

/**
 * The values of one configurable option as a radio group: colour swatches where a swatch colour is
 * given, text buttons otherwise. Unavailable values stay visible, disabled and labelled as such.
 */
export function OptionPicker({ legend, name, values, selected, onSelect, unavailableLabel }: OptionPickerProps) {
  const id = useId();
  const chosen = values.find((value) => value.value === selected);
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>
        {legend}
        {chosen ? (
          <>
            {': '}
            <span className={styles.chosen}>{chosen.label}</span>
          </>
        ) : null}
      </legend>
      <div className={styles.values}>
        {values.map((value) => {
          const inputId = `${id}-${value.value}`;
          const available = value.available !== false;
          // One text for assistive technology, so the name reads the same in every browser.
          const spoken = available ? value.label : `${value.label}, ${unavailableLabel}`;
          return (
            <span key={value.value} className={styles.value}>
              <input
                id={inputId}
                className={styles.input}
                type="radio"
                name={name}
                value={value.value}
                checked={value.value === selected}
                disabled={!available}
                onChange={() => onSelect(value.value)}
              />
              <label
                htmlFor={inputId}
                className={value.swatch ? `${styles.choice} ${styles.swatch}` : `${styles.choice} ${styles.text}`}
                data-available={available ? 'true' : 'false'}
                title={value.swatch ? value.label : undefined}
              >
                {value.swatch ? (
                  <>
                    <span className={styles.colour} style={{ background: value.swatch }} aria-hidden="true" />
                    <span className={styles.visuallyHidden}>{spoken}</span>
                  </>
                ) : available ? (
                  value.label
                ) : (
                  <>
                    <span aria-hidden="true">{value.label}</span>
                    <span className={styles.visuallyHidden}>{spoken}</span>
                  </>
                )}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
