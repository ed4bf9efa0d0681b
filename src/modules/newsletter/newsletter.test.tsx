import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderNewsletter, type ApiCall } from './test-harness';
import { NewsletterAccountSection, NewsletterFooter } from './view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subscribedEmails = new Set<string>();
const api = ({ method, path, body }: ApiCall) => {
  const email = method === 'GET' ? decodeURIComponent(path.split('email=')[1] ?? '') : (body as { email: string }).email;
  if (method === 'GET') return { code: 200, result: subscribedEmails.has(email) ? 'subscribed' : 'unsubscribed' };
  if (method === 'POST') {
    subscribedEmails.add(email);
    return { code: 200, result: 'subscribed' };
  }
  subscribedEmails.delete(email);
  return { code: 200, result: 'unsubscribed' };
};

describe('newsletter footer form', () => {
  it('refuses an invalid e-mail, tied to the field, without calling the API', async () => {
    const { calls } = await renderNewsletter(<NewsletterFooter />, api);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'mari@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const input = screen.getByLabelText('E-mail address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please provide valid e-mail address.');
    expect(calls).toEqual([]);
  });

  it('subscribes a guest: GET, then POST with the domain and language, then the spec texts and the cached e-mail', async () => {
    subscribedEmails.clear();
    const { calls, stored } = await renderNewsletter(<NewsletterFooter />, api);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'kadri@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You have been successfully subscribed to our newsletter! Check your e-mail for your 10% discount coupon.');
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(calls[1]?.body).toEqual({ email: 'kadri@example.com', domain: 'ee', language: 'et' });
    await waitFor(() => expect(stored.get('email')).toBe('kadri@example.com'));
  });

  it('skips the POST when the e-mail is already subscribed, and uses the Finnish list in the Finnish store', async () => {
    subscribedEmails.clear();
    subscribedEmails.add('old@example.com');
    const { calls } = await renderNewsletter(<NewsletterFooter />, api, 'fin');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail address'), 'old@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('status');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'POST']));
    expect(calls[2]?.body).toEqual({ email: 'new@example.com', domain: 'fi', language: 'fi' });
  });
});

describe('newsletter My Account section', () => {
  const customer = { id: 7, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 1 };

  it('shows the subscribed state and unsubscribes / subscribes with the checkbox', async () => {
    subscribedEmails.clear();
    subscribedEmails.add('mari@example.com');
    const { calls } = await renderNewsletter(<NewsletterAccountSection customer={customer} />, api);
    const box = screen.getByRole('checkbox', { name: 'I want to receive the newsletter' }) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    expect(screen.getByText('You are subscribed to our newsletter.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', body: { email: 'mari@example.com' } });
    await user.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.at(-1)).toMatchObject({ method: 'POST' });
  });
});
