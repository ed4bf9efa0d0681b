import { ArrowLeftRight, Heart } from 'lucide';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLinkProvider, type UiLinkProps } from '../link/ui-link';
import { HeaderCountButton } from './header-count-button';
import { Icon } from '../icon/icon';

afterEach(cleanup);

function RouterLink(props: UiLinkProps) {
  return <a {...props} data-via="router" />;
}

describe('HeaderCountButton', () => {
  it('toggles the panel it controls, named by its label only', () => {
    const onClick = vi.fn();
    render(<HeaderCountButton icon={<Icon icon={Heart} />} count={2} label="Wishlist, 2 products" onClick={onClick} expanded={false} controls="drawer" />);
    const button = screen.getByRole('button', { name: 'Wishlist, 2 products' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('drawer');
    // The drawn icon is an inline SVG (no glyph a font may lack), hidden with the badge: the label says both.
    expect(button.textContent).toBe('2');
    expect(button.querySelector('[aria-hidden="true"] > svg')).not.toBeNull();
    expect(button.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(2);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is an internal link with href, through the provided link component', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <HeaderCountButton icon={<Icon icon={ArrowLeftRight} />} count={4} label="Compare, 4 products" href="/eng/compare" />
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Compare, 4 products' });
    expect(link.getAttribute('href')).toBe('/eng/compare');
    expect(link.getAttribute('data-via')).toBe('router');
    expect(link.hasAttribute('aria-expanded')).toBe(false);
    expect(link.textContent).toBe('4');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
