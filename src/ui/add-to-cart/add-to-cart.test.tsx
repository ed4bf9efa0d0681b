import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart, type AddToCartProps } from './add-to-cart';

afterEach(cleanup);

function Controlled(props: Omit<AddToCartProps, 'qty' | 'onQtyChange'> & { onQty?: (qty: number) => void }) {
  const [qty, setQty] = useState(props.step);
  return (
    <AddToCart
      {...props}
      qty={qty}
      onQtyChange={(next) => {
        setQty(next);
        props.onQty?.(next);
      }}
    />
  );
}

describe('AddToCart', () => {
  it('adds on the button and on Enter in the quantity field', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<Controlled quantityLabel="Quantity" buttonLabel="Add to cart" step={1} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('steps the quantity from the step, and reports an emptied field as NaN', async () => {
    const onQty = vi.fn();
    const user = userEvent.setup();
    render(<Controlled quantityLabel="Quantity" buttonLabel="Add to cart" step={4} onAdd={vi.fn()} onQty={onQty} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
    expect(field.value).toBe('4');
    expect(field.step).toBe('4');
    expect(field.min).toBe('4');
    await user.clear(field);
    expect(onQty).toHaveBeenLastCalledWith(Number.NaN);
    await user.type(field, '8');
    expect(onQty).toHaveBeenLastCalledWith(8);
  });

  it('disables the button and says why when blocked', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(<Controlled quantityLabel="Quantity" buttonLabel="Add to cart" step={1} onAdd={onAdd} blockedReason="Choose a product for every option." />);
    const button = screen.getByRole('button', { name: 'Add to cart', description: 'Choose a product for every option.' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '{Enter}');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
