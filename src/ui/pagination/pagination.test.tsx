import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination, paginationRange } from './pagination';

afterEach(cleanup);

const hrefFor = (page: number) => (page === 1 ? '/eng/c/brakes?brand=12' : `/eng/c/brakes?brand=12&page=${page}`);
const labels = { label: 'Pages', previousLabel: 'Previous', nextLabel: 'Next', pageLabel: (page: number) => `Page ${page}` };

describe('paginationRange', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 'gap', 12]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    [3, 12, [1, 2, 3, 4, 'gap', 12]],
    [4, 12, [1, 2, 3, 4, 5, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
    [40, 12, [1, 'gap', 11, 12]],
    [1, 0, []],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it('widens with more siblings', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination {...labels} current={1} total={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });

  it('links every page with the hrefs the caller builds, the current one marked', () => {
    render(<Pagination {...labels} current={6} total={12} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('link', { name: 'Page 6' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/eng/c/brakes?brand=12&page=6');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/eng/c/brakes?brand=12');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/eng/c/brakes?brand=12&page=5');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/eng/c/brakes?brand=12&page=7');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Previous', '1', '5', '6', '7', '12', 'Next']);
    expect(nav.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination {...labels} current={1} total={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
    rerender(<Pagination {...labels} current={3} total={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeTruthy();
  });
});
