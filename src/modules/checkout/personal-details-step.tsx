import { useState } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import { Button } from '../../ui';
import styles from './checkout.module.css';
import { useCheckoutT, useCheckoutVault, useCustomerStatus } from './hooks';
import type { PersonalDetails } from './messages';
import { PersonalDetailsForm } from './personal-details-form';

/** The saved step: name, e-mail, whether an account comes with the order, and "Edit". */
function PersonalDetailsSummary({ details, onEdit }: { details: PersonalDetails; onEdit: () => void }) {
  const t = useCheckoutT();
  return (
    <div className={styles.done}>
      <dl className={styles.summary}>
        <div>
          <dt>{t('Name')}</dt>
          <dd>
            {details.firstName} {details.lastName}
          </dd>
        </div>
        <div>
          <dt>{t('E-mail address')}</dt>
          <dd>{details.emailAddress}</dd>
        </div>
      </dl>
      {details.createAccount ? <p className={styles.note}>{t('An account will be created with your order.')}</p> : null}
      <div>
        <Button type="button" variant="secondary" aria-label={t('Edit personal details')} onClick={onEdit}>
          {t('Edit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Step 1, personal details (spec section 4 "Checkout"), from `checkout/state`: the form while editing, the
 * summary with "Edit" once saved. A customer is not offered an account; details filled in from the profile
 * after a login replace the form's values. Focus follows the step: to the first field after "Edit"; after a
 * save the checkout moves it on to the next step (`onSaved`).
 */
export function PersonalDetailsStep({ number, headingId, onSaved }: { number: number; headingId: string; onSaved?: () => void }) {
  const t = useCheckoutT();
  const dispatch = useCommand();
  const state = useProjection('checkout/state');
  const customer = useCustomerStatus();
  const vault = useCheckoutVault();
  const [focus, setFocus] = useState<{ to: 'form' } | null>(null);

  const details = state.personalDetails;
  const offerAccount = customer === 'guest';
  // The password lives in memory only: after a reload the step asks for it again instead of showing done.
  const passwordLost = Boolean(details?.createAccount && offerAccount && !vault?.has());
  const editing = state.personalDetailsStatus === 'editing' || (passwordLost && state.personalDetailsStatus === 'done');

  return (
    <>
      <h2 id={headingId} tabIndex={-1} className={styles.stepHeading}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        {t('Personal details')}
      </h2>
      <p className={styles.stepStatus}>{editing ? t('Current step') : t('Completed')}</p>
      {editing || !details ? (
        <PersonalDetailsForm
          // A login's profile or a logout replaces what the form started from; so does learning who the shopper is.
          key={`${customer}|${JSON.stringify(details)}`}
          saved={details}
          offerAccount={offerAccount}
          passwordLost={passwordLost}
          focusFirst={focus?.to === 'form'}
          onSaved={() => {
            setFocus(null);
            onSaved?.();
          }}
        />
      ) : (
        <PersonalDetailsSummary
          details={details}
          onEdit={() => {
            // Before the form opens, so it opens with focus on its first field.
            setFocus({ to: 'form' });
            void dispatch({ type: 'checkout/editPersonalDetails', data: {} });
          }}
        />
      )}
    </>
  );
}
