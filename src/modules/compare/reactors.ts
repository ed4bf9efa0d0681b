import type { Reactor } from '../../kernel/module';
import { COMPARE_EVENTS, type CompareEvent } from './messages';
import { CompareMirror } from './mirror';

/** i18n keys (namespace 'compare') of the notifications; the English text is the key. */
export const COMPARE_TEXTS = {
  added: 'Product {{productName}} has been added to the compare!',
  removed: 'Product {{productName}} has been removed from compare!',
  full: 'You can compare up to {{count}} products. Remove one first.',
} as const;

/** Writes every change to `current-compare` (spec section 7). */
export const mirrorCompare: Reactor<CompareEvent> = {
  on: COMPARE_EVENTS,
  run: (event, { services }) => services.get<CompareMirror>(CompareMirror).record(event),
};

/** Tells the shopper a product went on or off the list (not on logout's clear). */
export const notifyCompareChange: Reactor<'compare/itemAdded' | 'compare/itemRemoved'> = {
  on: ['compare/itemAdded', 'compare/itemRemoved'],
  async run(event, { dispatch }) {
    const message = event.type === 'compare/itemAdded' ? COMPARE_TEXTS.added : COMPARE_TEXTS.removed;
    await dispatch({ type: 'notifications/notify', data: { type: 'success', message, ns: 'compare', params: { productName: event.data.item.name } } });
  },
};

/** Logout clears the compare list. */
export const clearCompareOnLogout: Reactor<'user/loggedOut'> = {
  on: ['user/loggedOut'],
  async run(_event, { dispatch }) {
    await dispatch({ type: 'compare/clear', data: {} });
  },
};
