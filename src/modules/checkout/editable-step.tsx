import { useEffect, useRef, useState, type ReactNode } from 'react';
import { StepHeading } from './step-heading';

export interface EditableStepProps {
  number: number;
  headingId: string;
  title: string;
  /** The steps before are saved: the step can be filled in (else it is shown as upcoming). */
  reachable: boolean;
  editing: boolean;
  /** The form; `focusFirst` after "Edit", `onSaved` moves focus to the heading. */
  form: (focus: { focusFirst: boolean; onSaved: () => void }) => ReactNode;
  /** The saved step's summary; `onEdit` reopens the form (the caller dispatches its edit command). */
  summary: (onEdit: () => void) => ReactNode;
  onEdit: () => void;
}

/**
 * A step that is filled in, saved and edited (shipping, payment): focus follows it, to the heading after a
 * save and to the first field after "Edit"; an unreachable step is only its heading.
 */
export function EditableStep({ number, headingId, title, reachable, editing, form, summary, onEdit }: EditableStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [focus, setFocus] = useState<{ to: 'heading' | 'form' } | null>(null);
  useEffect(() => {
    if (focus?.to === 'heading') heading.current?.focus();
  }, [focus]);
  if (!reachable) return <StepHeading id={headingId} number={number} title={title} status="upcoming" />;
  return (
    <>
      <StepHeading ref={heading} id={headingId} number={number} title={title} status={editing ? 'current' : 'done'} />
      {editing
        ? form({ focusFirst: focus?.to === 'form', onSaved: () => setFocus({ to: 'heading' }) })
        : summary(() => {
            // Before the form opens, so it opens with focus on its first field.
            setFocus({ to: 'form' });
            onEdit();
          })}
    </>
  );
}
