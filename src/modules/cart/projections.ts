import type { Projection } from '../../kernel/module';
import { couponOf, estimateRows, nextLines, serverTotalsRows } from './logic';
import { EDIT_MODE_EVENTS, LINE_EVENTS, SERVER_EVENTS, TOTALS_EVENTS, type CartLine, type EditModeEvent, type LineEvent, type ServerEvent, type TotalsEvent } from './messages';

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

/** The connection to the server cart (spec section 4 "Cart sync"): id, owner, disabled, in flight, hash. */
export const cartServer: Projection<'cart/server', ServerEvent> = {
  name: 'cart/server',
  version: 1,
  handles: SERVER_EVENTS,
  initial: () => ({ cartId: null, owner: null, disabled: false, syncing: false, hash: null }),
  apply(draft, event) {
    switch (event.type) {
      case 'cart/connectRequested':
      case 'cart/pullRequested':
        draft.syncing = true;
        break;
      case 'cart/connected':
        draft.cartId = event.data.cartId;
        draft.owner = event.data.owner;
        draft.hash = null;
        break;
      case 'cart/syncDisabled':
        draft.disabled = true;
        draft.syncing = false;
        break;
      case 'cart/connectFailed':
      case 'cart/pullFailed':
      case 'cart/orderedCartSkipped':
        draft.syncing = false;
        break;
      case 'cart/serverLinesMerged':
        draft.syncing = false;
        if (!event.data.plan.dryRun) draft.hash = event.data.hash;
        break;
      case 'cart/serverLineAdded':
      case 'cart/lineSynced':
        draft.hash = event.data.hash;
        break;
      case 'cart/lineDeleteRecorded':
        if (event.data.hash !== null) draft.hash = event.data.hash;
        break;
      case 'cart/sessionReset':
        Object.assign(draft, { cartId: null, owner: null, syncing: false, hash: null });
        break;
      default:
        break;
    }
  },
};

/** Line changes that make the server totals stale until the next totals sync. */
const STALE_AFTER: readonly string[] = ['cart/itemAdded', 'cart/quantityChanged', 'cart/itemsRemoved', 'cart/cleared', 'cart/itemConfigured', 'cart/serverLineAdded', 'cart/lineUpdateFailed', 'cart/sessionReset'];

/**
 * Totals and coupon (spec section 4 "Totals", "Coupon"; section 9 display order): the server's rows after a
 * totals sync, a local estimate from the lines before the first one and after a line change not yet synced.
 * `basis` (an addition to the contract) holds the lines' quantities and prices the estimate is built from.
 */
export const cartTotals: Projection<'cart/totals', LineEvent | TotalsEvent> = {
  name: 'cart/totals',
  version: 1,
  handles: [...LINE_EVENTS, ...TOTALS_EVENTS],
  initial: () => ({ source: 'estimate', rows: estimateRows([]), coupon: null, couponForm: { status: 'idle' }, server: null, syncedAt: null, basis: [] }),
  apply(draft, event) {
    switch (event.type) {
      case 'cart/totalsReceived':
        draft.source = 'server';
        draft.server = event.data.totals;
        draft.rows = serverTotalsRows(event.data.totals);
        draft.coupon = couponOf(event.data.totals);
        draft.syncedAt = event.meta.time;
        return;
      case 'cart/couponRequested':
        draft.couponForm = { status: 'pending' };
        return;
      case 'cart/couponApplied':
        draft.couponForm = { status: 'done' };
        return;
      case 'cart/couponRemoved':
        draft.couponForm = { status: 'done' };
        draft.coupon = null;
        return;
      case 'cart/couponRefused':
        draft.couponForm = { status: 'failed', message: event.data.message };
        return;
      case 'cart/totalsRequested':
      case 'cart/totalsFailed':
        return;
      default: {
        const lines = nextLines(
          (draft.basis ?? []) as unknown as CartLine[],
          event,
        );
        draft.basis = lines.map((line) => ({ id: line.id, qty: line.qty, price: line.price }));
        if (event.type === 'cart/sessionReset') {
          draft.server = null;
          draft.coupon = null;
          draft.syncedAt = null;
        }
        if (STALE_AFTER.includes(event.type)) draft.source = 'estimate';
        if (draft.source === 'estimate') draft.rows = estimateRows(draft.basis);
      }
    }
  },
};
