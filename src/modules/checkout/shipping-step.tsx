import { useEffect, useId, useRef, type FormEvent } from 'react';
import { formatPrice } from '../../kernel/format';
import { useCommand, useProjection, useStoreView } from '../../kernel/react';
import { Button, ChoiceList } from '../../ui';
import { ErrorSummary } from '../../ui/error-summary/error-summary';
import { ADDRESS_LABELS, AddressFields } from './address-fields';
import styles from './checkout.module.css';
import { useCheckoutT } from './hooks';
import { SHIPPING_FIELDS, type ShippingField } from './logic/validation';
import type { ShippingDetails, ShippingMethodOffer } from './messages';
import { EditableStep } from './editable-step';
import { methodKey, useShippingForm } from './step-hooks';

const FIELD_LABELS: Record<ShippingField, string> = { ...ADDRESS_LABELS, shippingMethod: 'Shipping method' };

/** A method's title in the view's language (the server's English titles are the keys). */
export function methodTitle(t: (key: string) => string, method: Pick<ShippingMethodOffer, 'methodTitle'>): string {
  return t(method.methodTitle);
}

/** A method's carrier ('Same-day courier', 'Store pickup', 'DPD') in the view's language, like its title. */
export function carrierTitle(t: (key: string) => string, method: Pick<ShippingMethodOffer, 'carrierTitle'>): string {
  return method.carrierTitle ? t(method.carrierTitle) : '';
}

function ShippingForm({ saved, focusFirst, onSaved }: { saved: ShippingDetails | null; focusFirst: boolean; onSaved: () => void }) {
  const t = useCheckoutT();
  const view = useStoreView();
  const state = useProjection('checkout/state');
  const offers = state.shippingMethods;
  const form = useShippingForm(saved, state.personalDetails, offers.methods);
  const id = useId();
  const first = useRef<HTMLDivElement>(null);
  const idOf = (field: ShippingField) => (field === 'shippingMethod' ? `${id}-method-0` : `${id}-${field}`);

  const focusOnOpen = useRef(focusFirst);
  useEffect(() => {
    if (focusOnOpen.current) first.current?.querySelector('input')?.focus();
  }, []);

  const summary = form.sorted(form.problems, SHIPPING_FIELDS).map((field) => ({ fieldId: idOf(field), text: `${t(FIELD_LABELS[field])}: ${t(form.problems[field] ?? '')}` }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onSaved();
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ErrorSummary title={t('There is a problem')} items={summary} level={3} focusKey={form.attempt} />
      <div ref={first} className={styles.form}>
        <AddressFields section="shipping" idOf={idOf} values={form.values} problems={form.problems} onChange={form.change} />
      </div>
      <ChoiceList
        id={`${id}-method`}
        name="shippingMethod"
        legend={t('Shipping method')}
        value={form.values.shippingCarrier ? methodKey({ carrierCode: form.values.shippingCarrier, methodCode: form.values.shippingMethod }) : ''}
        onChange={form.chooseMethod}
        error={form.problems.shippingMethod ? t(form.problems.shippingMethod) : undefined}
        {...(offers.status === 'loading' ? { statusText: t('Loading shipping methods…') } : {})}
        emptyText={t('Enter your address to see the shipping methods.')}
        options={offers.methods.map((method) => ({
          value: methodKey(method),
          title: methodTitle(t, method),
          description: carrierTitle(t, method),
          price: formatPrice(method.priceInclTax, view),
        }))}
      />
      {offers.status === 'fallback' ? <p className={styles.note}>{t('The shop could not be asked for delivery options just now; DPD Courier is always available.')}</p> : null}
      <div>
        <Button type="submit">{t('Continue to payment')}</Button>
      </div>
    </form>
  );
}

/** The saved address and method, with "Edit". */
function ShippingSummary({ details, onEdit }: { details: ShippingDetails; onEdit: () => void }) {
  const t = useCheckoutT();
  const view = useStoreView();
  const method = useProjection('checkout/state').shippingMethods.methods.find((m) => m.carrierCode === details.shippingCarrier && m.methodCode === details.shippingMethod);
  return (
    <div className={styles.done}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('Shipping address')}</dt>
          <dd>
            {details.firstName} {details.lastName}, {[details.streetAddress, details.apartmentNumber].filter(Boolean).join(' ')}, {details.zipCode} {details.city}, {details.country}
          </dd>
        </div>
        <div>
          <dt>{t('Phone number')}</dt>
          <dd>{details.phoneNumber}</dd>
        </div>
        <div>
          <dt>{t('Shipping method')}</dt>
          <dd>{method ? `${methodTitle(t, method)} (${formatPrice(method.priceInclTax, view)})` : details.shippingMethod}</dd>
        </div>
      </dl>
      <div>
        <Button type="button" variant="secondary" aria-label={t('Edit shipping details')} onClick={onEdit}>
          {t('Edit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Step 2, shipping (spec section 4 "Checkout"): the address with its autocomplete tokens and the methods the
 * server offers for it (the Tallinn and Rae courier windows among them), or DPD Courier when it cannot be
 * asked; the summary with "Edit" once saved. Shown after the personal details are saved.
 */
export function ShippingStep({ number, headingId, reachable, onSaved }: { number: number; headingId: string; reachable: boolean; onSaved?: () => void }) {
  const t = useCheckoutT();
  const dispatch = useCommand();
  const state = useProjection('checkout/state');
  const details = state.shippingDetails;
  return (
    <EditableStep
      number={number}
      headingId={headingId}
      title={t('Shipping')}
      reachable={reachable}
      {...(onSaved ? { onSaved } : {})}
      editing={state.shippingStatus === 'editing' || !details}
      form={({ focusFirst, onSaved }) => <ShippingForm key={JSON.stringify(details)} saved={details} focusFirst={focusFirst} onSaved={onSaved} />}
      summary={(onEdit) => (details ? <ShippingSummary details={details} onEdit={onEdit} /> : null)}
      onEdit={() => void dispatch({ type: 'checkout/editShippingDetails', data: {} })}
    />
  );
}
