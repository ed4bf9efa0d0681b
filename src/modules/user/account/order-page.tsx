import { useParams } from 'react-router-dom';
import { formatDate, formatPrice } from '../../../kernel/format';
import { useLink, usePageTitle, useStoreView } from '../../../kernel/react';
import { PageHeading, UiLink } from '../../../ui';
import { RequireLogin } from '../require-login';
import styles from './account.module.css';
import { useAccountT } from './hooks';
import { findOrder, ORDER_STATUS, useHistoryFetcher, useLoaded, type OrderAddress, type OrderSummary } from './orders-api';

function Address({ title, address }: { title: string; address: OrderAddress | null }) {
  if (!address) return null;
  return (
    <section>
      <h2>{title}</h2>
      <address>
        {[`${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(), address.company, ...(address.street ?? []), `${address.postcode ?? ''} ${address.city ?? ''}`.trim(), address.country_id, address.telephone]
          .filter(Boolean)
          .map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
      </address>
    </section>
  );
}

function OrderDetails({ order }: { order: OrderSummary }) {
  const t = useAccountT();
  const view = useStoreView();
  const money = (amount: number) => formatPrice(amount, view);
  return (
    <>
      <p>
        {t('Date')}: {formatDate(order.created_at, view)} · {t('Status')}: {t(ORDER_STATUS[order.status] ?? order.status)}
      </p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>{t('Items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Product')}</th>
              <th scope="col">{t('SKU')}</th>
              <th scope="col" className={styles.numeric}>
                {t('Price')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('Quantity')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('Subtotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.sku}>
                <th scope="row">{line.name}</th>
                <td>{line.sku}</td>
                <td className={styles.numeric}>{money(line.price_incl_tax)}</td>
                <td className={styles.numeric}>{line.qty_ordered}</td>
                <td className={styles.numeric}>{money(line.row_total_incl_tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl>
        <dt>{t('Subtotal')}</dt>
        <dd>{money(order.subtotal_incl_tax)}</dd>
        {order.discount_amount !== 0 && (
          <>
            <dt>{order.coupon_code ? t('Discount ({{code}})', { code: order.coupon_code }) : t('Discount')}</dt>
            <dd>{money(order.discount_amount)}</dd>
          </>
        )}
        <dt>{t('Shipping')}</dt>
        {/* What the checkout charged for shipping (tax included, as the lines are), not the amount before tax. */}
        <dd>{money(order.shipping_incl_tax)}</dd>
        <dt>{t('Tax')}</dt>
        <dd>{money(order.tax_amount)}</dd>
        <dt>{t('Grand total')}</dt>
        <dd>{money(order.grand_total)}</dd>
      </dl>
      <div className={styles.addresses}>
        <Address title={t('Shipping address')} address={order.shipping_address} />
        <Address title={t('Billing address')} address={order.billing_address} />
      </div>
    </>
  );
}

function OrderLoader({ customerId, orderId }: { customerId: number; orderId: string }) {
  const t = useAccountT();
  const fetchPage = useHistoryFetcher();
  const order = useLoaded(`${customerId}-${orderId}`, () => findOrder(fetchPage, orderId));
  if (order.status === 'loading') return <p role="status">{t('Loading the order…')}</p>;
  if (order.status === 'failed') return <p role="alert">{t('Your orders could not be loaded. Try again in a few seconds.')}</p>;
  if (!order.value) return <p role="alert">{t('There is no such order in your account.')}</p>;
  return <OrderDetails order={order.value} />;
}

/**
 * /my-account/orders/:orderId (the order number): found by paging through the history, which has no
 * single-order call in the API contract.
 */
export default function OrderPage() {
  const t = useAccountT();
  const link = useLink();
  const orderId = useParams().orderId ?? '';
  usePageTitle(t('Order #{{number}}', { number: orderId }));
  return (
    <>
      <PageHeading title={t('Order #{{number}}', { number: orderId })} />
      <p>
        <UiLink href={link({ name: 'my-orders' })}>{t('Back to my orders')}</UiLink>
      </p>
      <RequireLogin>{(profile) => <OrderLoader customerId={profile.id} orderId={orderId} />}</RequireLogin>
    </>
  );
}
