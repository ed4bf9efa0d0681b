import { defineModule, type Projection } from '../../kernel/module';
import type { DomainEvent } from '../../kernel/messages';

// Modules never import each other, so the mini cart's tests and stories run against a stand-in of ui-state:
// toggle and close of one panel, and the flags projection with the overlay following it.

type Flags = { open: Record<string, boolean>; overlay: boolean; submenu: { depth: number; path: string[] } };
type PanelEvent = 'ui-state/panelOpened' | 'ui-state/panelClosed';

const flags: Projection<'ui-state/flags', PanelEvent> = {
  name: 'ui-state/flags',
  version: 1,
  handles: ['ui-state/panelOpened', 'ui-state/panelClosed'],
  initial: () => ({ open: { microcart: false }, overlay: false, submenu: { depth: 0, path: [] } }) as never,
  apply(draft, event: DomainEvent<PanelEvent>) {
    const opened = event.type === 'ui-state/panelOpened';
    (draft as Flags).open[event.data.panel] = opened;
    draft.overlay = opened;
  },
};

/** Stands in for ui-state: toggle and close of one panel, and the flags projection. */
export const uiStateStub = defineModule<Record<string, boolean>>({
  id: 'ui-state',
  decider: {
    initialState: () => ({}),
    decide(command, state) {
      if (command.type !== 'ui-state/toggle' && command.type !== 'ui-state/close') return [];
      const { panel } = command.data;
      const open = state[panel] === true;
      if (command.type === 'ui-state/close' && !open) return [];
      return [{ type: open ? 'ui-state/panelClosed' : 'ui-state/panelOpened', data: { panel } }];
    },
    evolve(draft, event) {
      draft[event.data.panel] = event.type === 'ui-state/panelOpened';
    },
  },
  projections: [flags],
});
