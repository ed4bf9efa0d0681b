import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel/react';
import styles from './search-button.module.css';

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
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
    </button>
  );
}
