import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuBar, type MenuBarEntry } from './menu-bar';

afterEach(cleanup);

const leaf = (id: string, label: string): MenuBarEntry => ({ id, label, href: `/c/${id}`, children: [] });
const ITEMS: MenuBarEntry[] = [
  { id: 'brakes', label: 'Brakes', href: '/c/brakes', children: [leaf('pads', 'Brake pads'), { ...leaf('discs', 'Brake discs'), children: [leaf('vented', 'Vented discs')] }] },
  { id: 'filters', label: 'Filters', href: '/c/filters', children: [leaf('oil', 'Oil filters')] },
  leaf('tools', 'Tools'),
];

/** The bar with its open entry kept in state, the way the app keeps it in ui-state. */
function Harness({ onOpen = () => {}, onClose = () => {} }: { onOpen?: (id: string) => void; onClose?: () => void }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <MenuBar
      label="Categories"
      items={ITEMS}
      openId={openId}
      onOpen={(id) => {
        onOpen(id);
        setOpenId(id);
      }}
      onClose={() => {
        onClose();
        setOpenId(null);
      }}
      submenuLabel={(name) => `${name}: subcategories`}
    />
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: `${name}: subcategories` });

describe('MenuBar', () => {
  it('renders every category link, closed submenus hidden but in the HTML', () => {
    render(<Harness />);
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brakes' }).getAttribute('href')).toBe('/c/brakes');
    expect(screen.getByText('Vented discs').closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Tools: subcategories' })).toBeNull();
    expect(toggle('Brakes').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes a submenu with its button (a native button: Enter and Space click it)', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    render(<Harness onOpen={onOpen} onClose={onClose} />);
    fireEvent.click(toggle('Brakes'));
    expect(onOpen).toHaveBeenCalledWith('brakes');
    expect(toggle('Brakes').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Brake pads' })).toBeTruthy();
    fireEvent.click(toggle('Brakes'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Brake pads' })).toBeNull();
  });

  it('opens on hover and closes when the pointer leaves', () => {
    render(<Harness />);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Filters' }).closest('li') as HTMLElement);
    expect(screen.getByRole('link', { name: 'Oil filters' })).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('link', { name: 'Filters' }).closest('li') as HTMLElement);
    expect(screen.queryByRole('link', { name: 'Oil filters' })).toBeNull();
  });

  it('moves into a submenu with ArrowDown, walks it with the arrows and closes on Escape back to the button', () => {
    render(<Harness />);
    const button = toggle('Brakes');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Brake pads' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Brake discs' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Vented discs' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Brake discs' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Brake pads' })).toBeNull();
    expect(document.activeElement).toBe(toggle('Brakes'));
  });

  it('walks the top row with ArrowLeft and ArrowRight', () => {
    render(<Harness />);
    const brakes = screen.getByRole('link', { name: 'Brakes' });
    brakes.focus();
    fireEvent.keyDown(brakes, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(toggle('Brakes'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Filters' }));
    fireEvent.keyDown(brakes, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tools' }));
  });

  it('closes when focus leaves the open entry', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(toggle('Brakes'));
    fireEvent.blur(toggle('Brakes'), { relatedTarget: screen.getByRole('link', { name: 'Brake pads' }) });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.blur(toggle('Brakes'), { relatedTarget: screen.getByRole('link', { name: 'Tools' }) });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
