import { defineModule, type Projection } from '../../kernel/module';
import type { DomainEvent } from '../../kernel/messages';

// Modules never import each other, so the user module's tests run against a stand-in of ui-state: open and
// close of a panel, and the flags projection.

type PanelEvent = 'ui-state/panelOpened' | 'ui-state/panelClosed';

const flags: Projection<'ui-state/flags', PanelEvent> = {
  name: 'ui-state/flags',
  version: 1,
  handles: ['ui-state/panelOpened', 'ui-state/panelClosed'],
  initial: () => ({ open: { auth: false }, overlay: false, submenu: { depth: 0, path: [] } }) as never,
  apply(draft, event: DomainEvent<PanelEvent>) {
    (draft.open as Record<string, boolean>)[event.data.panel] = event.type === 'ui-state/panelOpened';
  },
};

/** Stands in for ui-state: open and close of one panel, and the flags projection. */
export const uiStateStub = defineModule<Record<string, boolean>>({
  id: 'ui-state',
  decider: {
    initialState: () => ({}),
    decide(command, state) {
      if (command.type !== 'ui-state/open' && command.type !== 'ui-state/close') return [];
      const { panel } = command.data;
      const open = state[panel] === true;
      if ((command.type === 'ui-state/open') === open) return [];
      return [{ type: open ? 'ui-state/panelClosed' : 'ui-state/panelOpened', data: { panel } }];
    },
    evolve(draft, event) {
      draft[event.data.panel] = event.type === 'ui-state/panelOpened';
    },
  },
  projections: [flags],
});
