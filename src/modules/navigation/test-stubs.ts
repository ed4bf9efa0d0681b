import { defineModule, type Projection } from '../../kernel/module';

// Modules never import each other, so this module's tests run against a stand-in of ui-state: the sidebar
// flag and the submenu path, with closeSubmenu taking effect at once (the 300 ms delay is ui-state's own,
// tested there).

type Flags = { open: Record<string, boolean>; overlay: boolean; submenu: { depth: number; path: string[] } };
type StubEvent = 'ui-state/panelOpened' | 'ui-state/panelClosed' | 'ui-state/submenuOpened' | 'ui-state/submenuClosed';

const flags: Projection<'ui-state/flags', StubEvent> = {
  name: 'ui-state/flags',
  version: 1,
  handles: ['ui-state/panelOpened', 'ui-state/panelClosed', 'ui-state/submenuOpened', 'ui-state/submenuClosed'],
  initial: () => ({ open: { sidebar: false }, overlay: false, submenu: { depth: 0, path: [] } }) as never,
  apply(draft, event) {
    const view = draft as Flags;
    if (event.type === 'ui-state/panelOpened' || event.type === 'ui-state/panelClosed') {
      view.open[event.data.panel] = event.type === 'ui-state/panelOpened';
      view.overlay = view.open[event.data.panel] === true;
      return;
    }
    if (event.type === 'ui-state/submenuOpened') view.submenu.path.push(event.data.id);
    else view.submenu.path.splice(view.submenu.path.lastIndexOf(event.data.id));
    view.submenu.depth = view.submenu.path.length;
  },
};

/** Stands in for ui-state: open/closeAll of the sidebar and the submenu path. */
export const uiStateStub = defineModule<Flags>({
  id: 'ui-state',
  decider: {
    initialState: () => flags.initial() as Flags,
    decide(command, state) {
      const path = state.submenu.path;
      switch (command.type) {
        case 'ui-state/open':
          return state.open[command.data.panel] ? [] : [{ type: 'ui-state/panelOpened', data: { panel: command.data.panel } }];
        case 'ui-state/closeAll':
          return [
            ...Object.keys(state.open).filter((p) => state.open[p]).map((panel) => ({ type: 'ui-state/panelClosed', data: { panel } })),
            ...path.slice(0, 1).map((id) => ({ type: 'ui-state/submenuClosed', data: { id } })),
          ];
        case 'ui-state/openSubmenu':
          return path[path.length - 1] === command.data.id ? [] : [{ type: 'ui-state/submenuOpened', data: { id: command.data.id } }];
        case 'ui-state/closeSubmenu':
          return path.length ? [{ type: 'ui-state/submenuClosed', data: { id: path[path.length - 1] } }] : [];
        case 'ui-state/popSubmenu':
          return path.includes(command.data.id) ? [{ type: 'ui-state/submenuClosed', data: { id: command.data.id } }] : [];
        default:
          return [];
      }
    },
    evolve(draft, event) {
      flags.apply(draft as never, event as never);
    },
  },
  projections: [flags],
});
