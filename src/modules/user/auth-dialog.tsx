import { X } from 'lucide';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useCommand } from '../../kernel/react';
import { Button, useFocusTrap, useInertOutside, Icon } from '../../ui';
import { FormMessage, useBoundFields, submitsTo, useFocusFirstProblem } from './form-field';
import { useSession, useUserForm, useUserT, useVault } from './hooks';
import { emailProblem, loginProblems, registerProblems } from './logic/validation';
import type { AuthView } from './messages';
import styles from './user.module.css';

const TITLES: Record<AuthView, string> = { login: 'Log in', register: 'Register', forgotPass: 'Reset password' };

function SwitchView({ to, children }: { to: AuthView; children: ReactNode }) {
  const dispatch = useCommand();
  return (
    <button type="button" className={styles.linkButton} onClick={() => void dispatch({ type: 'user/showAuthView', data: { view: to } })}>
      {children}
    </button>
  );
}

/** One of the dialog's forms: its fields, the outcome message, the submit button and the links to the other views. */
function AuthForm({ form, submitLabel, messageAlways = false, children, switches }: {
  form: { submit: () => Promise<boolean>; problems: Record<string, string | undefined>; attempt: number; state: { status: string; message?: string } };
  submitLabel: string;
  /** Show a success too (the reset link was sent), not only a failure. */
  messageAlways?: boolean;
  children: ReactNode;
  switches: ReactNode;
}) {
  const t = useUserT();
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(ref, form.problems, form.attempt);
  const pending = form.state.status === 'pending';
  const showMessage = messageAlways || form.state.status === 'failed';
  return (
    <form
      ref={ref}
      className={styles.form}
      noValidate
      onSubmit={submitsTo(form)}
    >
      {children}
      {showMessage ? <FormMessage state={{ ...form.state, message: form.state.message && t(form.state.message) }} /> : null}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {t(submitLabel)}
      </Button>
      <div className={styles.switch}>{switches}</div>
    </form>
  );
}

function LoginForm() {
  const t = useUserT();
  const vault = useVault();
  const form = useUserForm('login', { email: '', password: '' }, loginProblems, (v) => ({ type: 'user/login', data: { email: v.email, secret: vault({ password: v.password }) } }));
  const field = useBoundFields(form);
  return (
    <AuthForm
      form={form}
      submitLabel="Log in to your account"
      switches={
        <>
          <SwitchView to="forgotPass">{t('Forgot the password?')}</SwitchView>
          <SwitchView to="register">{t('Not yet an account? Register now')}</SwitchView>
        </>
      }
    >
      {field('email', 'E-mail address', 'email', 'email')}
      {field('password', 'Password', 'current-password', 'password')}
    </AuthForm>
  );
}

function RegisterForm() {
  const t = useUserT();
  const vault = useVault();
  const empty = { firstname: '', lastname: '', email: '', password: '', repeatPassword: '' };
  const form = useUserForm('register', empty, registerProblems, (v) => ({
    type: 'user/register',
    data: { firstname: v.firstname, lastname: v.lastname, email: v.email, secret: vault({ password: v.password }) },
  }));
  const field = useBoundFields(form);
  return (
    <AuthForm form={form} submitLabel="Register an account" switches={<SwitchView to="login">{t('Or log in to your account')}</SwitchView>}>
      {field('email', 'E-mail address', 'email', 'email')}
      {field('firstname', 'First name', 'given-name')}
      {field('lastname', 'Last name', 'family-name')}
      {field('password', 'Password', 'new-password', 'password')}
      {field('repeatPassword', 'Repeat password', 'new-password', 'password')}
    </AuthForm>
  );
}

function ForgotForm() {
  const t = useUserT();
  const form = useUserForm('resetPassword', { email: '' }, (v) => (emailProblem(v.email) ? { email: emailProblem(v.email) } : {}), (v) => ({ type: 'user/resetPassword', data: { email: v.email } }));
  const field = useBoundFields(form);
  return (
    <AuthForm form={form} submitLabel="Reset password" messageAlways switches={<SwitchView to="login">{t('Return to log in')}</SwitchView>}>
      <p>{t('Enter your e-mail to receive instructions on how to reset your password.')}</p>
      {field('email', 'E-mail address', 'email', 'email')}
    </AuthForm>
  );
}

/**
 * The sign-in dialog (the spec's authElem): login, register and forgot-password views. Modal: focus moves to
 * the first field (and back to the opener on close), Tab stays inside, Escape and the backdrop close it.
 */
export default function AuthDialogPanel({ onClose }: { onClose: () => void }) {
  const t = useUserT();
  const { authView } = useSession();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, true);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);
  // After the opener is noted: the page behind the dialog is inert while it is open.
  useInertOutside(panel, true);
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
            <Icon icon={X} size={20} />
          </button>
        </div>
        {authView === 'login' ? <LoginForm /> : authView === 'register' ? <RegisterForm /> : <ForgotForm />}
      </div>
    </>
  );
}
