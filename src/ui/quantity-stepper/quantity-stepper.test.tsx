import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

const labels = { label: 'Quantity of Brake pads', decreaseLabel: 'Decrease quantity of Brake pads', increaseLabel: 'Increase quantity of Brake pads' };

describe('QuantityStepper', () => {
  it('asks for one more and one less than the value, inside a named group', () => {
    const onChange = vi.fn();
    render(<QuantityStepper {...labels} value={3} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Quantity of Brake pads' }).textContent).toContain('3');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Brake pads' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Brake pads' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
  });

  it('does not go below the minimum', () => {
    const onChange = vi.fn();
    render(<QuantityStepper {...labels} value={1} onChange={onChange} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Brake pads' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
  });
});
