import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import CheckoutPage from './checkout-page';
import { checkoutRoute } from './checkout-route';
import { CheckoutVault } from './vault';
import { checkoutPage } from './test-harness';
import { guestStart, lineInCart, login, logout } from './test-stand-ins';

const description = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const saved = (createAccount = false) => ({ type: 'checkout/personalDetailsSaved' as const, data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount } });

/** The page for a guest with a line in the cart. */
async function asGuest(events = [lineInCart()]) {
  const page = await checkoutPage(events);
  page.render();
  await page.send(guestStart);
  return { user: userEvent.setup(), ...page };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Mari');
  await user.type(screen.getByLabelText('Last name'), 'Maasikas');
  await user.type(screen.getByLabelText('E-mail address'), 'mari@example.com');
}

afterEach(cleanup);

describe('checkout page: entry', () => {
  it('is the /checkout route of cache tag checkout, titled "Checkout" and kept out of search engines', async () => {
    expect(checkoutRoute).toMatchObject({ name: 'checkout', path: '/checkout', cacheTag: 'checkout' });
    expect((await checkoutRoute.component()).default).toBe(CheckoutPage);
    const page = await checkoutPage([lineInCart()]);
    page.render();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(page.heads).toContainEqual(expect.objectContaining({ title: 'Checkout', robots: 'noindex,follow' }));
  });

  it('renders on the server without the browser cart: a loading status, neither the refusal nor the form', async () => {
    const page = await checkoutPage([lineInCart()]);
    const html = renderToString(page.tree);
    expect(html).toContain('Loading your checkout…');
    expect(html).not.toContain('The cart must not be empty');
    expect(html).not.toContain('First name');
  });

  it('refuses an empty cart with the spec message and the ways back to the shop and the cart', async () => {
    const page = await checkoutPage();
    page.render();
    expect(screen.getByText('The cart must not be empty when entering checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/eng');
    expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/eng/cart');
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Checkout steps' })).toBeNull();
  });

  it('shows the four steps in order; shipping, payment and review are upcoming, with nothing to operate', async () => {
    await asGuest();
    const steps = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 2 }).textContent)).toEqual(['1Personal details', '2Shipping', '3Payment', '4Review order']);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    for (const step of steps.slice(1)) {
      expect(within(step).getByText('Upcoming step')).toBeTruthy();
      expect(within(step).queryAllByRole('button')).toEqual([]);
      expect(within(step).queryAllByRole('textbox')).toEqual([]);
    }
  });
});

describe('checkout page: personal details (spec section 5 messages)', () => {
  it('asks with the autocomplete tokens given-name, family-name and email', async () => {
    await asGuest();
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('E-mail address').getAttribute('autocomplete')).toBe('email');
  });

  it('an empty submit shows each message beside its field and focuses the error summary, whose links lead to the fields', async () => {
    const { user, kernel } = await asGuest();
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(within(summary).getAllByRole('link').map((item) => item.textContent)).toEqual([
      'First name: Field is required.',
      'Last name: Field is required.',
      'E-mail address: Field is required.',
    ]);
    for (const label of ['First name', 'Last name', 'E-mail address']) expect(description(screen.getByLabelText(label))).toBe('Field is required.');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(summary).getByRole('link', { name: 'E-mail address: Field is required.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    expect((await kernel.log.read()).some((event) => event.type === 'checkout/personalDetailsSaved')).toBe(false);
  });

  it('messages follow the corrections: names of 2 letters, a valid e-mail address', async () => {
    const { user } = await asGuest();
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    await user.type(screen.getByLabelText('First name'), 'M');
    await user.type(screen.getByLabelText('E-mail address'), 'mari@example');
    expect(description(screen.getByLabelText('First name'))).toBe('Name must have at least 2 letters.');
    expect(description(screen.getByLabelText('E-mail address'))).toBe('Please provide valid e-mail address.');
    // Correcting does not steal focus back to the summary.
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
  });

  it('continues to a summary with "Edit"; the next step is shipping; "Edit" reopens the form on the first field', async () => {
    const { user, kernel } = await asGuest();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));

    expect(kernel.getProjection('checkout/state')).toMatchObject({ personalDetails: { firstName: 'Mari', emailAddress: 'mari@example.com', createAccount: false }, personalDetailsStatus: 'done' });
    const steps = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
    const first = steps[0]!;
    // Focus moves on to the new step's first field, not back to the saved step's heading (issue 20).
    await waitFor(() => expect(document.activeElement).toBe(within(steps[1]!).getByLabelText('First name')));
    expect(within(first).getByText('Completed')).toBeTruthy();
    expect(within(first).getByText('Mari Maasikas')).toBeTruthy();
    expect(within(first).getByText('mari@example.com')).toBeTruthy();
    expect(within(first).queryByLabelText('First name')).toBeNull();
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(within(steps[1]!).getByText('Current step')).toBeTruthy();
    // The shipping step starts from the names just saved.
    expect((within(steps[1]!).getByLabelText('First name') as HTMLInputElement).value).toBe('Mari');

    await user.click(within(first).getByRole('button', { name: 'Edit personal details' }));
    const firstName = within(first).getByLabelText('First name') as HTMLInputElement;
    expect(firstName.value).toBe('Mari');
    expect(document.activeElement).toBe(firstName);
  });

  it('a guest may ask for an account: the password twice (new-password), 8 letters, identical; it never enters the log', async () => {
    const { user, kernel } = await asGuest();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await fillDetails(user);
    await user.click(screen.getByLabelText('I want to create an account'));
    const password = screen.getByLabelText('Password');
    const repeat = screen.getByLabelText('Repeat password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(repeat.getAttribute('autocomplete')).toBe('new-password');
    expect(password.getAttribute('type')).toBe('password');

    await user.type(password, 'short');
    await user.type(repeat, 'other');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(description(password)).toBe('Password must have at least 8 letters.');
    expect(description(repeat)).toBe('Passwords must be identical.');

    await user.clear(password);
    await user.type(password, 'secret-pass-1');
    await user.clear(repeat);
    await user.type(repeat, 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByText('An account will be created with your order.')).toBeTruthy();
    expect(kernel.getProjection('checkout/state').personalDetails?.createAccount).toBe(true);
    expect(kernel.container.get<CheckoutVault>(CheckoutVault).has()).toBe(true);
    expect(JSON.stringify(await kernel.log.read())).not.toContain('secret-pass-1');
  });

  it('after a reload the forgotten password is asked again, not shown as done', async () => {
    await asGuest([lineInCart(), saved(true)]);
    expect(screen.getByText('Enter the password of your new account again.')).toBeTruthy();
    expect((screen.getByLabelText('I want to create an account') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Mari');
  });

  it('"Log in" opens the sign-in dialog through its commands', async () => {
    const { user, kernel } = await asGuest();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => kernel.whenIdle());
    const types = (await kernel.log.read()).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['user/authViewShown', 'ui-state/panelOpened']));
  });
});

