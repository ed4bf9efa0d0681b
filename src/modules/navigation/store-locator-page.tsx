import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../kernel/react';
import { PageHeading } from '../../ui';
import { STORES, mapHref } from './stores';
import styles from './pages.module.css';

/** The store locator (spec section 2 "Store locator"): the shop's stores with address, hours, phone and a map link. */
export default function StoreLocatorPage() {
  const { t } = useTranslation('navigation');
  usePageTitle(t('storeLocator.title'));
  return (
    <>
      <PageHeading title={t('storeLocator.title')} lead={t('storeLocator.lead')} />
      <ul className={styles.stores}>
        {STORES.map((store) => (
          <li key={store.id} className={styles.store}>
            <h2 className={styles.storeName}>{store.name}</h2>
            <address className={styles.address}>
              {store.street}
              <br />
              {store.postcode} {store.city}
              <br />
              {t(`storeLocator.countries.${store.country}`)}
            </address>
            <h3 className={styles.subheading}>{t('storeLocator.hours')}</h3>
            <dl className={styles.hours}>
              {store.hours.map((entry) => (
                <div key={entry.days}>
                  <dt>{t(`storeLocator.days.${entry.days}`)}</dt>
                  <dd>{entry.hours ?? t('storeLocator.closed')}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.contact}>
              {t('storeLocator.phone')}: <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
              <br />
              {t('storeLocator.email')}: <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
            <p className={styles.contact}>{t('storeLocator.pickup')}</p>
            <a className={styles.mapLink} href={mapHref(store)} target="_blank" rel="noopener noreferrer">
              {t('storeLocator.map', { name: store.name })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
