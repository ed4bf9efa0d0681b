import type { EventDraft } from '../../kernel/messages';
import { defineModule, type ModuleDefinition, type Projection } from '../../kernel/module';
import { cartModule } from './index';
import type { CartServerView, CartTotalsView, TotalsRow } from './messages';

// The cart page's and mini cart's tests and stories render over `cart/totals` and `cart/server`, which the sync
// slice fills from the server. To show any state of them without a network, a stand-in module holds both
// projections, set by its own fixture events; the cart module runs without its I/O (no reactors, no onStart).

const TOTALS_SHOWN = 'cart-fixture/totalsShown';
const SERVER_SHOWN = 'cart-fixture/serverShown';

/** Totals before any sync: no rows, no coupon, the coupon field idle. */
export const idleTotals: CartTotalsView = { source: 'estimate', rows: [], coupon: null, couponForm: { status: 'idle' }, server: null, syncedAt: null };

const idleServer: CartServerView = { cartId: null, owner: null, disabled: false, syncing: false, hash: null };

const totals = {
  name: 'cart/totals',
  version: 1,
  handles: [TOTALS_SHOWN],
  initial: () => idleTotals,
  apply: (draft: CartTotalsView, event: { data: { view: CartTotalsView } }) => Object.assign(draft, event.data.view),
} as unknown as Projection<'cart/totals'>;

const server = {
  name: 'cart/server',
  version: 1,
  handles: [SERVER_SHOWN],
  initial: () => idleServer,
  apply: (draft: CartServerView, event: { data: { view: CartServerView } }) => Object.assign(draft, event.data.view),
} as unknown as Projection<'cart/server'>;

/** The stand-in of the sync slice's read models: `cart/totals` and `cart/server` as the fixture events set them. */
export const cartSyncFixture = defineModule({ id: 'cart-fixture', projections: [totals, server] });

/** The cart module as the views need it: its lines and decisions, without I/O and without the read models the fixture stands in for. */
export const cartViewsModule: ModuleDefinition = {
  ...cartModule,
  reactors: [],
  onStart: undefined,
  projections: (cartModule.projections ?? []).filter((p) => p.name !== 'cart/totals' && p.name !== 'cart/server'),
} as ModuleDefinition;

/** Seeds `cart/totals` with `view` (merged over the idle totals). */
export const totalsShown = (view: Partial<CartTotalsView>): EventDraft => ({ type: TOTALS_SHOWN, data: { view: { ...idleTotals, ...view } } }) as unknown as EventDraft;

/** Seeds `cart/server` with `view` (merged over a guest without a cart). */
export const serverShown = (view: Partial<CartServerView>): EventDraft => ({ type: SERVER_SHOWN, data: { view: { ...idleServer, ...view } } }) as unknown as EventDraft;

/** Server totals in the spec's order with a 10% coupon: subtotal 95, tax 15.83, shipping 5, discount -9.50, you saved 9.50, grand total 90.50. */
export const serverTotalsWithCoupon: TotalsRow[] = [
  { code: 'subtotal', title: 'Subtotal', value: 95 },
  { code: 'tax', title: 'Tax', value: 15.83 },
  { code: 'shipping', title: 'Shipping', value: 5 },
  { code: 'discount', title: 'Discount', value: -9.5 },
  { code: 'saved', title: 'You saved', value: 9.5 },
  { code: 'grand_total', title: 'Grand total', value: 90.5 },
];
