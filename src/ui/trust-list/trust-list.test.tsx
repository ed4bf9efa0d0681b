import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentMarks } from '../payment-marks/payment-marks';
import { TrustList } from './trust-list';

afterEach(cleanup);

describe('TrustList', () => {
  it('lists each promise with its detail under the list name, the current one emphasised', () => {
    render(
      <TrustList
        label="Delivery and returns"
        items={[
          { icon: 'delivery', title: 'Delivery in 1-10 days', detail: 'DPD courier' },
          { icon: 'courier', title: 'Order by 12:00, delivered today 13:00-15:00', emphasis: true },
          { icon: 'returns', title: '14-day returns' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Delivery and returns' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Delivery in 1-10 daysDPD courier', 'Order by 12:00, delivered today 13:00-15:00', '14-day returns']);
    expect(items[1]?.getAttribute('data-emphasis')).toBe('true');
    expect(items[0]?.hasAttribute('data-emphasis')).toBe(false);
    // The pictograms are decorative: nothing but the texts is read.
    expect(items[0]?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the payment marks as images named by their methods under the promises', () => {
    render(
      <TrustList label="Delivery and returns" items={[{ icon: 'returns', title: '14-day returns' }]}>
        <PaymentMarks label="Secure payment" marks={[{ kind: 'bank-link', label: 'Bank link' }, { kind: 'paypal', label: 'PayPal' }, { kind: 'cash', label: 'Cash on delivery' }]} />
      </TrustList>,
    );
    const marks = screen.getByRole('group', { name: 'Secure payment' });
    expect(within(marks).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual(['Bank link', 'PayPal', 'Cash on delivery']);
  });

  it('draws no payment row without marks', () => {
    render(<TrustList label="Delivery and returns" items={[{ icon: 'returns', title: '14-day returns' }]} />);
    expect(screen.queryByRole('group', { name: 'Secure payment' })).toBeNull();
  });
});
