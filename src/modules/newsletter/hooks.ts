import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel/react';
import { isValidEmail, NEWSLETTER_TEXTS } from './texts';

/** The 'newsletter' namespace's translator. */
export function useNewsletterT() {
  return useTranslation('newsletter').t;
}

/** An e-mail subscribe form: validation, submit, and the state of the latest request. */
export function useSubscribeForm(initialEmail = '') {
  const dispatch = useCommand();
  const status = useProjection('newsletter/status');
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(NEWSLETTER_TEXTS.invalidEmail);
      return false;
    }
    setError(null);
    setSent(true);
    const result = await dispatch({ type: 'newsletter/subscribe', data: { email } });
    return result.ok;
  };
  return { email, setEmail, error, submit, request: sent ? status.request : ({ status: 'idle' } as const) };
}
