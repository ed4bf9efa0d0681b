import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiLink, UiLinkProvider } from './ui-link';
import type { UiLinkProps } from './ui-link';

afterEach(cleanup);

function RouterLink({ href, ...rest }: UiLinkProps) {
  return <a {...rest} href={href} data-via="router" />;
}

describe('UiLink', () => {
  it('renders a plain anchor without a provider', () => {
    render(<UiLink href="/eng/cart" className="x">Cart</UiLink>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/eng/cart');
    expect(link.className).toBe('x');
    expect(link.getAttribute('data-via')).toBeNull();
  });

  it('renders through the provided component with all props', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <UiLink href="/eng/cart" aria-current="page">Cart</UiLink>
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('data-via')).toBe('router');
    expect(link.getAttribute('href')).toBe('/eng/cart');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
