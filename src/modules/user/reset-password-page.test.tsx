import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slot } from '../../kernel';
import { UserSessionToken } from '../../kernel/sync';
import { ResetPasswordView } from './reset-password-page';
import type { UserSession } from './session';
import { renderWithUser, type FakeApi } from './test-harness';
import { testProfile } from './test-profile';

/** The text of the message tied to a field by aria-describedby. */
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const EXPIRED = 'Your password reset link has expired.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Where the router is after the page is done. */
function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/** The shop: token 'tok-1' of mari@example.com sets a password once; then mari logs in with it. */
function shopApi(): FakeApi {
  let password = 'old-password';
  let used = false;
  return ({ method, path, body }) => {
    if (path === '/api/user/create-password') {
      const { email, resetToken, newPassword } = body as { email: string; resetToken: string; newPassword: string };
      if (used || email !== 'mari@example.com' || resetToken !== 'tok-1') return { code: 400, result: EXPIRED };
      used = true;
      password = newPassword;
      return { code: 200, result: true };
    }
    if (path === '/api/user/login') {
      const { username, password: given } = body as { username: string; password: string };
      return username === 'mari@example.com' && given === password
        ? { code: 200, result: 'token-1', meta: { refreshToken: 'refresh-1' } }
        : { code: 401, result: 'You did not sign in correctly or your account is temporarily disabled.' };
    }
    if (path.startsWith('/api/user/me?token=token-1') && method === 'GET') return { code: 200, result: testProfile() };
    return { code: 404, result: `No route ${method} ${path}` };
  };
}

async function open(link: { email: string; token: string }, api = shopApi()) {
  const user = userEvent.setup();
  const rendered = await renderWithUser(
    <>
      <Routes>
        <Route path="/" element={<ResetPasswordView {...link} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <Slot name="layout/overlay" />
    </>,
    api,
  );
  return { user, ...rendered };
}

describe('the reset page', () => {
  it("shows the link's account and labelled password fields, with the spec's messages on a bad submit and no request", async () => {
    const { user, calls } = await open({ email: 'mari@example.com', token: 'tok-1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('E-mail address');
    expect(email.value).toBe('mari@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.autocomplete).toBe('username');
    const password = screen.getByLabelText<HTMLInputElement>('New password');
    const repeat = screen.getByLabelText<HTMLInputElement>('Repeat new password');
    expect([password.type, password.autocomplete, repeat.type]).toEqual(['password', 'new-password', 'password']);

    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(description(password)).toBe('Field is required.');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'short');
    expect(description(password)).toBe('Password must have at least 8 letters.');
    await user.clear(password);
    await user.type(password, 'new-password-1');
    await user.type(repeat, 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(description(repeat)).toBe('Passwords must be identical.');
    expect(document.activeElement).toBe(repeat);
    expect(calls).toEqual([]);
  });

  it('sets the password with the keyboard alone, logs in through the login flow and lands on My Account with the notice', async () => {
    const { user, calls, kernel, notified } = await open({ email: 'mari@example.com', token: 'tok-1' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    await user.tab();
    await user.keyboard('new-password-1');
    await user.tab();
    await user.keyboard('new-password-1{Enter}');

    expect((await screen.findByTestId('elsewhere')).textContent).toMatch(/\/my-account$/);
    expect(calls.map((call) => call.path)).toEqual(['/api/user/create-password', '/api/user/login', '/api/user/me?token=token-1']);
    expect(calls[0]?.body).toEqual({ email: 'mari@example.com', resetToken: 'tok-1', newPassword: 'new-password-1' });
    expect(calls[1]?.body).toEqual({ username: 'mari@example.com', password: 'new-password-1' });
    // The tokens are stored as after any login, and the session is the customer's.
    const session = kernel.container.get<UserSession>(UserSessionToken);
    expect([session.getToken(), session.getRefreshToken()]).toEqual(['token-1', 'refresh-1']);
    expect(kernel.getProjection('user/session').status).toBe('authorised');
    expect(await notified()).toEqual(['Password has successfully been changed']);
    // Neither the token nor the password entered the log.
    const logged = JSON.stringify(await kernel.log.read());
    expect(logged).not.toContain('tok-1');
    expect(logged).not.toContain('new-password-1');
  });

  it('says an expired or used link has expired and offers a new one in the sign-in dialog', async () => {
    const { user } = await open({ email: 'mari@example.com', token: 'used-token' });
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(dialog).getByLabelText('E-mail address')).toBeTruthy();
  });

  it('answers a link without its token with the way to a new link, and no form', async () => {
    await open({ email: 'mari@example.com', token: '' });
    expect(screen.getByRole('alert').textContent).toBe('This password reset link is not complete. Request a new one below.');
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('does not try offline (spec: reset password does not work offline)', async () => {
    const { user, calls } = await open({ email: 'mari@example.com', token: 'tok-1' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Reset password feature does not work while offline!');
    await waitFor(() => expect(calls).toEqual([]));
  });
});
