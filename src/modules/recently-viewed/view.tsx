import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { productRoute, type ProductSummary } from '../../kernel/product';
import { useLink } from '../../kernel/react';
import { NavList } from '../../ui';
import { useRecentlyViewed, useRecentlyViewedList } from './hooks';
import styles from './view.module.css';

/** The product page's "Recently viewed" section: the other products viewed, newest first, as links. */
export function RecentlyViewedSection({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('recently-viewed');
  const link = useLink();
  const headingId = useId();
  const others = useRecentlyViewed(product);
  if (others.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <NavList label={t('heading')} items={others.map((item) => ({ href: link(productRoute(item)), label: item.name }))} />
    </section>
  );
}

/**
 * My Account's "Recently viewed" section (`account/sections`): every product viewed in this store view,
 * newest first, or a note that there are none yet. Empty until hydration, like the product page's section.
 */
export function AccountRecentlyViewedSection() {
  const { t } = useTranslation('recently-viewed');
  const link = useLink();
  const headingId = useId();
  const items = useRecentlyViewedList();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      {items.length === 0 ? <p>{t('empty')}</p> : <NavList label={t('heading')} items={items.map((item) => ({ href: link(productRoute(item)), label: item.name }))} />}
    </section>
  );
}
