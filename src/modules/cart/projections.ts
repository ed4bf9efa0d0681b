import type { Projection } from '../../kernel/module';
import { nextLines } from './logic';
import { EDIT_MODE_EVENTS, LINE_EVENTS, type EditModeEvent, type LineEvent } from './messages';

/** The cart's lines, for the mini cart and the cart page (later slices); `cartCount` gives the mini cart count. */
export const cartLines: Projection<'cart/lines', LineEvent> = {
  name: 'cart/lines',
  version: 1,
  handles: LINE_EVENTS,
  initial: () => ({ items: [] }),
  apply(draft, event) {
    draft.items = nextLines(draft.items, event);
  },
};

/** Cart edit mode, null when off. */
export const cartEditMode: Projection<'cart/editMode', EditModeEvent> = {
  name: 'cart/editMode',
  version: 1,
  handles: EDIT_MODE_EVENTS,
  initial: () => ({ editMode: null }),
  apply(draft, event) {
    draft.editMode = event.type === 'cart/editModeClosed' ? null : event.data;
  },
};
