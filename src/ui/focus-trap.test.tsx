import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from './focus-trap';

afterEach(cleanup);

/** A dialog with three stops (one disabled button in between that Tab must skip), trapped while `active`. */
function Dialog({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <div ref={ref} role="dialog" aria-label="Panel" tabIndex={-1}>
      <button type="button">First</button>
      <input aria-label="Middle" />
      <button type="button" disabled>
        Disabled
      </button>
      <a href="#last">Last</a>
    </div>
  );
}

describe('useFocusTrap', () => {
  it('sends Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    render(<Dialog active />);
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
  });

  it('sends Shift+Tab from the focused dialog itself to the last element', () => {
    render(<Dialog active />);
    const dialog = screen.getByRole('dialog', { name: 'Panel' });
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Last' }));
  });

  it('leaves Tab between inner elements and other keys to the browser', () => {
    render(<Dialog active />);
    const middle = screen.getByRole('textbox', { name: 'Middle' });
    middle.focus();
    expect(fireEvent.keyDown(middle, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(middle, { key: 'Tab', shiftKey: true })).toBe(true);
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Enter' })).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('does nothing while inactive', () => {
    render(<Dialog active={false} />);
    const last = screen.getByRole('link', { name: 'Last' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true);
    expect(document.activeElement).toBe(last);
  });
});
