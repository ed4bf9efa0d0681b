import { lazy, Suspense, useCallback } from 'react';
import { useCommand, useLink, useProjection } from '../../kernel/react';
import { Button, UiLink } from '../../ui';
import { LogoutButton } from './logout-button';
import { useSession, useUserT } from './hooks';
import styles from './user.module.css';

/** The sign-in, register and reset forms: their own chunk, loaded when the dialog first opens (not on every page). */
const AuthDialogPanel = lazy(() => import('./auth-dialog'));

/** The dialog in the overlay slot, shown while the ui-state flag `open.auth` is on. */
export function AuthDialog() {
  const open = useProjection('ui-state/flags').open.auth;
  const dispatch = useCommand();
  const close = useCallback(() => void dispatch({ type: 'ui-state/close', data: { panel: 'auth' } }), [dispatch]);
  return open ? (
    <Suspense fallback={null}>
      <AuthDialogPanel onClose={close} />
    </Suspense>
  ) : null;
}

/** The header action (order 20): "Sign in" for a guest, a "My account" link for a customer. */
export function AccountHeaderAction() {
  const t = useUserT();
  const { status } = useSession();
  const dispatch = useCommand();
  const link = useLink();
  // Phones reach the account through the menu (its "My account" link): the wrapper hides this from their header row.
  if (status === 'authorised') {
    return (
      <span className={styles.headerAccount}>
        <UiLink href={link('/my-account')} className={styles.headerLink}>
          {t('My account')}
        </UiLink>
        <LogoutButton variant="ghost" />
      </span>
    );
  }
  return (
    <Button
      type="button"
      variant="ghost"
      className={styles.headerAccount}
      aria-haspopup="dialog"
      onClick={async () => {
        await dispatch({ type: 'user/showAuthView', data: { view: 'login' } });
        await dispatch({ type: 'ui-state/open', data: { panel: 'auth' } });
      }}
    >
      {t('Sign in')}
    </Button>
  );
}
