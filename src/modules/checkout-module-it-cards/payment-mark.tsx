import { PaymentMark } from '../../ui';

/**
 * The card schemes' marks among the product page's secure payment marks (slot 'trust/paymentMarks'); the names
 * are the schemes' own, the same in every language.
 */
export function CardMarks() {
  return (
    <>
      <PaymentMark kind="visa" label="Visa" />
      <PaymentMark kind="mastercard" label="Mastercard" />
    </>
  );
}
