import type { Reactor } from '../../kernel/module';

/** Spec section 9: submenu close delay. */
export const SUBMENU_CLOSE_DELAY_MS = 300;

/** Removes a closing submenu's id once the close delay is over (spec section 4). */
export const closeSubmenuLater: Reactor<'ui-state/submenuCloseRequested'> = {
  on: ['ui-state/submenuCloseRequested'],
  run(event, { dispatch }) {
    setTimeout(() => void dispatch({ type: 'ui-state/popSubmenu', data: { id: event.data.id } }), SUBMENU_CLOSE_DELAY_MS);
  },
};
