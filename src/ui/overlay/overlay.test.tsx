import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Overlay } from './overlay';

describe('Overlay', () => {
  it('closes on a backdrop click and on Escape while active', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Overlay active onClose={onClose} />);
    fireEvent.click(screen.getByTestId('overlay'));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Overlay active={false} onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('overlay')).toBeNull();
  });
});
