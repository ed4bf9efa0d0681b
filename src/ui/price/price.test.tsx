import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './price';

afterEach(cleanup);

describe('Price', () => {
  it('shows only the final price when no special price applies, even with an original given', () => {
    const { container } = render(<Price final="37,20 €" original="49,60 €" originalLabel="Regular price" />);
    expect(container.textContent).toBe('37,20 €');
    expect(container.querySelector('del')).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-special')).toBe('false');
  });

  it('strikes the original through with its accessible label when the caller says a special price applies', () => {
    const { container } = render(
      <Price final="37,20 €" original="49,60 €" special originalLabel="Regular price" specialLabel="Special price" />,
    );
    const del = container.querySelector('del');
    expect(del?.textContent).toBe('Regular price: 49,60 €');
    expect(container.textContent).toBe('Special price: 37,20 €Regular price: 49,60 €');
    expect(container.firstElementChild?.getAttribute('data-special')).toBe('true');
  });

  it('does not strike anything through when special is set without an original', () => {
    const { container } = render(<Price final="37,20 €" special originalLabel="Regular price" />);
    expect(container.querySelector('del')).toBeNull();
  });

  it('adds the tax note', () => {
    const { container } = render(<Price final="31,00 €" taxNote="excl. VAT" />);
    expect(container.textContent).toBe('31,00 €excl. VAT');
  });
});
