import { DomainError, defineModule, type Decider, type Projection } from '../../../src/kernel';

/** How many products the list keeps. */
export const RECENTLY_VIEWED_LIMIT = 10;

declare module '../../../src/kernel/messages' {
  interface CommandRegistry {
    'recently-viewed/recordView': { sku: string; name: string };
    'recently-viewed/clear': Record<string, never>;
  }
  interface EventRegistry {
    'recently-viewed/productViewed': { sku: string; name: string; at: string };
    'recently-viewed/cleared': Record<string, never>;
  }
}
declare module '../../../src/kernel/module' {
  interface ProjectionRegistry {
    'recently-viewed/list': { items: { sku: string; name: string; at: string }[] };
  }
}

type Commands = 'recently-viewed/recordView' | 'recently-viewed/clear';
type Events = 'recently-viewed/productViewed' | 'recently-viewed/cleared';
interface State {
  skus: string[];
}

/** Pure rules: a blank sku is refused; viewing the newest product again changes nothing. */
export const decider: Decider<State, Commands, Events> = {
  initialState: () => ({ skus: [] }),
  decide(command, state, ctx) {
    switch (command.type) {
      case 'recently-viewed/recordView':
        if (command.data.sku.trim() === '') throw new DomainError('recently-viewed/noSku', 'Field is required.');
        if (state.skus[0] === command.data.sku) return [];
        return [{ type: 'recently-viewed/productViewed', data: { ...command.data, at: ctx.now } }];
      case 'recently-viewed/clear':
        return state.skus.length === 0 ? [] : [{ type: 'recently-viewed/cleared', data: {} }];
    }
  },
  evolve(draft, event) {
    if (event.type === 'recently-viewed/productViewed') {
      draft.skus = [event.data.sku, ...draft.skus.filter((s) => s !== event.data.sku)].slice(0, RECENTLY_VIEWED_LIMIT);
    }
    if (event.type === 'recently-viewed/cleared') draft.skus = [];
  },
};

/** The read model the account page shows, newest first. */
export const list: Projection<'recently-viewed/list', Events> = {
  name: 'recently-viewed/list',
  version: 1,
  handles: ['recently-viewed/productViewed', 'recently-viewed/cleared'],
  initial: () => ({ items: [] }),
  apply(draft, event) {
    if (event.type === 'recently-viewed/cleared') draft.items = [];
    if (event.type === 'recently-viewed/productViewed') {
      draft.items = [event.data, ...draft.items.filter((i) => i.sku !== event.data.sku)].slice(0, RECENTLY_VIEWED_LIMIT);
    }
  },
};

export const recentlyViewedModule = defineModule({
  id: 'recently-viewed',
  activation: 'lazy',
  decider,
  projections: [list],
});
