import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useHydrated, useKernel, useProjection } from '../../kernel/react';
import type { Problems } from '../../kernel/validation';
import { personalDetailsProblems, type PersonalDetailsField, type PersonalDetailsValues } from './logic/validation';
import type { PersonalDetails } from './messages';
import { CheckoutVault } from './vault';

/**
 * `t` of the 'checkout' namespace for keys that are English sentences: they hold '.' and ':', which must not
 * split them into nested keys or namespaces.
 */
export function useCheckoutT(): (key: string, params?: Record<string, string | number>) => string {
  const { t } = useTranslation('checkout');
  return useCallback((key, params) => String(t(key, { ...params, keySeparator: false, nsSeparator: false })), [t]);
}

/**
 * A payment method's title in the view's language (the server answers the spec's English): the checkout's
 * own texts first, then the other loaded namespaces, so a payment module brings the title of its method in
 * its own locales and adding a method changes no checkout file (ADR 0069).
 */
export function usePaymentTitle(): (title: string) => string {
  const { t, i18n } = useTranslation('checkout');
  return useCallback(
    (title) => {
      const loaded = Object.keys(i18n.store.data[i18n.language] ?? {}).filter((ns) => ns !== 'checkout');
      return String(t(title, { ns: ['checkout', ...loaded], keySeparator: false, nsSeparator: false }));
    },
    [t, i18n],
  );
}

/**
 * Whether checkout may be entered (spec: 'The cart must not be empty when entering checkout.'): `loading`
 * until hydrated, since the cart lives in the browser's log and the server renders without it; then `empty`
 * or `ready` from the cart module's `cart/lines` read model (read by name; a kernel without it is empty).
 */
export function useCheckoutEntry(): 'loading' | 'empty' | 'ready' {
  const hydrated = useHydrated();
  const lines = useProjection('cart/lines') as { items: readonly unknown[] } | undefined;
  if (!hydrated) return 'loading';
  return lines && lines.items.length > 0 ? 'ready' : 'empty';
}

/** Whether the shopper is a logged-in customer (the user module's `user/session`, read by name). */
export function useCustomerStatus(): 'customer' | 'guest' | 'unknown' {
  const session = useProjection('user/session') as { status: string } | undefined;
  if (!session) return 'guest';
  return session.status === 'authorised' ? 'customer' : session.status === 'anonymous' ? 'guest' : 'unknown';
}

/** The module's password vault (absent in kernels without the module's bindings). */
export function useCheckoutVault(): CheckoutVault | null {
  const services = useKernel().container;
  return services.isBound(CheckoutVault) ? services.get<CheckoutVault>(CheckoutVault) : null;
}

/**
 * Talon of the personal details form: its values (from the saved details), the problems (after the first
 * submit they follow the corrections), the submit count (the error summary takes focus on each failed one)
 * and the submit that validates, puts the password into the vault and dispatches the save without it.
 */
export function usePersonalDetailsForm(saved: PersonalDetails | null, offerAccount: boolean) {
  const dispatch = useCommand();
  const vault = useCheckoutVault();
  const [values, setValues] = useState<PersonalDetailsValues>(() => ({
    firstName: saved?.firstName ?? '',
    lastName: saved?.lastName ?? '',
    emailAddress: saved?.emailAddress ?? '',
    createAccount: offerAccount && (saved?.createAccount ?? false),
    password: '',
    repeatPassword: '',
  }));
  const [problems, setProblems] = useState<Problems<PersonalDetailsField> | null>(null);
  const [attempt, setAttempt] = useState(0);

  const update = (next: PersonalDetailsValues) => {
    setValues(next);
    if (problems) setProblems(personalDetailsProblems(next));
  };
  const change = (field: PersonalDetailsField, value: string) => update({ ...values, [field]: value });
  // Unticking forgets what was typed into the password fields.
  const setCreateAccount = (createAccount: boolean) => update({ ...values, createAccount, ...(createAccount ? {} : { password: '', repeatPassword: '' }) });

  const submit = async (): Promise<boolean> => {
    const createAccount = offerAccount && values.createAccount;
    const found = personalDetailsProblems({ ...values, createAccount });
    setProblems(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return false;
    if (createAccount) vault?.put(values.password);
    const { firstName, lastName, emailAddress } = values;
    const result = await dispatch({ type: 'checkout/savePersonalDetails', data: { firstName, lastName, emailAddress, createAccount } });
    return result.ok;
  };

  return { values, problems: problems ?? {}, attempt, change, setCreateAccount, submit };
}
