import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { closedState, uiStateDecider as decider } from './decider';
import type { Panel } from './messages';

const opened = (panel: Panel) => ({ type: 'ui-state/panelOpened' as const, data: { panel } });
const closed = (panel: Panel) => ({ type: 'ui-state/panelClosed' as const, data: { panel } });
const subOpened = (id: string) => ({ type: 'ui-state/submenuOpened' as const, data: { id } });

describe('ui-state decider', () => {
  it('opens a drawer; opening another drawer closes the first', () => {
    given(decider).when({ type: 'ui-state/open', data: { panel: 'searchpanel' } }).then([opened('searchpanel')]);
    given(decider, opened('searchpanel'))
      .when({ type: 'ui-state/open', data: { panel: 'microcart' } })
      .then([closed('searchpanel'), opened('microcart')]);
  });

  it('toggles the mini cart and the wishlist', () => {
    given(decider).when({ type: 'ui-state/toggle', data: { panel: 'wishlist' } }).then([opened('wishlist')]);
    given(decider, opened('wishlist')).when({ type: 'ui-state/toggle', data: { panel: 'wishlist' } }).then([closed('wishlist')]);
  });

  it('does nothing when opening an open panel or closing a closed one', () => {
    given(decider, opened('sidebar')).when({ type: 'ui-state/open', data: { panel: 'sidebar' } }).then([]);
    given(decider).when({ type: 'ui-state/close', data: { panel: 'sidebar' } }).then([]);
  });

  it('refuses an unknown panel', () => {
    given(decider).when({ type: 'ui-state/open', data: { panel: 'basement' as never } }).thenThrows('ui-state/unknownPanel');
  });

  it('keeps a pop-up open beside a drawer (it is not a drawer)', () => {
    given(decider, opened('newsletterPopup')).when({ type: 'ui-state/open', data: { panel: 'categories' } }).then([opened('categories')]);
  });

  it('sets the overlay on while any drawer is open, not for the pop-up', () => {
    expect(given(decider, opened('newsletterPopup')).state.overlay).toBe(false);
    expect(given(decider, opened('newsletterPopup'), opened('categories')).state.overlay).toBe(true);
    expect(given(decider, opened('categories'), closed('categories')).state.overlay).toBe(false);
    expect(closedState().overlay).toBe(false);
  });

  it('adds submenu ids to the path and asks to close the innermost', () => {
    given(decider, subOpened('10')).when({ type: 'ui-state/openSubmenu', data: { id: '20' } }).then([subOpened('20')]);
    given(decider, subOpened('10'), subOpened('20')).when({ type: 'ui-state/closeSubmenu', data: {} }).then([{ type: 'ui-state/submenuCloseRequested', data: { id: '20' } }]);
    given(decider).when({ type: 'ui-state/closeSubmenu', data: {} }).then([]);
  });

  it('removes a submenu id and those opened inside it when the delay is over, once', () => {
    const spec = given(decider, subOpened('10'), subOpened('20'), subOpened('30'));
    spec.when({ type: 'ui-state/popSubmenu', data: { id: '20' } }).then([{ type: 'ui-state/submenuClosed', data: { id: '20' } }]);
    expect(given(decider, subOpened('10'), subOpened('20'), subOpened('30'), { type: 'ui-state/submenuClosed', data: { id: '20' } }).state.submenu).toEqual({ depth: 1, path: ['10'] });
    given(decider).when({ type: 'ui-state/popSubmenu', data: { id: '20' } }).then([]);
  });

  it('closes every open panel and the whole submenu path', () => {
    given(decider, opened('sidebar'), opened('newsletterPopup'), subOpened('10'), subOpened('20'))
      .when({ type: 'ui-state/closeAll', data: {} })
      .then([closed('sidebar'), closed('newsletterPopup'), { type: 'ui-state/submenuClosed', data: { id: '10' } }]);
  });
});
