import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompareTable } from './compare-table';

afterEach(cleanup);

describe('CompareTable', () => {
  it('puts a product per column and a fact per row, with a dash for a missing value', () => {
    const onRemove = vi.fn();
    render(
      <CompareTable
        caption="Compare Products"
        onRemove={onRemove}
        products={[
          { sku: 'A', name: 'Pads A', href: '/p/A/a', imageSrc: '/img/a.jpg', removeLabel: 'Remove Pads A' },
          { sku: 'B', name: 'Pads B', href: '/p/B/b', imageSrc: null, removeLabel: 'Remove Pads B' },
        ]}
        rows={[{ key: 'color', label: 'Colour', values: ['Black', ''] }]}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => within(h).getByRole('link').textContent)).toEqual(['Pads A', 'Pads B']);
    const row = screen.getByRole('row', { name: /Colour/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Black', '–']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pads A' }));
    expect(onRemove).toHaveBeenCalledWith('A');
  });

  it('offers each product image at 1x and 2x in its 150x150 box', () => {
    const imageSrcSet = '/img/150/150/resize/a.jpg 1x, /img/300/300/resize/a.jpg 2x';
    const { container } = render(
      <CompareTable
        caption="Compare Products"
        onRemove={() => undefined}
        products={[{ sku: 'A', name: 'Pads A', href: '/p/A/a', imageSrc: '/img/150/150/resize/a.jpg', imageSrcSet, removeLabel: 'Remove Pads A' }]}
        rows={[]}
      />,
    );
    const image = container.querySelector('img');
    expect([image?.getAttribute('srcset'), image?.getAttribute('width'), image?.getAttribute('height')]).toEqual([imageSrcSet, '150', '150']);
  });
});
