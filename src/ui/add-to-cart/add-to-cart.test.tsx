import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart, type AddToCartProps } from './add-to-cart';
import { EARLY_TAPS_SCRIPT, EARLY_TAP_READY_ATTRIBUTE } from './early-taps';

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

describe('AddToCart taps before hydration (issue 20, bug 4)', () => {
  const props = { quantityLabel: 'Quantity', buttonLabel: 'Add to cart', qty: 1, step: 1, onQtyChange: () => undefined };

  afterEach(() => {
    document.body.innerHTML = '';
    delete window.__earlyTaps;
  });

  it('counts every tap on the server-rendered button exactly once: recorded before hydration, replayed after', async () => {
    // The document's head script, as the server writes it.
    new Function(EARLY_TAPS_SCRIPT)();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<AddToCart {...props} onAdd={() => undefined} tapId="SKU-1" />);
    const nativeSubmits = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')?.addEventListener('submit', nativeSubmits);
    const button = container.querySelector('button') as HTMLButtonElement;
    button.click();
    button.click();
    button.click();
    // No native submit (that reloaded the page and lost the tap), three recorded taps.
    expect(nativeSubmits).not.toHaveBeenCalled();
    expect(window.__earlyTaps).toEqual(['SKU-1', 'SKU-1', 'SKU-1']);

    const onAdd = vi.fn();
    await act(async () => {
      hydrateRoot(container, <AddToCart {...props} onAdd={onAdd} tapId="SKU-1" />);
    });
    expect(onAdd).toHaveBeenCalledTimes(3);
    expect(window.__earlyTaps).toEqual([]);
    expect(button.hasAttribute(EARLY_TAP_READY_ATTRIBUTE)).toBe(true);
    // Once hydrated, a tap is React's alone: one more add, nothing recorded.
    await act(async () => button.click());
    expect(onAdd).toHaveBeenCalledTimes(4);
    expect(window.__earlyTaps).toEqual([]);
  });

  it("replays only its own taps, and none while the product is blocked", () => {
    window.__earlyTaps = ['SKU-1', 'SKU-2', 'SKU-1'];
    const onAdd = vi.fn();
    render(<AddToCart {...props} onAdd={onAdd} tapId="SKU-1" />);
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(window.__earlyTaps).toEqual(['SKU-2']);
    const blocked = vi.fn();
    render(<AddToCart {...props} onAdd={blocked} tapId="SKU-2" blockedReason="Out of stock" />);
    expect(blocked).not.toHaveBeenCalled();
    expect(window.__earlyTaps).toEqual([]);
  });
});
