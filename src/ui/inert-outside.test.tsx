import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer } from './drawer/drawer';

afterEach(cleanup);

/** A page as the layouts draw it: header with the opener, main, a footer that is inert already, backdrop and drawer. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="shell">
      <header>
        <button type="button" onClick={() => setOpen(true)}>
          Cart
        </button>
      </header>
      <main>
        <a href="#part">A part</a>
      </main>
      <footer data-testid="footer" inert>
        Footer
      </footer>
      <section aria-label="Notifications" data-inert-exempt="" />
      {open ? <div data-testid="backdrop" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
      <Drawer open={open} title="Shopping cart" closeLabel="Close" onClose={() => setOpen(false)}>
        <a href="#line">A line</a>
      </Drawer>
    </div>
  );
}

describe('useInertOutside (a modal drawer)', () => {
  it('makes the page behind an open drawer inert, but not the backdrop or the notifications, and undoes only that on close', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Cart' });
    const header = opener.closest('header')!;
    const main = screen.getByRole('main');
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(header.hasAttribute('inert')).toBe(true);
    expect(main.hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('backdrop').hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('region', { name: 'Notifications' }).hasAttribute('inert')).toBe(false);
    expect(dialog.hasAttribute('inert')).toBe(false);
    expect(dialog.parentElement!.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(dialog);

    fireEvent.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(header.hasAttribute('inert')).toBe(false);
    expect(main.hasAttribute('inert')).toBe(false);
    // Inert before the drawer opened: still inert after it closed.
    expect(screen.getByTestId('footer').hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(opener);
  });
});
