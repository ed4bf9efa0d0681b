import { useCallback } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import type { Panel, UiStateView } from './messages';

/** The interface flags and the commands that change them, for the module's own components. */
export function useUiState(): UiStateView & { toggle: (panel: Panel) => void; close: (panel: Panel) => void; closeAll: () => void } {
  const flags = useProjection('ui-state/flags');
  const dispatch = useCommand();
  const toggle = useCallback((panel: Panel) => void dispatch({ type: 'ui-state/toggle', data: { panel } }), [dispatch]);
  const close = useCallback((panel: Panel) => void dispatch({ type: 'ui-state/close', data: { panel } }), [dispatch]);
  const closeAll = useCallback(() => void dispatch({ type: 'ui-state/closeAll', data: {} }), [dispatch]);
  return { ...flags, toggle, close, closeAll };
}
