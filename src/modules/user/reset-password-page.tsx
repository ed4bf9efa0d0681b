import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommand, useLink, usePageHead } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { Button, PageHeading } from '../../ui';
import { FormField, FormMessage, useBoundFields, submitsTo, useFocusFirstProblem } from './form-field';
import { useSession, useUserForm, useUserT, useVault } from './hooks';
import { emailProblem, newPasswordProblems } from './logic/validation';
import type { ResetLink } from './reset-link';
import styles from './user.module.css';

/** Shown (namespace 'user') for a link without its token or with a broken e-mail address. */
export const RESET_LINK_BROKEN = 'This password reset link is not complete. Request a new one below.';

/** Opens the sign-in dialog on `view`: "Reset password" sends a new link, "Log in" is the way in when the login after the reset failed. */
function OpenDialog({ view, label }: { view: 'forgotPass' | 'login'; label: string }) {
  const t = useUserT();
  const dispatch = useCommand();
  return (
    <Button
      type="button"
      variant="secondary"
      aria-haspopup="dialog"
      onClick={async () => {
        await dispatch({ type: 'user/showAuthView', data: { view } });
        await dispatch({ type: 'ui-state/open', data: { panel: 'auth' } });
      }}
    >
      {t(label)}
    </Button>
  );
}

const RequestNewLink = () => <OpenDialog view="forgotPass" label="Request a new link" />;

/** The new password (at least 8 letters) and its repeat; the e-mail of the link is shown read-only (password managers file the new password under it). */
function NewPasswordForm({ email, token }: ResetLink) {
  const t = useUserT();
  const id = useId();
  const vault = useVault();
  const navigate = useNavigate();
  const link = useLink();
  const session = useSession();
  const ref = useRef<HTMLFormElement>(null);
  const form = useUserForm('newPassword', { newPassword: '', repeatPassword: '' }, newPasswordProblems, (v) => ({
    type: 'user/setNewPassword',
    data: { email, secret: vault({ resetToken: token, newPassword: v.newPassword }) },
  }));
  const field = useBoundFields(form);
  useFocusFirstProblem(ref, form.problems, form.attempt);
  const { status } = form.state;
  const signedIn = session.status === 'authorised';
  // This page's own submit (not an earlier one in this tab) that ended logged in: My Account, and Back skips the used link.
  useEffect(() => {
    if (form.attempt > 0 && status === 'done' && signedIn) void navigate(link('/my-account'), { replace: true });
  }, [form.attempt, status, signedIn, navigate, link]);
  const failed = status === 'failed';
  return (
    <form
      ref={ref}
      className={styles.form}
      noValidate
      onSubmit={submitsTo(form)}
    >
      <p>{t('Choose a new password for your account.')}</p>
      <FormField id={`${id}-email`} name="email" type="email" autoComplete="username" label={t('E-mail address')} value={email} readOnly />
      {field('newPassword', 'New password', 'new-password', 'password')}
      {field('repeatPassword', 'Repeat new password', 'new-password', 'password')}
      <FormMessage state={{ ...form.state, message: form.state.message && t(form.state.message) }} />
      {status === 'done' ? null : (
        <Button type="submit" disabled={status === 'pending'} aria-busy={status === 'pending' || undefined}>
          {t('Save the new password')}
        </Button>
      )}
      {failed ? <RequestNewLink /> : null}
      {status === 'done' && !signedIn ? <OpenDialog view="login" label="Sign in" /> : null}
    </form>
  );
}

/** The reset page for a link: the form, or for a broken link the way to ask for a new one. */
export function ResetPasswordView({ email, token }: ResetLink) {
  const t = useUserT();
  // The URL carries a one-time token: never indexed (the server also sends no-store and no-referrer).
  usePageHead({ title: t('Reset password'), robots: 'noindex,nofollow' });
  const broken = token === '' || emailProblem(email) !== undefined;
  return (
    <>
      <PageHeading title={t('Reset password')} />
      <section className={styles.section}>
        {broken ? (
          <>
            <p role="alert" className={styles.failure}>
              {t(RESET_LINK_BROKEN)}
            </p>
            <div>
              <RequestNewLink />
            </div>
          </>
        ) : (
          <NewPasswordForm email={email} token={token} />
        )}
      </section>
    </>
  );
}

/** /reset-password?token=&email= (route `reset-password`, every store view): the link of the reset e-mail. */
export default function ResetPasswordPage() {
  const link = useRouteData<ResetLink>();
  return <ResetPasswordView email={link.email} token={link.token} />;
}