describe('checkout page: the session (spec section 4 "User session")', () => {
  it('a customer sees the profile filled in and is not offered an account or a login', async () => {
    const page = await checkoutPage([lineInCart()]);
    page.render();
    await page.send(login('startup'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Kati');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Kask');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('kati@example.com');
    expect(screen.queryByLabelText('I want to create an account')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('a login on the page replaces what the guest typed; a logout clears the details', async () => {
    const { user, send } = await asGuest();
    await user.type(screen.getByLabelText('First name'), 'Guest');
    await send(login('login'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Kati');

    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByText('Kati Kask')).toBeTruthy();
    await send(logout);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });
});

describe('checkout page: keyboard and phone (issue 20)', () => {
  it('"Skip to the checkout form" lands on the current step\'s first field', async () => {
    const { user } = await asGuest([lineInCart(), saved()]);
    const skip = screen.getByRole('link', { name: 'Skip to the checkout form' });
    expect(skip.getAttribute('href')).toBe('#checkout-steps');
    await user.click(skip);
    const shipping = within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem')[1]!;
    expect(document.activeElement).toBe(within(shipping).getByLabelText('First name'));
  });

  it('has no skip link while the checkout cannot be entered', async () => {
    const page = await checkoutPage();
    page.render();
    expect(screen.queryByRole('link', { name: 'Skip to the checkout form' })).toBeNull();
  });

  it('asks with the right keyboards and autocomplete tokens: names, e-mail, address, postal code, country, phone', async () => {
    await asGuest([lineInCart(), saved()]);
    const shipping = within(within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem')[1]!);
    const field = (label: string) => shipping.getByLabelText(label);
    expect(field('First name').getAttribute('autocomplete')).toBe('section-shipping shipping given-name');
    expect(field('First name').getAttribute('autocapitalize')).toBe('words');
    expect(field('Last name').getAttribute('autocomplete')).toBe('section-shipping shipping family-name');
    expect(field('Street address').getAttribute('autocomplete')).toBe('section-shipping shipping address-line1');
    expect(field('City').getAttribute('autocomplete')).toBe('section-shipping shipping address-level2');
    expect(field('Zip code').getAttribute('autocomplete')).toBe('section-shipping shipping postal-code');
    // The view's country (Estonia) has postal codes of digits: the numeric keypad.
    expect(field('Zip code').getAttribute('inputmode')).toBe('numeric');
    expect(field('Country').getAttribute('autocomplete')).toBe('section-shipping shipping country');
    expect(field('Phone number').getAttribute('type')).toBe('tel');
    expect(field('Phone number').getAttribute('autocomplete')).toBe('section-shipping shipping tel');
    expect(field('Phone number').getAttribute('inputmode')).toBe('tel');
  });

  it('the e-mail field is neither capitalised nor corrected', async () => {
    await asGuest();
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocapitalize')).toBe('none');
    expect(email.getAttribute('spellcheck')).toBe('false');
  });
});
