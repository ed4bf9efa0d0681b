import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useCommand } from '../../kernel/react';
import { Button, TextField } from '../../ui';
import { ErrorSummary } from '../../ui/error-summary/error-summary';
import styles from './checkout.module.css';
import { useCheckoutT, usePersonalDetailsForm } from './hooks';
import { PERSONAL_DETAILS_FIELDS, type PersonalDetailsField } from './logic/validation';
import type { PersonalDetails } from './messages';

/** The fields' labels (English source texts of the 'checkout' namespace). */
const LABELS: Record<PersonalDetailsField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'E-mail address',
  password: 'Password',
  repeatPassword: 'Repeat password',
};

/** "Already have an account? Log in": the user module's sign-in dialog, opened by command type. */
function LoginOffer() {
  const t = useCheckoutT();
  const dispatch = useCommand();
  return (
    <p className={styles.loginOffer}>
      {t('Already have an account?')}{' '}
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={async () => {
          await dispatch({ type: 'user/showAuthView', data: { view: 'login' } });
          await dispatch({ type: 'ui-state/open', data: { panel: 'auth' } });
        }}
      >
        {t('Log in')}
      </button>
    </p>
  );
}

export interface PersonalDetailsFormProps {
  /** The details saved or filled from the profile: the form starts from them. */
  saved: PersonalDetails | null;
  /** A guest may ask for an account (spec section 6); a customer is not asked. */
  offerAccount: boolean;
  /** The details were saved with an account to create, but a reload forgot the password (memory only). */
  passwordLost: boolean;
  /** Focus the first field on mount (after "Edit"). */
  focusFirst: boolean;
  onSaved: () => void;
}

/**
 * The first step's form: names and e-mail with their autocomplete tokens, the account opt-in with the new
 * password twice, each message beside its field and all of them in the error summary, which takes focus after
 * a failed submit. The browser's own validation is off so the shop's messages show.
 */
export function PersonalDetailsForm({ saved, offerAccount, passwordLost, focusFirst, onSaved }: PersonalDetailsFormProps) {
  const t = useCheckoutT();
  const form = usePersonalDetailsForm(saved, offerAccount);
  const id = useId();
  const first = useRef<HTMLDivElement>(null);
  const fieldId = (field: PersonalDetailsField | 'createAccount') => `${id}-${field}`;
  const askPassword = offerAccount && form.values.createAccount;

  // Only when the form opens: a later prop change must not pull focus back.
  const focusOnOpen = useRef(focusFirst);
  useEffect(() => {
    if (focusOnOpen.current) first.current?.querySelector('input')?.focus();
  }, []);

  const field = (name: PersonalDetailsField, autoComplete: string, type = 'text') => {
    const problem = form.problems[name];
    // Names capitalised, the e-mail neither capitalised nor corrected (phones' keyboards do both by default).
    const keyboard = type === 'text' ? ({ autoCapitalize: 'words', spellCheck: false } as const) : type === 'email' ? ({ inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const) : {};
    return (
      <TextField
        id={fieldId(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        {...keyboard}
        label={t(LABELS[name])}
        value={form.values[name]}
        error={problem ? t(problem) : undefined}
        onChange={(event) => form.change(name, event.target.value)}
      />
    );
  };

  const summary = PERSONAL_DETAILS_FIELDS.flatMap((name) => {
    const problem = form.problems[name];
    return problem ? [{ fieldId: fieldId(name), text: `${t(LABELS[name])}: ${t(problem)}` }] : [];
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit()) onSaved();
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ErrorSummary title={t('There is a problem')} items={summary} level={3} focusKey={form.attempt} />
      {offerAccount ? <LoginOffer /> : null}
      <div ref={first} className={styles.names}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {field('emailAddress', 'email', 'email')}
      {offerAccount ? (
        <div className={styles.checkbox}>
          <input
            id={fieldId('createAccount')}
            name="createAccount"
            type="checkbox"
            checked={form.values.createAccount}
            aria-controls={askPassword ? fieldId('password') : undefined}
            onChange={(event) => form.setCreateAccount(event.target.checked)}
          />
          <label htmlFor={fieldId('createAccount')}>{t('I want to create an account')}</label>
        </div>
      ) : null}
      {askPassword ? (
        <div className={styles.passwords}>
          {passwordLost ? <p className={styles.note}>{t('Enter the password of your new account again.')}</p> : null}
          {field('password', 'new-password', 'password')}
          {field('repeatPassword', 'new-password', 'password')}
        </div>
      ) : null}
      <div>
        <Button type="submit">{t('Continue to shipping')}</Button>
      </div>
    </form>
  );
}
