import { useCallback, useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useCommand, useLink, useProjection } from '../../kernel/react';
import { Button, UiLink, useFocusTrap } from '../../ui';
import { FormField, FormMessage } from './form-field';
import { LogoutButton } from './logout-button';
import { useSession, useUserForm, useUserT, useVault } from './hooks';
import { emailProblem, loginProblems, registerProblems } from './logic/validation';
import type { AuthView } from './messages';
import styles from './user.module.css';

const TITLES: Record<AuthView, string> = { login: 'Log in', register: 'Register', forgotPass: 'Reset password' };

/** Focuses the first field with a problem after a submit that found some. */
function useFocusFirstProblem(form: React.RefObject<HTMLFormElement | null>, problems: Record<string, string | undefined>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    const first = Object.keys(problems).find((field) => problems[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    // Only after a submit: typing must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
}

function SwitchView({ to, children }: { to: AuthView; children: ReactNode }) {
  const dispatch = useCommand();
  return (
    <button type="button" className={styles.linkButton} onClick={() => void dispatch({ type: 'user/showAuthView', data: { view: to } })}>
      {children}
    </button>
  );
}

function LoginForm() {
  const t = useUserT();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const vault = useVault();
  const form = useUserForm('login', { email: '', password: '' }, loginProblems, (v) => ({ type: 'user/login', data: { email: v.email, secret: vault({ password: v.password }) } }));
  useFocusFirstProblem(ref, form.problems, form.attempt);
  const pending = form.state.status === 'pending';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form ref={ref} className={styles.form} noValidate onSubmit={onSubmit}>
      <FormField id={`${id}-email`} name="email" type="email" autoComplete="email" label={t('E-mail address')} value={form.values.email} error={form.problems.email && t(form.problems.email)} onChange={(e) => form.change('email', e.target.value)} />
      <FormField id={`${id}-password`} name="password" type="password" autoComplete="current-password" label={t('Password')} value={form.values.password} error={form.problems.password && t(form.problems.password)} onChange={(e) => form.change('password', e.target.value)} />
      {form.state.status === 'failed' ? <FormMessage state={{ ...form.state, message: t(form.state.message ?? '') }} /> : null}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {t('Log in to your account')}
      </Button>
      <div className={styles.switch}>
        <SwitchView to="forgotPass">{t('Forgot the password?')}</SwitchView>
        <SwitchView to="register">{t('Not yet an account? Register now')}</SwitchView>
      </div>
    </form>
  );
}

function RegisterForm() {
  const t = useUserT();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const vault = useVault();
  const empty = { firstname: '', lastname: '', email: '', password: '', repeatPassword: '' };
  const form = useUserForm('register', empty, registerProblems, (v) => ({
    type: 'user/register',
    data: { firstname: v.firstname, lastname: v.lastname, email: v.email, secret: vault({ password: v.password }) },
  }));
  useFocusFirstProblem(ref, form.problems, form.attempt);
  const pending = form.state.status === 'pending';
  const field = (name: keyof typeof empty, label: string, type: string, autoComplete: string) => (
    <FormField
      id={`${id}-${name}`}
      name={name}
      type={type}
      autoComplete={autoComplete}
      label={t(label)}
      value={form.values[name]}
      error={form.problems[name] && t(form.problems[name])}
      onChange={(e) => form.change(name, e.target.value)}
    />
  );
  return (
    <form
      ref={ref}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      {field('email', 'E-mail address', 'email', 'email')}
      {field('firstname', 'First name', 'text', 'given-name')}
      {field('lastname', 'Last name', 'text', 'family-name')}
      {field('password', 'Password', 'password', 'new-password')}
      {field('repeatPassword', 'Repeat password', 'password', 'new-password')}
      {form.state.status === 'failed' ? <FormMessage state={{ ...form.state, message: t(form.state.message ?? '') }} /> : null}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {t('Register an account')}
      </Button>
      <div className={styles.switch}>
        <SwitchView to="login">{t('Or log in to your account')}</SwitchView>
      </div>
    </form>
  );
}

function ForgotForm() {
  const t = useUserT();
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const form = useUserForm('resetPassword', { email: '' }, (v) => (emailProblem(v.email) ? { email: emailProblem(v.email) } : {}), (v) => ({ type: 'user/resetPassword', data: { email: v.email } }));
  useFocusFirstProblem(ref, form.problems, form.attempt);
  const pending = form.state.status === 'pending';
  return (
    <form
      ref={ref}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <p>{t('Enter your e-mail to receive instructions on how to reset your password.')}</p>
      <FormField id={`${id}-email`} name="email" type="email" autoComplete="email" label={t('E-mail address')} value={form.values.email} error={form.problems.email && t(form.problems.email)} onChange={(e) => form.change('email', e.target.value)} />
      <FormMessage state={{ ...form.state, message: form.state.message && t(form.state.message) }} />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {t('Reset password')}
      </Button>
      <div className={styles.switch}>
        <SwitchView to="login">{t('Return to log in')}</SwitchView>
      </div>
    </form>
  );
}

/**
 * The sign-in dialog (the spec's authElem): login, register and forgot-password views. Modal: focus moves to
 * the first field (and back to the opener on close), Tab stays inside, Escape and the backdrop close it.
 */
export function AuthDialogPanel({ onClose }: { onClose: () => void }) {
  const t = useUserT();
  const { authView } = useSession();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);
  useEffect(() => {
    const first = panel.current?.querySelector<HTMLElement>('input');
    (first ?? panel.current)?.focus();
  }, [authView]);
  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t(TITLES[authView])}
          </h2>
          <button type="button" className={styles.close} aria-label={t('Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {authView === 'login' ? <LoginForm /> : authView === 'register' ? <RegisterForm /> : <ForgotForm />}
      </div>
    </>
  );
}

/** The dialog in the overlay slot, shown while the ui-state flag `open.auth` is on. */
export function AuthDialog() {
  const open = useProjection('ui-state/flags').open.auth;
  const dispatch = useCommand();
  const close = useCallback(() => void dispatch({ type: 'ui-state/close', data: { panel: 'auth' } }), [dispatch]);
  return open ? <AuthDialogPanel onClose={close} /> : null;
}

/** The header action (order 20): "Sign in" for a guest, a "My account" link for a customer. */
export function AccountHeaderAction() {
  const t = useUserT();
  const { status } = useSession();
  const dispatch = useCommand();
  const link = useLink();
  if (status === 'authorised') {
    return (
      <>
        <UiLink href={link('/my-account')} className={styles.headerLink}>
          {t('My account')}
        </UiLink>
        <LogoutButton variant="ghost" />
      </>
    );
  }
  return (
    <Button
      type="button"
      variant="ghost"
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
