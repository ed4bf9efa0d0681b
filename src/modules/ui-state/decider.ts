import type { EventDraft } from '../../kernel/messages';
import { DomainError, type Decider } from '../../kernel/module';
import { DRAWERS, PANELS, type Panel, type UiStateCommand, type UiStateEvent, type UiStateView } from './messages';

export type UiState = UiStateView;

const isDrawer = (panel: Panel) => (DRAWERS as readonly string[]).includes(panel);

/** All panels closed, no submenu: what every page load (and the server render) starts from. */
export function closedState(): UiState {
  return { open: Object.fromEntries(PANELS.map((p) => [p, false])) as Record<Panel, boolean>, overlay: false, submenu: { depth: 0, path: [] } };
}

function assertPanel(panel: string): asserts panel is Panel {
  if (!(PANELS as readonly string[]).includes(panel)) throw new DomainError('ui-state/unknownPanel', `Unknown panel ${panel}`);
}

const closed = (panel: Panel): EventDraft<'ui-state/panelClosed'> => ({ type: 'ui-state/panelClosed', data: { panel } });

function open(state: UiState, panel: Panel): EventDraft<UiStateEvent>[] {
  if (state.open[panel]) return [];
  // One drawer at a time: the overlay belongs to the drawer on top.
  const others = isDrawer(panel) ? DRAWERS.filter((p) => p !== panel && state.open[p]) : [];
  return [...others.map(closed), { type: 'ui-state/panelOpened', data: { panel } }];
}

/** Interface flags (spec section 4 "Menus and panels"): panels, the overlay they imply, the submenu path. */
export const uiStateDecider: Decider<UiState, UiStateCommand, UiStateEvent> = {
  initialState: closedState,

  decide(command, state) {
    switch (command.type) {
      case 'ui-state/open':
        assertPanel(command.data.panel);
        return open(state, command.data.panel);
      case 'ui-state/close':
        assertPanel(command.data.panel);
        return state.open[command.data.panel] ? [closed(command.data.panel)] : [];
      case 'ui-state/toggle':
        assertPanel(command.data.panel);
        return state.open[command.data.panel] ? [closed(command.data.panel)] : open(state, command.data.panel);
      case 'ui-state/closeAll':
        return [
          ...PANELS.filter((p) => state.open[p]).map(closed),
          ...state.submenu.path.slice(0, 1).map((id) => ({ type: 'ui-state/submenuClosed' as const, data: { id } })),
        ];
      case 'ui-state/openSubmenu': {
        const id = command.data.id.trim();
        if (id === '') throw new DomainError('ui-state/emptySubmenu', 'A submenu needs an id.');
        if (state.submenu.path[state.submenu.path.length - 1] === id) return [];
        return [{ type: 'ui-state/submenuOpened', data: { id } }];
      }
      case 'ui-state/closeSubmenu': {
        const last = state.submenu.path[state.submenu.path.length - 1];
        return last === undefined ? [] : [{ type: 'ui-state/submenuCloseRequested', data: { id: last } }];
      }
      case 'ui-state/popSubmenu':
        // Gone already (closeAll, or closed twice): nothing to do.
        return state.submenu.path.includes(command.data.id) ? [{ type: 'ui-state/submenuClosed', data: { id: command.data.id } }] : [];
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    switch (event.type) {
      case 'ui-state/panelOpened':
      case 'ui-state/panelClosed':
        draft.open[event.data.panel] = event.type === 'ui-state/panelOpened';
        draft.overlay = DRAWERS.some((p) => draft.open[p]);
        break;
      case 'ui-state/submenuOpened':
        draft.submenu.path.push(event.data.id);
        draft.submenu.depth = draft.submenu.path.length;
        break;
      case 'ui-state/submenuClosed': {
        // The id and any submenu opened inside it since.
        const at = draft.submenu.path.lastIndexOf(event.data.id);
        if (at >= 0) draft.submenu.path.splice(at);
        draft.submenu.depth = draft.submenu.path.length;
        break;
      }
      case 'ui-state/submenuCloseRequested':
        break;
      default: {
        const unknown: never = event;
        void unknown;
      }
    }
  },
};
