import { useEffect, useId, useRef, type FormEvent } from 'react';
import { formatPrice } from '../../kernel/format';
import { Slot, useCommand, useProjection, useStoreView } from '../../kernel/react';
import { Button, ChoiceList, TextField } from '../../ui';
import { ErrorSummary } from '../../ui/error-summary/error-summary';
import { ADDRESS_LABELS, AddressFields } from './address-fields';
import styles from './checkout.module.css';
import { useCheckoutT, usePaymentTitle } from './hooks';
import { PAYMENT_FIELDS, type PaymentField } from './logic/validation';
import type { PaymentDetails } from './messages';
import { EditableStep } from './editable-step';
import { useOrderCart, usePayableMethods, usePaymentForm } from './step-hooks';

const FIELD_LABELS: Record<PaymentField, string> = { ...ADDRESS_LABELS, company: 'Company name', taxId: 'Tax ID', paymentMethod: 'Payment method' };

function PaymentForm({ saved, focusFirst, onSaved }: { saved: PaymentDetails | null; focusFirst: boolean; onSaved: () => void }) {
  const t = useCheckoutT();
  const methodTitle = usePaymentTitle();
  const view = useStoreView();
  const state = useProjection('checkout/state');
  const cart = useOrderCart();
  const methods = usePayableMethods(state.paymentMethods.methods, cart.virtualOnly);
  const form = usePaymentForm(saved, state.shippingDetails, methods);
  const id = useId();
  const first = useRef<HTMLDivElement>(null);
  const idOf = (field: PaymentField | 'sameAsShipping' | 'companyInvoice') => (field === 'paymentMethod' ? `${id}-method-0` : `${id}-${field}`);

  const focusOnOpen = useRef(focusFirst);
  useEffect(() => {
    if (focusOnOpen.current) first.current?.querySelector('input')?.focus();
  }, []);

  const summary = form.sorted(form.problems, PAYMENT_FIELDS).map((field) => ({ fieldId: idOf(field), text: `${t(FIELD_LABELS[field])}: ${t(form.problems[field] ?? '')}` }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onSaved();
  };
  const companyField = (name: 'company' | 'taxId', autoComplete: string) => (
    <TextField
      id={idOf(name)}
      name={name}
      autoComplete={autoComplete}
      autoCapitalize={name === 'taxId' ? 'characters' : 'words'}
      spellCheck={false}
      label={t(FIELD_LABELS[name])}
      value={form.values[name]}
      error={form.problems[name] ? t(form.problems[name] ?? '') : undefined}
      onChange={(event) => form.change(name, event.target.value)}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ErrorSummary title={t('There is a problem')} items={summary} level={3} focusKey={form.attempt} />
      <div ref={first} className={styles.checkbox}>
        <input id={idOf('sameAsShipping')} name="sameAsShipping" type="checkbox" checked={form.values.sameAsShipping} onChange={(event) => form.toggle('sameAsShipping', event.target.checked)} />
        <label htmlFor={idOf('sameAsShipping')}>{t('Billing address is the same as the shipping address')}</label>
      </div>
      {form.values.sameAsShipping ? null : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('Billing address')}</legend>
          <AddressFields section="billing" idOf={idOf} values={form.values} problems={form.problems} onChange={form.change} />
        </fieldset>
      )}
      <div className={styles.checkbox}>
        <input id={idOf('companyInvoice')} name="companyInvoice" type="checkbox" checked={form.values.companyInvoice} onChange={(event) => form.toggle('companyInvoice', event.target.checked)} />
        <label htmlFor={idOf('companyInvoice')}>{t('I want an invoice for a company')}</label>
      </div>
      {form.values.companyInvoice ? (
        <div className={styles.names}>
          {companyField('company', 'organization')}
          {companyField('taxId', 'off')}
        </div>
      ) : null}
      <ChoiceList
        id={`${id}-method`}
        name="paymentMethod"
        legend={t('Payment method')}
        value={form.values.paymentMethod}
        onChange={form.chooseMethod}
        error={form.problems.paymentMethod ? t(form.problems.paymentMethod) : undefined}
        {...(state.paymentMethods.status === 'loading' ? { statusText: t('Loading payment methods…') } : {})}
        emptyText={state.paymentMethods.status === 'loading' ? undefined : t('No payment methods are available for this order.')}
        options={methods.map((method) => ({
          value: method.code,
          title: methodTitle(method.title),
          // A method with a cost shows its surcharge (spec section 3 "Payment method": costInclTax).
          ...(method.costInclTax ? { price: t('Surcharge: {{amount}}', { amount: formatPrice(method.costInclTax, view) }) } : {}),
          details: (
            <>
              {method.sandbox ? <p className={styles.testMode}>{t('Test mode: no real money is charged.')}</p> : null}
              <Slot name="checkout/paymentMethod" only={method.code} props={{ code: method.code, title: method.title, onAdditional: form.setAdditional, additional: form.values.paymentMethodAdditional }} />
            </>
          ),
        }))}
      />
      {state.paymentMethods.status === 'fallback' ? <p className={styles.note}>{t('The shop could not be asked for payment methods just now; you can pay upon delivery.')}</p> : null}
      <div>
        <Button type="submit">{t('Continue to review')}</Button>
      </div>
    </form>
  );
}

/** The saved billing, company and method, with "Edit". */
function PaymentSummary({ details, onEdit }: { details: PaymentDetails; onEdit: () => void }) {
  const t = useCheckoutT();
  const methodTitle = usePaymentTitle();
  const title = useProjection('checkout/state').paymentMethods.methods.find((m) => m.code === details.paymentMethod)?.title ?? details.paymentMethod;
  return (
    <div className={styles.done}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('Billing address')}</dt>
          <dd>
            {details.sameAsShipping
              ? t('Same as the shipping address')
              : `${details.firstName} ${details.lastName}, ${[details.streetAddress, details.apartmentNumber].filter(Boolean).join(' ')}, ${details.zipCode} ${details.city}, ${details.country}`}
          </dd>
        </div>
        {details.companyInvoice ? (
          <div>
            <dt>{t('Company invoice')}</dt>
            <dd>
              {details.company}, {t('Tax ID')} {details.taxId}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('Payment method')}</dt>
          <dd>{methodTitle(title)}</dd>
        </div>
      </dl>
      <div>
        <Button type="button" variant="secondary" aria-label={t('Edit payment details')} onClick={onEdit}>
          {t('Edit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Step 3, payment (spec section 4 "Checkout"): the billing address (the shipping address unless unticked), a
 * company invoice with company and tax id, and the methods the server offers that a payment module can take,
 * each module showing its note or form under its choice; the summary with "Edit" once saved.
 */
export function PaymentStep({ number, headingId, reachable, onSaved }: { number: number; headingId: string; reachable: boolean; onSaved?: () => void }) {
  const t = useCheckoutT();
  const dispatch = useCommand();
  const state = useProjection('checkout/state');
  const details = state.paymentDetails;
  return (
    <EditableStep
      number={number}
      headingId={headingId}
      title={t('Payment')}
      reachable={reachable}
      {...(onSaved ? { onSaved } : {})}
      editing={state.paymentStatus === 'editing' || !details}
      form={({ focusFirst, onSaved }) => <PaymentForm key={JSON.stringify(details)} saved={details} focusFirst={focusFirst} onSaved={onSaved} />}
      summary={(onEdit) => (details ? <PaymentSummary details={details} onEdit={onEdit} /> : null)}
      onEdit={() => void dispatch({ type: 'checkout/editPaymentDetails', data: {} })}
    />
  );
}
