import { defineModule } from '../../kernel';
import { uiStateDecider } from './decider';
import { uiFlags } from './projection';
import { closeSubmenuLater } from './reactors';
import { UiOverlay } from './view';

export type { Panel, UiStateView } from './messages';
export { DRAWERS, PANELS } from './messages';
export { SUBMENU_CLOSE_DELAY_MS } from './reactors';

/**
 * Interface flags (spec section 4 "Menus and panels"): which drawer is open (categories, sidebar, mini cart,
 * search panel, wishlist; one at a time), the overlay they imply, the newsletter pop-up and the submenu path.
 * Other modules open and close panels with the `ui-state/*` commands and read `ui-state/flags`. Session only:
 * every page load starts with everything closed, like the server render.
 */
export const uiStateModule = defineModule({
  id: 'ui-state',
  activation: 'eager',
  sessionOnly: true,
  decider: uiStateDecider,
  projections: [uiFlags],
  reactors: [closeSubmenuLater],
  slots: [{ slot: 'layout/overlay', key: 'ui-overlay', order: -10, component: UiOverlay }],
});
