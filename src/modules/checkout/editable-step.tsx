import { useState, type ReactNode } from 'react';
import { StepHeading } from './step-heading';

export interface EditableStepProps {
  number: number;
  headingId: string;
  title: string;
  /** The steps before are saved: the step can be filled in (else it is shown as upcoming). */
  reachable: boolean;
  editing: boolean;
  /** The form; `focusFirst` after "Edit", `onSaved` after a save. */
  form: (focus: { focusFirst: boolean; onSaved: () => void }) => ReactNode;
  /** The saved step's summary; `onEdit` reopens the form (the caller dispatches its edit command). */
  summary: (onEdit: () => void) => ReactNode;
  onEdit: () => void;
  /** The step is saved: the checkout moves focus on to the step now current. */
  onSaved?: () => void;
}

/**
 * A step that is filled in, saved and edited (shipping, payment): focus follows it, to the first field after
 * "Edit"; after a save the checkout moves it on to the next step (`onSaved`); an unreachable step is only its
 * heading.
 */
export function EditableStep({ number, headingId, title, reachable, editing, form, summary, onEdit, onSaved }: EditableStepProps) {
  const [focus, setFocus] = useState<{ to: 'form' } | null>(null);
  if (!reachable) return <StepHeading id={headingId} number={number} title={title} status="upcoming" />;
  return (
    <>
      <StepHeading id={headingId} number={number} title={title} status={editing ? 'current' : 'done'} />
      {editing
        ? form({
            focusFirst: focus?.to === 'form',
            onSaved: () => {
              setFocus(null);
              onSaved?.();
            },
          })
        : summary(() => {
            // Before the form opens, so it opens with focus on its first field.
            setFocus({ to: 'form' });
            onEdit();
          })}
    </>
  );
}
