import { useId } from 'react';
import type { SlotRegistry } from '../../../kernel/module';
import styles from './account.module.css';
import { useAccountT } from './hooks';

/** The demo loyalty card number of a customer: 'AP' and the id zero-padded to 8 digits, in groups of 4. */
export function loyaltyCardNumber(customerId: number): string {
  const digits = String(customerId).padStart(8, '0');
  return `AP ${digits.replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}

/** My Account: the customer's (demo) loyalty card and the shop's promotions (spec section 9). */
export function LoyaltyCardSection({ customer }: SlotRegistry['account/sections']) {
  const t = useAccountT();
  const id = useId();
  return (
    <section id="loyalty-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Loyalty card')}</h2>
      <div className={styles.card} role="group" aria-label={t('Loyalty card')}>
        <span>AutoParts</span>
        <span className={styles.cardNumber}>{loyaltyCardNumber(customer.id)}</span>
        <span>
          {customer.firstname} {customer.lastname}
        </span>
      </div>
      <p>{t('This is a demo card: show its number in our shops.')}</p>
      <ul>
        <li>{t('Your first purchase gets a 50% discount.')}</li>
        <li>{t('Subscribe to our newsletter and get a 10% discount coupon by e-mail.')}</li>
      </ul>
    </section>
  );
}
