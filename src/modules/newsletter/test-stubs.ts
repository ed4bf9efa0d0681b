import { defineModule, type Projection } from '../../kernel/module';
import type { DomainEvent } from '../../kernel/messages';

// Modules never import each other, so the pop-up's tests run against stand-ins of ui-state (open/close of a
// panel and its flags) and of the user module's session projection (a guest).

type PanelEvent = 'ui-state/panelOpened' | 'ui-state/panelClosed';

const flags: Projection<'ui-state/flags', PanelEvent> = {
  name: 'ui-state/flags',
  version: 1,
  handles: ['ui-state/panelOpened', 'ui-state/panelClosed'],
  initial: () => ({ open: { newsletterPopup: false }, overlay: false, submenu: { depth: 0, path: [] } }) as never,
  apply(draft, event: DomainEvent<PanelEvent>) {
    (draft.open as Record<string, boolean>)[event.data.panel] = event.type === 'ui-state/panelOpened';
  },
};

/** Stands in for ui-state. */
export const uiStateStub = defineModule<Record<string, never>>({
  id: 'ui-state',
  decider: {
    initialState: () => ({}),
    decide(command) {
      if (command.type === 'ui-state/open') return [{ type: 'ui-state/panelOpened', data: { panel: command.data.panel } }];
      if (command.type === 'ui-state/close') return [{ type: 'ui-state/panelClosed', data: { panel: command.data.panel } }];
      return [];
    },
    evolve() {},
  },
  projections: [flags],
});

const guestSession: Projection<'user/session', never> = {
  name: 'user/session',
  version: 1,
  handles: [],
  initial: () => ({ status: 'anonymous', profile: null, authView: 'login', forms: {} }) as never,
  apply() {},
};

/** Stands in for the user module: a guest's session. */
export const guestUserStub = defineModule({ id: 'user', projections: [guestSession] });
