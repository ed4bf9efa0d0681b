import { useSearchParams } from 'react-router-dom';
import { formatDate, formatPrice } from '../../../kernel/format';
import { useLink, usePageTitle, useStoreView } from '../../../kernel/react';
import { PageHeading, UiLink } from '../../../ui';
import { Pagination } from '../../../ui/pagination/pagination';
import { RequireLogin } from '../require-login';
import styles from './account.module.css';
import { useAccountT } from './hooks';
import { ORDER_PAGE_SIZE, ORDER_STATUS, useHistoryFetcher, useLoaded } from './orders-api';

function OrderList({ customerId }: { customerId: number }) {
  const t = useAccountT();
  const view = useStoreView();
  const link = useLink();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const fetchPage = useHistoryFetcher();
  const history = useLoaded(`${customerId}-${page}`, () => fetchPage(page));

  if (history.status === 'loading') return <p role="status">{t('Loading your orders…')}</p>;
  if (history.status === 'failed') return <p role="alert">{t('Your orders could not be loaded. Try again in a few seconds.')}</p>;
  const { items, total_count: total } = history.value;
  if (items.length === 0 && page === 1) return <p>{t('You have no orders yet.')}</p>;
  const pages = Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE));
  const listUrl = link({ name: 'my-orders' });
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>{t('Your orders: {{count}}', { count: total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Order number')}</th>
              <th scope="col">{t('Date')}</th>
              <th scope="col" className={styles.numeric}>
                {t('Total')}
              </th>
              <th scope="col">{t('Status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.entity_id}>
                <th scope="row">
                  <UiLink href={link({ name: 'my-order', params: { orderId: order.increment_id } })}>#{order.increment_id}</UiLink>
                </th>
                <td>{formatDate(order.created_at, view)}</td>
                <td className={styles.numeric}>{formatPrice(order.grand_total, view)}</td>
                <td>{t(ORDER_STATUS[order.status] ?? order.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        label={t('Order pages')}
        current={page}
        total={pages}
        hrefFor={(n) => (n === 1 ? listUrl : `${listUrl}?page=${n}`)}
        previousLabel={t('Previous page')}
        nextLabel={t('Next page')}
        pageLabel={(n) => t('Page {{page}}', { page: n })}
      />
    </>
  );
}

/** /my-account/orders: the customer's orders, 20 a page, newest first (spec sections 4, 7, 9). */
export default function OrdersPage() {
  const t = useAccountT();
  usePageTitle(t('My orders'));
  return (
    <>
      <PageHeading title={t('My orders')} />
      <RequireLogin>{(profile) => <OrderList customerId={profile.id} />}</RequireLogin>
    </>
  );
}
