import type { Projection } from '../../kernel/module';
import { closedState, uiStateDecider } from './decider';
import type { UiStateEvent } from './messages';

/** The interface flags for the UI: the decider's own state, folded the same way. */
export const uiFlags: Projection<'ui-state/flags', UiStateEvent> = {
  name: 'ui-state/flags',
  version: 1,
  handles: ['ui-state/panelOpened', 'ui-state/panelClosed', 'ui-state/submenuOpened', 'ui-state/submenuClosed'],
  initial: closedState,
  apply: (draft, event) => uiStateDecider.evolve(draft, event),
};
