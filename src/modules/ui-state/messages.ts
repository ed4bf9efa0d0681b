/**
 * Panels of the interface flags (spec section 2 "Interface flags", section 4 "Menus and panels"). The first
 * five are drawers: opening one sets the overlay on.
 */
export const DRAWERS = ['categories', 'sidebar', 'microcart', 'searchpanel', 'wishlist'] as const;
/** Not drawers: the newsletter pop-up and the sign-in / register / password-reset dialog (the spec's authElem). */
export const PANELS = [...DRAWERS, 'newsletterPopup', 'auth'] as const;
export type Panel = (typeof PANELS)[number];

/** The interface flags as the UI reads them. */
export interface UiStateView {
  open: Record<Panel, boolean>;
  /** On while any drawer is open. */
  overlay: boolean;
  /** The open submenu path (category ids, outermost first); depth is its length. */
  submenu: { depth: number; path: string[] };
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Open a panel (a drawer closes the other drawers and sets the overlay on). */
    'ui-state/open': { panel: Panel };
    'ui-state/close': { panel: Panel };
    /** Open when closed, close when open (mini cart and wishlist buttons). */
    'ui-state/toggle': { panel: Panel };
    /** Close every panel and submenu (Escape, the overlay, a navigation). */
    'ui-state/closeAll': Record<string, never>;
    /** Open a submenu: its id is added to the path. */
    'ui-state/openSubmenu': { id: string };
    /** Close the innermost submenu; the id is removed after 300 ms (spec). */
    'ui-state/closeSubmenu': Record<string, never>;
    /** Remove a submenu id (and any opened inside it) now: the delayed half of closeSubmenu. */
    'ui-state/popSubmenu': { id: string };
  }
  interface EventRegistry {
    'ui-state/panelOpened': { panel: Panel };
    'ui-state/panelClosed': { panel: Panel };
    'ui-state/submenuOpened': { id: string };
    'ui-state/submenuCloseRequested': { id: string };
    /** The submenu and any opened inside it are closed. */
    'ui-state/submenuClosed': { id: string };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    'ui-state/flags': UiStateView;
  }
}

export type UiStateCommand =
  | 'ui-state/open'
  | 'ui-state/close'
  | 'ui-state/toggle'
  | 'ui-state/closeAll'
  | 'ui-state/openSubmenu'
  | 'ui-state/closeSubmenu'
  | 'ui-state/popSubmenu';
export type UiStateEvent = 'ui-state/panelOpened' | 'ui-state/panelClosed' | 'ui-state/submenuOpened' | 'ui-state/submenuCloseRequested' | 'ui-state/submenuClosed';
