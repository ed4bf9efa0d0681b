import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate, formatPrice } from '../../../kernel/format';
import { useKernel, usePageHead, useStoreView } from '../../../kernel/react';
import { SyncLayerToken, type SyncLayer } from '../../../kernel/sync';
import { Button, PageHeading, TextField } from '../../../ui';
import { ErrorSummary } from '../../../ui/error-summary/error-summary';
import styles from './account.module.css';
import { useAccountT } from './hooks';
import { lookUpOrder, orderStatusProblems, PAYMENT_METHODS, SHIPPING_CARRIERS, type LookupOutcome, type OrderStatus, type OrderStatusQuery } from './order-status';
import { ORDER_STATUS } from './orders-api';

type Lookup = { status: 'idle' } | { status: 'pending' } | LookupOutcome;

/** The order found: status, date, lines, shipping, payment and totals (no addresses: see ADR 0058). */
function OrderStatusDetails({ order }: { order: OrderStatus }) {
  const t = useAccountT();
  const view = useStoreView();
  const heading = useRef<HTMLHeadingElement>(null);
  const money = (amount: number) => formatPrice(amount, view);
  // The answer replaces nothing the shopper was reading: take focus to it so a screen reader hears it.
  useEffect(() => heading.current?.focus(), [order.increment_id]);
  const carrier = SHIPPING_CARRIERS[order.shipping.carrier_code ?? ''];
  const payment = PAYMENT_METHODS[order.payment.method];
  return (
    <section className={styles.result} aria-labelledby="order-status-result">
      <h2 id="order-status-result" ref={heading} tabIndex={-1}>
        {t('Order #{{number}}', { number: order.increment_id })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('Status')}</dt>
        <dd>{t(ORDER_STATUS[order.status] ?? order.status)}</dd>
        <dt>{t('Date')}</dt>
        <dd>{formatDate(order.created_at, view)}</dd>
      </dl>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>{t('Items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Product')}</th>
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
                <th scope="row">
                  {line.name}
                  <br />
                  <small>
                    {t('SKU')}: {line.sku}
                  </small>
                </th>
                <td className={styles.numeric}>{line.qty_ordered}</td>
                <td className={styles.numeric}>{money(line.row_total_incl_tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.facts}>
        <dt>{t('Subtotal')}</dt>
        <dd>{money(order.subtotal_incl_tax)}</dd>
        {order.discount_amount !== 0 && (
          <>
            <dt>{order.coupon_code ? t('Discount ({{code}})', { code: order.coupon_code }) : t('Discount')}</dt>
            <dd>{money(order.discount_amount)}</dd>
          </>
        )}
        <dt>{t('Shipping')}</dt>
        <dd>
          {carrier ? `${t(carrier)}: ` : ''}
          {money(order.shipping.amount_incl_tax)}
        </dd>
        <dt>{t('Payment method')}</dt>
        <dd>{payment ? t(payment) : order.payment.method}</dd>
        <dt>{t('Tax')}</dt>
        <dd>{money(order.tax_amount)}</dd>
        <dt>{t('Grand total')}</dt>
        <dd>
          <strong>{money(order.grand_total)}</strong>
        </dd>
      </dl>
    </section>
  );
}

/**
 * /order-status (issue 20 item 5): a guest finds an order with its number (`?order=` fills it in, as the
 * thank-you page links here) and the e-mail it was placed with. The answer lives in this page's state only.
 */
export default function OrderStatusPage() {
  const t = useAccountT();
  const id = useId();
  const kernel = useKernel();
  const [query] = useSearchParams();
  const [values, setValues] = useState<OrderStatusQuery>(() => ({ orderNumber: query.get('order') ?? '', email: '' }));
  const [attempt, setAttempt] = useState(0);
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  usePageHead({ title: t('Order status'), robots: 'noindex,nofollow' });

  const problems = attempt > 0 ? orderStatusProblems(values) : {};
  const fieldId = { orderNumber: `${id}-order`, email: `${id}-email` } as const;
  const summary = (['orderNumber', 'email'] as const).flatMap((field) => (problems[field] ? [{ fieldId: fieldId[field], text: t(problems[field]) }] : []));
  const set = (field: keyof OrderStatusQuery) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    if (Object.keys(orderStatusProblems(values)).length > 0 || lookup.status === 'pending') return;
    setLookup({ status: 'pending' });
    setLookup(await lookUpOrder(kernel.container.get<SyncLayer>(SyncLayerToken), values, new Date()));
  };

  return (
    <>
      <PageHeading title={t('Order status')} lead={t('Enter the number of your order and the e-mail address you ordered with.')} />
      {/* Without a name the e-mail never lands in a URL, not even when the form is sent before hydration. */}
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary title={t('There is a problem')} items={summary} focusKey={attempt} />
        <TextField
          id={fieldId.orderNumber}
          name="order"
          label={t('Order number')}
          inputMode="numeric"
          autoComplete="off"
          value={values.orderNumber}
          onChange={set('orderNumber')}
          error={problems.orderNumber ? t(problems.orderNumber) : undefined}
        />
        <TextField id={fieldId.email} type="email" label={t('E-mail address')} autoComplete="email" value={values.email} onChange={set('email')} error={problems.email ? t(problems.email) : undefined} />
        <div>
          <Button type="submit" disabled={lookup.status === 'pending'} aria-busy={lookup.status === 'pending' || undefined}>
            {t('Show the order')}
          </Button>
        </div>
      </form>
      {lookup.status === 'pending' ? <p role="status">{t('Looking up the order…')}</p> : null}
      {lookup.status === 'failed' ? <p role="alert" className={styles.error}>{t(lookup.message)}</p> : null}
      {lookup.status === 'found' ? <OrderStatusDetails order={lookup.order} /> : null}
    </>
  );
}
