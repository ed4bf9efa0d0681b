import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiLinkProvider } from '../link/ui-link';
import type { UiLinkProps } from '../link/ui-link';
import { ProductCard } from './product-card';

afterEach(cleanup);

function RouterLink(props: UiLinkProps) {
  return <a {...props} data-via="router" />;
}

const base = {
  name: 'ATE brake pads, front axle, Ceramic',
  href: '/eng/p/ATE-13.0460-7218.2/ate-brake-pads',
  imageSrc: '/img/310/300/resize/ate.jpg',
  brand: 'ATE',
  price: { final: '37,20 €', original: '49,60 €', special: true, originalLabel: 'Regular price' },
  stockLabel: 'In stock',
  stockStatus: 'in-stock' as const,
};

describe('ProductCard', () => {
  it('is an article named by its product, with the name as a router link', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <ProductCard {...base} />
      </UiLinkProvider>,
    );
    const card = screen.getByRole('article', { name: base.name });
    const link = within(card).getByRole('link', { name: base.name });
    expect(link.getAttribute('href')).toBe(base.href);
    expect(link.getAttribute('data-via')).toBe('router');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(base.name);
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });

  it('shows a 310x300 lazy thumbnail, brand, price, stock', () => {
    const { container } = render(<ProductCard {...base} />);
    const img = screen.getByRole('img', { name: base.name });
    expect(img.getAttribute('width')).toBe('310');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('ATE')).toBeTruthy();
    expect(container.querySelector('del')?.textContent).toBe('Regular price: 49,60 €');
    expect(screen.getByText('In stock').getAttribute('data-stock')).toBe('in-stock');
  });

  it("loads a listing's lead thumbnail at once and at high priority (the page's LCP on a phone)", () => {
    render(<ProductCard {...base} imagePriority />);
    const img = screen.getByRole('img', { name: base.name });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('offers the thumbnail at 1x and 2x with its 310x300 box reserved, lazily unless it leads', () => {
    const imageSrcSet = '/img/310/300/resize/bp.jpg 1x, /img/620/600/resize/bp.jpg 2x';
    const { rerender } = render(<ProductCard {...base} imageSrcSet={imageSrcSet} />);
    const img = () => screen.getByRole('img', { name: base.name });
    expect([img().getAttribute('srcset'), img().getAttribute('width'), img().getAttribute('height'), img().getAttribute('loading')]).toEqual([imageSrcSet, '310', '300', 'lazy']);
    rerender(<ProductCard {...base} imageSrcSet={imageSrcSet} imagePriority />);
    expect([img().getAttribute('srcset'), img().getAttribute('loading'), img().getAttribute('fetchpriority')]).toEqual([imageSrcSet, 'eager', 'high']);
  });

  it('renders badges as a list and no list without badges', () => {
    const { rerender } = render(<ProductCard {...base} badges={['-25%', 'New']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['-25%', 'New']);
    rerender(<ProductCard {...base} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('places the actions slot in the card, reachable by keyboard after the link', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(
      <ProductCard {...base} imageAlt="Front brake pad set" headingLevel={2}>
        <button type="button" onClick={onAdd}>
          Add to cart
        </button>
      </ProductCard>,
    );
    expect(screen.getByRole('img', { name: 'Front brake pad set' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('ProductCard rating', () => {
  it('shows the review stars and count given under the name, before the price', () => {
    render(<ProductCard {...base} rating={<span role="img" aria-label="4.5 of 5">★★★★½</span>} />);
    const card = screen.getByRole('article', { name: base.name });
    const stars = within(card).getByRole('img', { name: '4.5 of 5' });
    const heading = within(card).getByRole('heading', { name: base.name });
    expect(heading.compareDocumentPosition(stars) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws no rating row without reviews', () => {
    const { container } = render(<ProductCard {...base} />);
    expect(container.querySelector('[class*="rating"]')).toBeNull();
  });
});
