import { defineModule, type Projection } from '../../kernel/module';
import type { DomainEvent } from '../../kernel/messages';
import { recordingModule } from '../../kernel/testing';

// Modules never import each other, so the tests of this module run against stand-ins of the modules it
// talks to by message type: notifications, the interface flags (ui-state) and the user module (issue 6).

/** Stands in for the notifications module: a notify becomes a `notificationAdded` with its data on the log. */
export const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

type Flags = { open: Record<string, boolean>; overlay: boolean; submenu: { depth: number; path: string[] } };

const flags: Projection<'ui-state/flags', 'ui-state/panelOpened' | 'ui-state/panelClosed'> = {
  name: 'ui-state/flags',
  version: 1,
  handles: ['ui-state/panelOpened', 'ui-state/panelClosed'],
  initial: () => ({ open: { wishlist: false }, overlay: false, submenu: { depth: 0, path: [] } }) as never,
  apply(draft, event: DomainEvent<'ui-state/panelOpened' | 'ui-state/panelClosed'>) {
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

/** Stands in for the user module: `user/logout` emits the event wishlist and compare clear themselves on. */
export const userStub = recordingModule('user', { 'user/logout': 'user/loggedOut' });
