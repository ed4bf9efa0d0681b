import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreSwitcher } from './store-switcher';
import type { StoreSwitcherOption } from './store-switcher';

const options: StoreSwitcherOption[] = [
  { code: 'et', name: 'Eesti', href: '/', lang: 'et', current: true },
  { code: 'rus', name: 'Русский', href: '/rus/', lang: 'ru', current: false },
  { code: 'fi', name: 'Suomi', href: 'http://fi.localhost:3000/', lang: 'fi', current: false },
];

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <StoreSwitcher label="Choose store" options={options} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Choose store' });
  return { user, toggle };
}

afterEach(cleanup);

describe('StoreSwitcher', () => {
  it('starts closed with the list hidden and wired to the button', () => {
    const { toggle } = setup();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
  });

  it.each([['{Enter}'], [' ']])('opens with %s from the keyboard', async (key) => {
    const { user, toggle } = setup();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(key);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('closes on Escape from inside the list and returns focus to the button', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Eesti' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('toggles closed on a second click', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it and when the pointer presses outside', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders plain full-page links with hreflang, lang and aria-current on the current view only', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const current = screen.getByRole('link', { name: 'Eesti' });
    const finnish = screen.getByRole('link', { name: 'Suomi' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(finnish.getAttribute('aria-current')).toBeNull();
    expect(finnish.getAttribute('href')).toBe('http://fi.localhost:3000/');
    expect(finnish.getAttribute('hreflang')).toBe('fi');
    expect(finnish.getAttribute('lang')).toBe('fi');
  });
});
