import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../test-profile';
import CarPage from './car-page';
import { renderAccountPage, type FakeApi } from './test-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api: FakeApi = ({ method, path, body }) => {
  if (method === 'POST' && path.startsWith('/api/user/me')) {
    const { customer } = body as { customer: Parameters<typeof testProfile>[0] };
    return { code: 200, result: testProfile({ ...customer, updated_at: '2024-05-02 10:00:00' }) };
  }
  return { code: 404, result: 'not found' };
};

const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('My Car', () => {
  it('tells a guest to log in', async () => {
    await renderAccountPage(<CarPage />, { api, url: '/my-account/car', path: '/my-account/car', loggedIn: false });
    expect((await screen.findByRole('alert')).textContent).toBe('You need to be logged in to see this page');
  });

  it('refuses incomplete details with the spec message tied to the empty fields', async () => {
    const { calls } = await renderAccountPage(<CarPage />, { api, url: '/my-account/car', path: '/my-account/car' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Licence plate number'), '123abc');
    await user.click(screen.getByRole('button', { name: 'Save my car' }));
    const make = screen.getByLabelText('Make');
    expect(description(make)).toBe('Fill all car details fields');
    expect(make.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(make);
    expect(screen.getByLabelText('Licence plate number').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('saves the car in the profile custom attributes and shows the saved values', async () => {
    const { calls, kernel } = await renderAccountPage(<CarPage />, { api, url: '/my-account/car', path: '/my-account/car' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Licence plate number'), ' 123abc ');
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'Corolla');
    await user.type(screen.getByLabelText('Engine'), '1.6 VVT-i');
    await user.click(screen.getByRole('button', { name: 'Save my car' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your car details have been saved.');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        customer: {
          email: 'mari@example.com',
          custom_attributes: [
            { attribute_code: 'car_plate_number', value: '123ABC' },
            { attribute_code: 'car_make', value: 'Toyota' },
            { attribute_code: 'car_model', value: 'Corolla' },
            { attribute_code: 'car_engine', value: '1.6 VVT-i' },
          ],
        },
      },
    });
    await waitFor(() => expect((screen.getByLabelText('Licence plate number') as HTMLInputElement).value).toBe('123ABC'));
    expect(kernel.getProjection('user/session').profile?.custom_attributes).toHaveLength(4);
  });
});
