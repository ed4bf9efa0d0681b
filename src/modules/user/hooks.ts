import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Command } from '../../kernel/messages';
import { useCommand, useHydrated, useKernel, useProjection } from '../../kernel/react';
import type { Problems } from './logic/validation';
import type { UserForm, UserSessionView } from './messages';
import { CredentialVault } from './session';

/** The session as shown: 'unknown' until hydrated, like the server render (the session lives in the browser). */
export function useSession(): UserSessionView {
  const session = useProjection('user/session');
  const hydrated = useHydrated();
  return hydrated ? session : { ...session, status: 'unknown', profile: null };
}

/** Puts passwords into the in-memory vault and returns the id a command may carry instead. */
export function useVault(): (secret: Record<string, string>) => string {
  const services = useKernel().container;
  return useCallback((secret) => services.get<CredentialVault>(CredentialVault).put(secret), [services]);
}

/**
 * Talon of a user form: the values, the problems (after the first submit they follow the corrections),
 * where the request stands (from `user/session`) and the submit that validates, then dispatches.
 */
export function useUserForm<V extends Record<string, string>>(
  form: UserForm,
  initial: V,
  validate: (values: V) => Problems<Extract<keyof V, string>>,
  toCommand: (values: V) => Command,
) {
  const dispatch = useCommand();
  const state = useSession().forms[form];
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<Problems<Extract<keyof V, string>> | null>(null);
  const [attempt, setAttempt] = useState(0);

  const change = (field: keyof V, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems) setProblems(validate(next));
  };
  const submit = async (): Promise<boolean> => {
    const found = validate(values);
    setProblems(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return false;
    const result = await dispatch(toCommand(values));
    return result.ok;
  };
  const shown: Problems<Extract<keyof V, string>> = problems ?? {};
  return { values, setValues, problems: shown, attempt, state, change, submit };
}

/**
 * `t` of the 'user' namespace for keys that are English sentences: they hold '.' and ':', which must not
 * split them into nested keys or namespaces.
 */
export function useUserT(): (key: string, params?: Record<string, string | number>) => string {
  const { t } = useTranslation('user');
  return useCallback((key, params) => String(t(key, { ...params, keySeparator: false, nsSeparator: false })), [t]);
}
