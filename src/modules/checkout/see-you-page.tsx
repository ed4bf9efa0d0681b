import { useSearchParams } from 'react-router-dom';
import { useLink, usePageHead } from '../../kernel/react';
import { PageHeading, UiLink } from '../../ui';
import styles from './checkout.module.css';
import { useCheckoutT } from './hooks';

/**
 * The see-you page (`/see-you-page`, spec section 2): where a cancelled payment returns. The order stays
 * unpaid; the shopper can go back to the shop or to the cart.
 */
export default function SeeYouPage() {
  const t = useCheckoutT();
  const link = useLink();
  const [query] = useSearchParams();
  const number = query.get('order');
  usePageHead({ title: t('See you soon!'), robots: 'noindex,nofollow' });
  return (
    <div className={styles.page}>
      <PageHeading title={t('See you soon!')} />
      <div className={styles.thanks}>
        <p className={styles.note}>{number ? t('The payment of order {{number}} was cancelled.', { number }) : t('The payment was cancelled.')}</p>
        <p className={styles.links}>
          <UiLink href={link({ name: 'home' })}>{t('Continue shopping')}</UiLink>
          <UiLink href={link({ name: 'cart' })}>{t('Go to the cart')}</UiLink>
        </p>
      </div>
    </div>
  );
}
