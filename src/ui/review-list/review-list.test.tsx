import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewList, type ReviewListItem } from './review-list';

afterEach(cleanup);

const review = (id: number, rating: ReviewListItem['rating']): ReviewListItem => ({
  id,
  title: `Title ${id}`,
  detail: `Detail ${id}`,
  author: `Author ${id}`,
  date: '09:04 5-3-2024',
  dateTime: '2024-03-05T07:04:00.000Z',
  rating,
});

describe('ReviewList', () => {
  it('lists each review with its title heading, stars, text, author and date, in the given order', () => {
    render(<ReviewList reviews={[review(2, { value: 4, label: '4 of 5' }), review(1, null)]} loadingText="Loading" emptyText="None" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Title 2', 'Title 1']);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(['4 of 5']);
    expect(screen.getByText('Detail 1')).toBeTruthy();
    expect(screen.getByText('Author 2')).toBeTruthy();
    expect(screen.getAllByText('09:04 5-3-2024')[0]?.getAttribute('datetime')).toBe('2024-03-05T07:04:00.000Z');
    expect(screen.queryByText('None')).toBeNull();
  });

  it('announces the loading text instead of the list while loading', () => {
    render(<ReviewList reviews={[review(1, null)]} loading loadingText="Loading reviews" emptyText="None" />);
    expect(screen.getByRole('status').textContent).toBe('Loading reviews');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty text without reviews, and a chosen heading level', () => {
    const { rerender } = render(<ReviewList reviews={[]} loadingText="Loading" emptyText="No reviews yet" />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    rerender(<ReviewList reviews={[review(1, null)]} loadingText="Loading" emptyText="None" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Title 1' })).toBeTruthy();
  });
});
