import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand } from '../../kernel/react';
import { Button } from '../../ui';
import { useSession } from './hooks';
import type { CustomerProfile } from './messages';

/** The spec's message for account pages seen without logging in (section 6). */
export const LOGIN_REQUIRED = 'You need to be logged in to see this page';

/**
 * Renders an account page for a logged-in customer only (spec section 6): while the session is being restored
 * it says so; a guest gets 'You need to be logged in to see this page' and a button opening the sign-in dialog.
 */
export function RequireLogin({ children }: { children: (profile: CustomerProfile) => ReactNode }) {
  const { t } = useTranslation('user');
  // Hydration-safe: the server renders 'unknown', and start-up may already have restored the session.
  const session = useSession();
  const dispatch = useCommand();
  if (session.status === 'unknown') return <p role="status">{t('Loading your account…')}</p>;
  if (session.status !== 'authorised' || !session.profile) {
    return (
      <section aria-labelledby="login-required">
        <p id="login-required" role="alert">
          {t(LOGIN_REQUIRED)}
        </p>
        <Button type="button" onClick={() => void dispatch({ type: 'ui-state/open', data: { panel: 'auth' } })}>
          {t('Sign in')}
        </Button>
      </section>
    );
  }
  return <>{children(session.profile)}</>;
}
