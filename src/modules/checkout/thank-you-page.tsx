import { useSearchParams } from 'react-router-dom';
import { Slot, useHydrated, useLink, usePageHead, useProjection } from '../../kernel/react';
import { PageHeading, UiLink } from '../../ui';
import styles from './checkout.module.css';
import { useCheckoutT } from './hooks';

/** How the account asked for with the order is doing (the user module's `user/session`, read by name). */
function AccountStatus() {
  const t = useCheckoutT();
  const session = useProjection('user/session') as { status: string; forms?: { register?: { status: string; message?: string } } } | undefined;
  const form = session?.forms?.register;
  if (session?.status === 'authorised') return <p className={styles.note}>{t('Your account has been created and you are logged in. The order is in your order history.')}</p>;
  if (form?.status === 'failed') return <p className={styles.fieldError}>{t(form.message ?? 'Your account could not be created.')}</p>;
  return (
    <p className={styles.note} role="status">
      {t('Creating your account…')}
    </p>
  );
}

/**
 * Where the order can be seen again (issue 20 item 5): a customer (signed in, or whose account was just created
 * with the order) finds it in My orders; a guest on the order status page, the number filled in.
 */
function FindTheOrder({ number, hydrated }: { number: string; hydrated: boolean }) {
  const t = useCheckoutT();
  const link = useLink();
  const session = useProjection('user/session') as { status: string } | undefined;
  // The server renders the guest's link: it knows no session (the same markup hydrates).
  if (hydrated && session?.status === 'authorised') return <UiLink href={link({ name: 'my-orders' })}>{t('See the order in My orders')}</UiLink>;
  return <UiLink href={link({ name: 'order-status', query: { order: number } })}>{t('Check the status of your order')}</UiLink>;
}

/** A kept order as the offline-orders module's `offline-orders/queue` says (read by name). */
interface KeptOrder {
  orderId: string;
  status: 'queued' | 'sending' | 'sent' | 'cancelled';
  orderNumber: string | null;
  message: string | null;
}

/** An order placed without a connection: it waits, is being sent, was sent (its number) or refused. */
function QueuedOrderStatus({ orderId }: { orderId: string }) {
  const t = useCheckoutT();
  const queue = useProjection('offline-orders/queue') as { orders: KeptOrder[] } | undefined;
  const kept = queue?.orders.find((order) => order.orderId === orderId);
  if (kept?.status === 'sent' && kept.orderNumber) return <p className={styles.orderNumber}>{t('Your order number is {{number}}.', { number: kept.orderNumber })}</p>;
  if (kept?.status === 'cancelled') return <p className={styles.fieldError}>{t(kept.message ?? 'Please check shipping/payment address is correct')}</p>;
  return (
    <>
      <p className={styles.note} role="status">
        {kept?.status === 'sending' ? t('Sending your order…') : t('You are offline. Your order has been saved and will be sent as soon as you are back online.')}
      </p>
      <Slot name="checkout/queuedOrder" props={{ orderId }} />
    </>
  );
}

/**
 * The thank-you page (`/thank-you-page`, spec section 2): the order number of the order this browser just
 * placed (or the one a payment provider sends back with `?order=`), where the confirmation goes, the payment
 * method's own word (a bank link that still has to be paid, say) and the way back to the shop.
 */
export default function ThankYouPage() {
  const t = useCheckoutT();
  const link = useLink();
  const hydrated = useHydrated();
  const [query] = useSearchParams();
  const lastOrder = useProjection('checkout/state').lastOrder;
  // The server has no browser log: until hydrated, render what it rendered (the number in the query only).
  const last = hydrated ? lastOrder : null;
  usePageHead({ title: t('Thank you for your order!'), robots: 'noindex,nofollow' });
  const fromQuery = query.get('order');
  const order = last && (!fromQuery || fromQuery === last.orderNumber || fromQuery === last.orderId) ? last : null;
  const number = order?.orderNumber ?? fromQuery;
  return (
    <div className={styles.page}>
      <PageHeading title={t('Thank you for your order!')} />
      <div className={styles.thanks}>
        {order?.queued ? (
          <QueuedOrderStatus orderId={order.orderId} />
        ) : number ? (
          <p className={styles.orderNumber}>{t('Your order number is {{number}}.', { number })}</p>
        ) : hydrated ? (
          <p className={styles.note}>{t('There is no recent order to show.')}</p>
        ) : null}
        {order?.emailAddress ? <p className={styles.note}>{t('We will send the order confirmation to {{email}}.', { email: order.emailAddress })}</p> : null}
        {order?.accountRequested ? <AccountStatus /> : null}
        {order ? <Slot name="checkout/paymentSummary" only={order.paymentMethod} props={{ code: order.paymentMethod, orderNumber: order.orderNumber }} /> : null}
        <p className={styles.links}>
          {number && !order?.queued ? <FindTheOrder number={number} hydrated={hydrated} /> : null}
          <UiLink href={link({ name: 'home' })}>{t('Continue shopping')}</UiLink>
        </p>
      </div>
    </div>
  );
}
