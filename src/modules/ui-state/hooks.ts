import { useCallback } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import type { UiStateView } from './messages';

/** The interface flags and closing them all (the overlay's click and Escape, navigations). */
export function useUiState(): UiStateView & { closeAll: () => void } {
  const flags = useProjection('ui-state/flags');
  const dispatch = useCommand();
  const closeAll = useCallback(() => void dispatch({ type: 'ui-state/closeAll', data: {} }), [dispatch]);
  return { ...flags, closeAll };
}
