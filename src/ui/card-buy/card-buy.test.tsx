import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardAddButton, CardOptionsLink } from './card-buy';

afterEach(() => {
  cleanup();
  delete window.__earlyTaps;
});

const props = { label: 'Add to cart', name: 'Add to cart: Brake pads — Brembo P 85 020', busyLabel: 'Adding…', tapId: 'card:BREMBO-P85020' };

describe('CardAddButton', () => {
  it('is a button named after its product, showing the short label, that adds on a tap', async () => {
    const onAdd = vi.fn();
    render(<CardAddButton {...props} state="ready" onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: props.name });
    expect(button.textContent).toBe('Add to cart');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('while busy says so, ignores taps and keeps focus (aria-disabled, not disabled)', async () => {
    const onAdd = vi.fn();
    render(<CardAddButton {...props} state="busy" onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: props.name }) as HTMLButtonElement;
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('out of stock is disabled', () => {
    render(<CardAddButton {...props} state="unavailable" onAdd={vi.fn()} />);
    expect((screen.getByRole('button', { name: props.name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('replays the taps recorded for its product before hydration, once each, and no other product’s', () => {
    window.__earlyTaps = ['card:BREMBO-P85020', 'card:OTHER', 'card:BREMBO-P85020'];
    const onAdd = vi.fn();
    render(<CardAddButton {...props} state="ready" onAdd={onAdd} />);
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(window.__earlyTaps).toEqual(['card:OTHER']);
    expect(screen.getByRole('button').hasAttribute('data-add-to-cart-ready')).toBe(true);
  });
});

describe('CardOptionsLink', () => {
  it('links to the product page, named after its product', () => {
    render(<CardOptionsLink label="Choose options" name="Choose options: Wiper blade" href="/eng/p/W/w/W" />);
    const link = screen.getByRole('link', { name: 'Choose options: Wiper blade' });
    expect(link.textContent).toBe('Choose options');
    expect(link.getAttribute('href')).toBe('/eng/p/W/w/W');
  });
});
