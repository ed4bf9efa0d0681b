import type { Profile } from '../../../contract/customer';
import type { Command, EventDraft } from '../../kernel/messages';
import { defineModule, type Projection } from '../../kernel/module';
import { recordingModule } from '../../kernel/testing';

// Modules never import each other, so the checkout's tests and stories run against stand-ins of what it reads
// by name: the cart's `cart/lines` and the user's `user/session` with the kernel's session events.

interface StandInLine {
  id: string;
  sku: string;
  name: string;
  qty: number;
}

const lines = {
  name: 'cart/lines',
  version: 1,
  handles: ['cart/itemAdded', 'cart/cleared'],
  initial: () => ({ items: [] }),
  apply(draft: { items: StandInLine[] }, event: { type: string; data: { line?: StandInLine } }) {
    if (event.type === 'cart/cleared') draft.items = [];
    else if (event.data.line) draft.items.push(event.data.line);
  },
} as unknown as Projection<'cart/lines'>;

/** Stands in for the cart: `cart/lines` folded from seeded `cart/itemAdded` events. */
export const cartStandIn = defineModule({ id: 'cart', projections: [lines] });

/** A seeded cart line (only its presence matters to checkout). */
export const lineInCart = (sku = 'FERODO-FDB98647', name = 'Brake pads'): EventDraft =>
  ({ type: 'cart/itemAdded', data: { line: { id: `L-${sku}`, sku, name, qty: 1 } } }) as unknown as EventDraft;

type SessionEvent = 'user/sessionAuthorised' | 'user/loggedOut' | 'user/sessionStartedAnonymously' | 'user/authViewShown';

const session = {
  name: 'user/session',
  version: 1,
  handles: ['user/sessionAuthorised', 'user/loggedOut', 'user/sessionStartedAnonymously'],
  initial: () => ({ status: 'unknown' }),
  apply(draft: { status: string }, event: { type: SessionEvent }) {
    draft.status = event.type === 'user/sessionAuthorised' ? 'authorised' : 'anonymous';
  },
} as unknown as Projection<'user/session'>;

/**
 * Stands in for the user module: `user/recordAuthorised` becomes the kernel's `user/sessionAuthorised` (the
 * customer from the profile), `user/logout` the kernel's `user/loggedOut`, `user/recordAnonymousStart` a guest's
 * session; `user/showAuthView` is recorded. `user/session` holds the status only.
 */
export const userStandIn = defineModule({
  id: 'user',
  decider: {
    initialState: () => ({}),
    decide(command: Command): EventDraft[] {
      switch (command.type) {
        case 'user/recordAuthorised': {
          const { profile, via } = command.data;
          const customer = { id: profile.id, email: profile.email, firstname: profile.firstname, lastname: profile.lastname, groupId: profile.group_id ?? 0 };
          return [{ type: 'user/sessionAuthorised', data: { customer, via } }];
        }
        case 'user/logout':
          return [{ type: 'user/loggedOut', data: { silent: command.data.silent ?? false } }];
        case 'user/recordAnonymousStart':
          return [{ type: 'user/sessionStartedAnonymously', data: {} }];
        case 'user/showAuthView':
          return [{ type: 'user/authViewShown', data: command.data }];
        default:
          return [];
      }
    },
    evolve: () => {},
  },
  projections: [session],
});

/** Stands in for ui-state: opening a panel is recorded. */
export const uiStateStandIn = recordingModule('ui-state', { 'ui-state/open': 'ui-state/panelOpened' });

/** A profile as GET /api/user/me answers it. */
export function customerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    group_id: 1,
    email: 'kati@example.com',
    firstname: 'Kati',
    lastname: 'Kask',
    store_id: 2,
    website_id: 1,
    created_at: '2024-05-01 10:00:00',
    updated_at: '2024-05-01 10:00:00',
    addresses: [],
    custom_attributes: [],
    groupToken: 'group-token',
    ...overrides,
  };
}

/** The stand-ins' commands a test or story dispatches. */
export const login = (via: 'startup' | 'login' | 'register' = 'login', profile = customerProfile()): Command => ({ type: 'user/recordAuthorised', data: { profile, via } });
export const guestStart: Command = { type: 'user/recordAnonymousStart', data: {} };
export const logout: Command = { type: 'user/logout', data: {} };
