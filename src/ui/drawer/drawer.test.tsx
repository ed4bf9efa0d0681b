import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './drawer';

afterEach(cleanup);

describe('Drawer', () => {
  it('takes focus when opened and gives it back to the opener when closed', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(<Drawer open title="Wishlist" closeLabel="Close" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Wishlist' })).toBe(document.activeElement);
    rerender(<Drawer open={false} title="Wishlist" closeLabel="Close" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps Tab inside and closes with its button', () => {
    const onClose = vi.fn();
    render(
      <Drawer open title="Wishlist" closeLabel="Close" onClose={onClose}>
        <a href="#x">Only link</a>
      </Drawer>,
    );
    const link = screen.getByRole('link', { name: 'Only link' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
