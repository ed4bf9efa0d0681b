import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewForm, type ReviewFormField, type ReviewFormLabels, type ReviewFormValues } from './review-form';

afterEach(cleanup);

const labels: ReviewFormLabels = {
  heading: 'Add review',
  nickname: 'Name',
  title: 'Summary',
  detail: 'Review',
  rating: 'Your rating',
  ratingOption: (value) => `${value} of 5`,
  submit: 'Add review',
};
const empty: ReviewFormValues = { nickname: '', title: '', detail: '', rating: null };

/** Requires every field, as the reviews module does, so the focus rule can be seen. */
function Harness({ onSubmit }: { onSubmit: (values: ReviewFormValues) => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ReviewFormField, string>>>({});
  return (
    <ReviewForm
      labels={labels}
      values={values}
      errors={errors}
      onChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
      onSubmit={() => {
        const next: Partial<Record<ReviewFormField, string>> = {};
        for (const field of ['nickname', 'title', 'detail'] as const) if (values[field] === '') next[field] = 'Field is required.';
        if (values.rating === null) next.rating = 'Field is required.';
        setErrors(next);
        if (Object.keys(next).length === 0) onSubmit(values);
      }}
    />
  );
}

describe('ReviewForm', () => {
  it('shows each message beside its field, tied to it, and focuses the first field with one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Name'), 'Kadri');
    await user.click(screen.getByRole('button', { name: 'Add review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByLabelText('Summary');
    expect(summary.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(summary.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Field is required.');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('group', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(summary);
  });

  it('focuses the first field with a message when the button is pressed while an earlier render still has effects to run', async () => {
    // The page had just drawn again (the reviews arrived, say: `errors` is a new object on every render of the
    // reviews section) and the effects of that render had not run yet on a busy phone when the shopper pressed
    // the button; React runs them first, before drawing the messages. Reproduced by pressing the button in the
    // commit of a render whose passive effects are still pending.
    let pressDuringCommit: () => void = () => undefined;
    function Busy({ onRedraw }: { onRedraw: (redraw: () => void) => void }) {
      const [renders, setRenders] = useState(0);
      const [errors, setErrors] = useState<Partial<Record<ReviewFormField, string>>>({});
      useEffect(() => onRedraw(() => setRenders((count) => count + 1)), [onRedraw]);
      useLayoutEffect(() => {
        if (renders === 1) screen.getByRole('button', { name: 'Add review' }).click();
      }, [renders]);
      return <ReviewForm labels={labels} values={empty} errors={{ ...errors }} onChange={vi.fn()} onSubmit={() => setErrors({ nickname: 'Field is required.', title: 'Field is required.' })} />;
    }
    render(<Busy onRedraw={(redraw) => (pressDuringCommit = redraw)} />);
    await act(async () => pressDuringCommit());
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('is filled and sent with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('Kadri');
    await user.tab();
    await user.keyboard('Good value');
    await user.tab();
    await user.keyboard('Fits well.');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add review' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ nickname: 'Kadri', title: 'Good value', detail: 'Fits well.', rating: 1 });
  });

  it('disables the button while sending and passes the maximum lengths to the fields', () => {
    render(<ReviewForm labels={labels} values={empty} errors={{}} submitting maxLength={{ nickname: 128, title: 255, detail: 5000 }} onChange={vi.fn()} onSubmit={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Add review' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Review').getAttribute('maxlength')).toBe('5000');
    expect(screen.getByRole('heading', { level: 3, name: 'Add review' })).toBeTruthy();
  });
});
