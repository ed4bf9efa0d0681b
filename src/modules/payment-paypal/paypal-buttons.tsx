import { FUNDING, PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer, type ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import { useEffect, useMemo } from 'react';
import { PAYPAL_TEXTS } from './decider';
import { usePaypalT, type PaypalActions } from './hooks';
import styles from './view.module.css';

/**
 * Funding sources PayPal must not offer here (ADR 0030): card (the shop has its own card method, with its own
 * 3-D Secure flow and receipts), credit and pay later (consumer credit the shop does not offer in its
 * markets, with terms it cannot show in its own languages). The shopper sees one button: their PayPal account.
 */
export const DISABLED_FUNDING = ['card', 'credit', 'paylater'] as const;

/** The script's query (spec section 4: loaded with currency and funding restrictions). */
export function scriptOptions(clientId: string, currency: string, sdkBaseUrl?: string): ReactPayPalScriptOptions {
  return { clientId, currency, intent: 'capture', components: 'buttons', disableFunding: [...DISABLED_FUNDING], ...(sdkBaseUrl ? { sdkBaseUrl } : {}) };
}

interface ButtonsProps {
  clientId: string;
  currency: string;
  actions: PaypalActions;
  /** Where PayPal's script is loaded from; PayPal's own unless a story points elsewhere. */
  sdkBaseUrl?: string;
}

/** The buttons once PayPal's script is in; its failure to load (no internet, blocked) is said politely and logged. */
function Buttons({ actions }: { actions: PaypalActions }) {
  const t = usePaypalT();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) actions.fail('script', "PayPal's script could not be loaded.");
  }, [isRejected, actions]);
  if (isRejected) return <p className={styles.error}>{t(PAYPAL_TEXTS.unavailable)}</p>;
  if (isPending) return <p className={styles.note} role="status">{t(PAYPAL_TEXTS.loading)}</p>;
  return (
    <PayPalButtons
      fundingSource={FUNDING.PAYPAL}
      style={{ layout: 'vertical', label: 'paypal', tagline: false }}
      createOrder={() => actions.createOrder()}
      onApprove={(data) => actions.approve(data.orderID, data.payerID ?? null)}
      onCancel={(data) => actions.cancel(typeof data.orderID === 'string' ? data.orderID : null)}
      onError={(error) => actions.fail('buttons', error instanceof Error ? error.message : String(error.message ?? 'PayPal reported an error.'))}
    />
  );
}

/**
 * PayPal's buttons (@paypal/react-paypal-js): loaded lazily, only once the PayPal method is chosen and the shop has
 * PayPal keys; the script is PayPal's own (www.paypal.com/sdk/js) with EUR, capture and the funding limits.
 */
export default function PaypalButtons({ clientId, currency, actions, sdkBaseUrl }: ButtonsProps) {
  const options = useMemo(() => scriptOptions(clientId, currency, sdkBaseUrl), [clientId, currency, sdkBaseUrl]);
  return (
    <PayPalScriptProvider options={options}>
      <Buttons actions={actions} />
    </PayPalScriptProvider>
  );
}
