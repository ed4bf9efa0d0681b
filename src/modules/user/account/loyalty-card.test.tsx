import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoyaltyCardSection, loyaltyCardNumber } from './loyalty-card';

afterEach(cleanup);

describe('loyalty card', () => {
  it('derives the demo card number from the customer id', () => {
    expect(loyaltyCardNumber(7)).toBe('AP 0000 0007');
    expect(loyaltyCardNumber(123456789)).toBe('AP 1234 5678 9');
  });

  it('shows the card, says it is a demo, and explains the 50% and 10% promotions', () => {
    render(<LoyaltyCardSection customer={{ id: 42, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 1 }} />);
    const section = screen.getByRole('region', { name: 'Loyalty card' });
    expect(section.textContent).toContain('AP 0000 0042');
    expect(section.textContent).toContain('Mari Maasikas');
    expect(section.textContent).toContain('This is a demo card');
    expect(screen.getByText('Your first purchase gets a 50% discount.')).toBeTruthy();
    expect(screen.getByText('Subscribe to our newsletter and get a 10% discount coupon by e-mail.')).toBeTruthy();
  });
});
