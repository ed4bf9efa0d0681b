import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../kernel/format';
import { useCommand, useHydrated, useProjection, useStoreView } from '../../kernel/react';
import { CouponField } from '../../ui/coupon-field/coupon-field';
import type { CartTotalsView } from './messages';

/** The spec's required-field message (section 5), shown for a blank code without asking the shop. */
const REQUIRED = 'Field is required.';

/**
 * The cart's coupon field over `cart/totals`: Apply dispatches `cart/applyCoupon {code}`, Remove
 * `cart/removeCoupon`; the applied coupon (code and discount) comes from the server totals, the progress and
 * the refusal ("You've entered an incorrect coupon code. Please try again.") from `couponForm`. Hidden until
 * the cart has totals (a kernel without them, or the server's render).
 */
export function CouponForm() {
  const { t } = useTranslation('cart');
  const dispatch = useCommand();
  const view = useStoreView();
  const totals = useProjection('cart/totals') as CartTotalsView | undefined;
  const hydrated = useHydrated();
  const [blank, setBlank] = useState(false);
  if (!hydrated || !totals) return null;
  const { coupon, couponForm } = totals;
  const refusal = couponForm.status === 'failed' ? t(couponForm.message ?? "You've entered an incorrect coupon code. Please try again.") : undefined;
  const apply = (entered: string) => {
    const code = entered.trim();
    setBlank(code === '');
    if (code !== '') void dispatch({ type: 'cart/applyCoupon', data: { code } });
  };
  const error = blank ? t(REQUIRED) : refusal;
  return (
    <CouponField
      labels={{ field: t('Discount code'), apply: t('Apply'), remove: t('Remove'), ...(coupon ? { removeCode: t('Remove discount code {{code}}', { code: coupon.code }) } : {}) }}
      applied={coupon ? { code: coupon.code, discount: formatPrice(-Math.abs(coupon.discount), view) } : null}
      pending={couponForm.status === 'pending'}
      {...(error ? { error } : {})}
      onApply={apply}
      onRemove={() => void dispatch({ type: 'cart/removeCoupon', data: {} })}
    />
  );
}
