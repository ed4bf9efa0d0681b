import { Search } from 'lucide';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel/react';
import styles from './search-panel.module.css';
import { Icon } from '../../ui';

/** The search dialog: its own chunk, loaded when the panel first opens (precached by the service worker; ADR 0055). */
const SearchDialog = lazy(() => import('./search-panel'));

/** The search panel in the overlay slot, shown while the 'searchpanel' interface flag is on. */
export function SearchPanel() {
  const open = useProjection('ui-state/flags').open.searchpanel;
  const dispatch = useCommand();
  const close = useCallback(() => void dispatch({ type: 'ui-state/close', data: { panel: 'searchpanel' } }), [dispatch]);
  return open ? (
    <Suspense fallback={null}>
      <SearchDialog onClose={close} />
    </Suspense>
  ) : null;
}

/** The header's search button: opens (or closes) the search panel. */
export function SearchButton() {
  const { t } = useTranslation('catalog');
  const open = useProjection('ui-state/flags').open.searchpanel;
  const dispatch = useCommand();
  return (
    <button
      type="button"
      className={styles.open}
      aria-label={t('search.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => void dispatch({ type: 'ui-state/toggle', data: { panel: 'searchpanel' } })}
    >
      <Icon icon={Search} size={24} />
    </button>
  );
}
