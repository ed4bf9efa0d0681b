import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slot } from '../../kernel';
import { renderWithUser, type FakeApi } from './test-harness';
import { testProfile } from './test-profile';

/** The text of the message tied to a field by aria-describedby. */
const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (
  <>
    <Slot name="layout/headerActions" />
    <Slot name="layout/overlay" />
  </>
);

/** The shop's user API: mari@example.com / secret123 logs in; a new e-mail registers. */
const shopApi: FakeApi = ({ method, path, body }) => {
  if (path === '/api/user/login') {
    const { username, password } = body as { username: string; password: string };
    return username === 'mari@example.com' && password === 'secret123'
      ? { code: 200, result: 'token-1', meta: { refreshToken: 'refresh-1' } }
      : { code: 401, result: 'You did not sign in correctly or your account is temporarily disabled.' };
  }
  if (path.startsWith('/api/user/me?token=token-1') && method === 'GET') return { code: 200, result: testProfile() };
  if (path === '/api/user/create') {
    const { customer } = body as { customer: { email: string } };
    return customer.email === 'taken@example.com'
      ? { code: 400, result: 'A customer with the same email already exists in an associated website.' }
      : { code: 200, result: testProfile({ email: customer.email }) };
  }
  return { code: 404, result: `No route ${method} ${path}` };
};

async function openDialog() {
  const user = userEvent.setup();
  const rendered = await renderWithUser(page, shopApi);
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { user, dialog, ...rendered };
}

describe('sign-in dialog', () => {
  it('opens from the header with the first field focused, and Escape closes it', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog moves focus in an effect after it mounts: wait for it (the role can be found a moment before).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail address')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the spec messages beside the fields and focuses the first one', async () => {
    const { user, calls } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Log in to your account' }));
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe('Field is required.');
    expect(description(screen.getByLabelText('Password'))).toBe('Field is required.');
    expect(document.activeElement).toBe(email);
    await user.type(email, 'mari@');
    expect(description(email)).toBe('Please provide valid e-mail address.');
    expect(calls).toEqual([]);
  });

  it('logs in: stores nothing in the log but the profile, closes, notifies and shows My account', async () => {
    const { user, kernel, calls, notified } = await openDialog();
    await user.type(screen.getByLabelText('E-mail address'), 'mari@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Log in to your account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => kernel.whenIdle());
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/user/login', 'GET /api/user/me?token=token-1']);
    expect(await notified()).toEqual(['You are logged in!']);
    const log = JSON.stringify(await kernel.log.read());
    expect(log).toContain('"via":"login"');
    expect(log).not.toContain('secret123');
    expect(log).not.toContain('token-1');
  });

  it("shows the server's message when the login is refused, and stays open", async () => {
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('E-mail address'), 'mari@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in to your account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You did not sign in correctly or your account is temporarily disabled.');
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('registers: validates names and passwords, then shows a refused e-mail', async () => {
    const { user, calls } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Not yet an account? Register now' }));
    await screen.findByRole('dialog', { name: 'Register' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail address')));
    await user.type(screen.getByLabelText('E-mail address'), 'taken@example.com');
    await user.type(screen.getByLabelText('First name'), 'M');
    await user.type(screen.getByLabelText('Last name'), 'Maasikas');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Repeat password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Register an account' }));
    expect(description(screen.getByLabelText('First name'))).toBe('Name must have at least 2 letters.');
    expect(description(screen.getByLabelText('Password'))).toBe('Password must have at least 8 letters.');
    expect(description(screen.getByLabelText('Repeat password'))).toBe('Passwords must be identical.');

    await user.type(screen.getByLabelText('First name'), 'ari');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register an account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A customer with the same email already exists in an associated website.');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/user/create',
      body: { customer: { email: 'taken@example.com', firstname: 'Mari', lastname: 'Maasikas', store_id: 4 }, password: 'secret123' },
    });
  });
});
