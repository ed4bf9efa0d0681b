import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel/react';
import { createTestKernel } from '../../kernel/testing';
import { uiStateModule } from '.';
import { SUBMENU_CLOSE_DELAY_MS } from './reactors';
import { UiOverlay } from './view';

describe('ui-state module', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the overlay while a drawer is open and closes everything on a backdrop click', async () => {
    const kernel = await createTestKernel([uiStateModule]);
    render(
      <KernelProvider kernel={kernel}>
        <MemoryRouter>
          <UiOverlay />
        </MemoryRouter>
      </KernelProvider>,
    );
    expect(screen.queryByTestId('overlay')).toBeNull();
    await act(() => kernel.dispatch({ type: 'ui-state/open', data: { panel: 'sidebar' } }));
    expect(screen.getByTestId('overlay')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('overlay'));
      await vi.runAllTimersAsync();
    });
    expect(kernel.getProjection('ui-state/flags').open.sidebar).toBe(false);
    expect(screen.queryByTestId('overlay')).toBeNull();
  });

  it('removes the closed submenu id only after 300 ms', async () => {
    const kernel = await createTestKernel([uiStateModule]);
    await kernel.dispatch({ type: 'ui-state/openSubmenu', data: { id: '7' } });
    await kernel.dispatch({ type: 'ui-state/closeSubmenu', data: {} });
    await vi.advanceTimersByTimeAsync(SUBMENU_CLOSE_DELAY_MS - 1);
    expect(kernel.getProjection('ui-state/flags').submenu.path).toEqual(['7']);
    await vi.advanceTimersByTimeAsync(1);
    expect(kernel.getProjection('ui-state/flags').submenu).toEqual({ depth: 0, path: [] });
  });
});
