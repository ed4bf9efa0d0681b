import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../button/button';
import { OptionPicker, type OptionPickerValue } from '../option-picker/option-picker';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import styles from './line-editor.module.css';

/** One configurable option of the edited product: its code, label, values and the chosen value. */
export interface LineEditorOption {
  code: string;
  label: string;
  values: OptionPickerValue[];
  selected: string | null;
}

/** The editor's texts, translated by the caller. */
export interface LineEditorLabels {
  /** The group's accessible name, for example 'Edit Floor mat set'. */
  title: string;
  quantity: string;
  decrease: string;
  increase: string;
  save: string;
  cancel: string;
  unavailable: string;
}

/** Props of LineEditor. */
export interface LineEditorProps {
  labels: LineEditorLabels;
  /** The options to choose from; empty while they load. */
  options: LineEditorOption[];
  quantity: number;
  /** A status or problem to show above the buttons ('Loading…', 'No such configuration for the product.'). */
  message?: string | undefined;
  /** True when the message is a problem (shown as an alert). */
  invalid?: boolean;
  /** False disables Save (options still loading or no variant has the chosen options). */
  canSave: boolean;
  onSelect: (code: string, value: string) => void;
  onQuantity: (quantity: number) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The inline editor of a cart line (cart page and mini cart): the product's configurable options as option pickers,
 * the quantity, Save and Cancel. It takes focus when it opens and Escape cancels, so a keyboard user lands in it
 * and can leave it without a change.
 */
export function LineEditor({ labels, options, quantity, message, invalid = false, canSave, onSelect, onQuantity, onSave, onCancel }: LineEditorProps) {
  const group = useRef<HTMLFormElement>(null);
  useEffect(() => group.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave();
  };
  return (
    <form
      ref={group}
      className={styles.editor}
      aria-label={labels.title}
      tabIndex={-1}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The editor closes, not the drawer around it.
        event.stopPropagation();
        onCancel();
      }}
    >
      {options.map((option) => (
        <OptionPicker
          key={option.code}
          legend={option.label}
          name={option.code}
          values={option.values}
          selected={option.selected}
          onSelect={(value) => onSelect(option.code, value)}
          unavailableLabel={labels.unavailable}
        />
      ))}
      <QuantityStepper value={quantity} label={labels.quantity} decreaseLabel={labels.decrease} increaseLabel={labels.increase} onChange={onQuantity} />
      <p className={invalid ? styles.problem : styles.status} role={invalid ? 'alert' : 'status'}>
        {message ?? ''}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={!canSave}>
          {labels.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}
