import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponField, type CouponFieldProps } from './coupon-field';

afterEach(cleanup);

const labels = { field: 'Discount code', apply: 'Apply', remove: 'Remove', removeCode: 'Remove discount code SAVE10' };
const refusal = "You've entered an incorrect coupon code. Please try again.";

function renderField(props: Partial<CouponFieldProps> = {}) {
  const onApply = vi.fn();
  const onRemove = vi.fn();
  const all = { labels, applied: null, onApply, onRemove, ...props };
  const view = render(<CouponField {...all} />);
  const rerender = (next: Partial<CouponFieldProps>) => view.rerender(<CouponField {...all} {...next} />);
  return { onApply, onRemove, rerender };
}

describe('CouponField', () => {
  it('applies the trimmed code on submit', () => {
    const { onApply } = renderField();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: '  SAVE10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('SAVE10');
  });

  it('ties a refusal to the input and moves focus back to it when the answer arrives', () => {
    const { rerender } = renderField();
    const input = screen.getByLabelText('Discount code');
    fireEvent.change(input, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    rerender({ pending: true });
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    rerender({ pending: false, error: refusal });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(refusal);
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(document.activeElement).toBe(input);
  });

  it('shows the applied code and discount with Remove, focused once the shop applied it', () => {
    const { onRemove, rerender } = renderField();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'SAVE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    rerender({ pending: true });
    rerender({ pending: false, applied: { code: 'SAVE10', discount: '-9,50 €' } });
    expect(screen.queryByLabelText('Discount code')).toBeNull();
    expect(screen.getByText('SAVE10')).toBeTruthy();
    expect(screen.getByText('-9,50 €')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Remove discount code SAVE10' });
    expect(document.activeElement).toBe(remove);
    fireEvent.click(remove);
    expect(onRemove).toHaveBeenCalled();
  });
});
