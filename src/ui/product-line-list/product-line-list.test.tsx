import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINE_THUMBNAIL, ProductLineList } from './product-line-list';

afterEach(cleanup);

const line = { key: 'BP-1', name: 'Brake pads', href: '/p/BP-1/brake-pads', imageSrc: '/img/150/150/resize/bp.jpg', price: '37,20 €', removeLabel: 'Remove Brake pads' };

describe('ProductLineList', () => {
  it('shows each line with a 150x150 thumbnail, a link, the price and a remove button', () => {
    const onRemove = vi.fn();
    const { container } = render(<ProductLineList label="Wishlist" emptyText="Empty" items={[line]} onRemove={onRemove} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe(String(LINE_THUMBNAIL.width));
    expect(image?.getAttribute('height')).toBe('150');
    expect(screen.getByRole('link', { name: 'Brake pads' }).getAttribute('href')).toBe('/p/BP-1/brake-pads');
    expect(screen.getByText('37,20 €')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Brake pads' }));
    expect(onRemove).toHaveBeenCalledWith('BP-1');
  });

  it('offers the thumbnail at 1x and 2x, lazily, and draws an empty box for a line without an image', () => {
    const imageSrcSet = '/img/150/150/resize/bp.jpg 1x, /img/300/300/resize/bp.jpg 2x';
    const { container } = render(<ProductLineList label="Cart" emptyText="Empty" items={[{ ...line, imageSrcSet }, { ...line, key: 'X', imageSrc: null }]} onRemove={() => undefined} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect([images[0]?.getAttribute('srcset'), images[0]?.getAttribute('loading')]).toEqual([imageSrcSet, 'lazy']);
  });

  it('shows a line\'s details under its price', () => {
    render(<ProductLineList label="Cart" emptyText="Empty" items={[{ ...line, details: <button type="button">Increase</button> }]} onRemove={() => undefined} />);
    expect(screen.getByRole('listitem').textContent).toMatch(/37,20 €Increase/);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy();
  });

  it('shows the empty text instead of an empty list', () => {
    render(<ProductLineList label="Wishlist" emptyText="Your wishlist is empty." items={[]} onRemove={() => undefined} />);
    expect(screen.getByText('Your wishlist is empty.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
