import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './account-page';
import { renderWithUser, type FakeApi } from './test-harness';
import { testProfile } from './test-profile';

const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** POST /api/user/me answers the saved profile; change-password refuses a wrong current password. */
const api: FakeApi = ({ method, path, body }) => {
  if (method === 'POST' && path.startsWith('/api/user/me')) {
    const { customer } = body as { customer: Partial<ReturnType<typeof testProfile>> };
    return { code: 200, result: testProfile({ ...customer, updated_at: '2024-05-02 10:00:00' } as never) };
  }
  if (path.startsWith('/api/user/change-password')) return { code: 400, result: { errorMessage: "The password doesn't match this account. Verify the password and try again." } };
  return { code: 404, result: 'not found' };
};

async function loggedIn() {
  const rendered = await renderWithUser(<AccountPage />, api);
  await act(async () => {
    await rendered.kernel.dispatch({ type: 'user/recordAuthorised', data: { profile: testProfile(), via: 'login' } });
  });
  return { user: userEvent.setup(), ...rendered };
}

describe('My Account', () => {
  it('tells a guest to log in', async () => {
    await renderWithUser(<AccountPage />, api);
    expect((await screen.findByRole('alert')).textContent).toBe('You need to be logged in to see this page');
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('validates the profile with the spec messages', async () => {
    const { user, calls } = await loggedIn();
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    expect(first.value).toBe('Mari');
    await user.clear(first);
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'mari@');
    await user.click(screen.getByRole('button', { name: 'Update my profile' }));
    expect(description(first)).toBe('Field is required.');
    expect(description(screen.getByLabelText('E-mail address'))).toBe('Please provide valid e-mail address.');
    await user.type(first, 'M');
    expect(description(first)).toBe('Name must have at least 2 letters.');
    expect(calls).toEqual([]);
  });

  it('saves the profile and says so', async () => {
    const { user, calls, kernel } = await loggedIn();
    const last = screen.getByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Kask');
    await user.click(screen.getByRole('button', { name: 'Update my profile' }));

    expect((await screen.findByRole('status')).textContent).toBe('Account data has successfully been updated');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { customer: { firstname: 'Mari', lastname: 'Kask', email: 'mari@example.com' } } });
    expect(calls[0]?.path).toMatch(/^\/api\/user\/me\?token=/);
    await act(() => kernel.whenIdle());
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Kask');
  });

  it("shows the server's errorMessage when the password change is refused", async () => {
    const { user } = await loggedIn();
    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(description(screen.getByLabelText('Repeat new password'))).toBe('Passwords must be identical.');
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("The password doesn't match this account. Verify the password and try again."));
  });

  it('checks the address: zip of 3 letters, phone of 5 numbers', async () => {
    const { user } = await loggedIn();
    await user.type(screen.getByLabelText('Street name'), 'Pikk 1');
    await user.type(screen.getByLabelText('City'), 'Tallinn');
    await user.type(screen.getByLabelText('Zip-code'), '10');
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Add the address' }));
    expect(description(screen.getByLabelText('Zip-code'))).toBe('Zip code must have at least 3 letters.');
    expect(description(screen.getByLabelText('Phone number'))).toBe('Phone number must have at least 5 numbers.');
  });

  it("logs out: says You're logged out and shows the guard again", async () => {
    const { user, kernel, notified } = await loggedIn();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await act(() => kernel.whenIdle());
    expect(await notified()).toContain("You're logged out");
    expect((await screen.findByRole('alert')).textContent).toBe('You need to be logged in to see this page');
    expect((await kernel.log.read()).some((event) => event.type === 'user/loggedOut' && (event.data as { silent: boolean }).silent === false)).toBe(true);
  });
});
