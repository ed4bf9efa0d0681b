import { X } from 'lucide';
import { productImageUrl } from '../../kernel/product';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from '../../kernel/format';
import { useKernel, useLink, useStoreView } from '../../kernel/react';
import { browserOnline } from '../../kernel/sync/online';
import { UiLink, useFocusTrap, useInertOutside, Icon } from '../../ui';
import { PANEL_RESULTS } from './logic/search';
import { useProductHref } from './product-grid';
import { listingNarrowing } from '../../kernel/listing-narrowing';
import { searchCacheOf, searchProducts, type ProductSearchOutcome } from './search-api';
import { createLiveSearch, type LiveSearchState } from './search-live';
import styles from './search-panel.module.css';

/** The search panel's live search against the kernel's API client and the view's search cache. */
function useLiveProductSearch(): { state: LiveSearchState<ProductSearchOutcome>; input: (term: string, options?: { immediate?: boolean }) => void } {
  const kernel = useKernel();
  const view = useStoreView();
  const [state, setState] = useState<LiveSearchState<ProductSearchOutcome>>({ status: 'idle' });
  const live = useMemo(() => {
    const deps = { services: kernel.container, view, cache: searchCacheOf(kernel.container), isOnline: browserOnline, now: () => new Date() };
    // The applied car narrows the results as it narrows the pages (read at each search: it can change meanwhile).
    const search = (term: string, signal: AbortSignal) => searchProducts(deps, term, { size: PANEL_RESULTS, signal, narrowTo: listingNarrowing(kernel.container, null)?.categoryId ?? null });
    return createLiveSearch<ProductSearchOutcome>({ search, onChange: setState });
  }, [kernel, view]);
  useEffect(() => () => live.dispose(), [live]);
  return { state, input: live.input };
}

/** Moves focus between the input and the result links with the arrow keys. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  if (!links.length) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

/**
 * The search dialog: the input is focused on open, results show as you type (debounced; a superseded
 * request is aborted), with "did you mean" phrases that search again, a link to the full results page, and
 * the loading, empty, too-short and offline states. Tab stays inside it; Escape or the close button closes it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const view = useStoreView();
  const link = useLink();
  const navigate = useNavigate();
  const productHref = useProductHref();
  const { state, input } = useLiveProductSearch();
  const [term, setTerm] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const inputId = useId();
  const statusId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    // Focus goes back to the search button when the panel closes.
    return () => opener?.focus();
  }, []);
  // The dialog is modal: Tab cycles through its controls instead of reaching the page behind the overlay.
  useFocusTrap(panelRef, true);
  useInertOutside(panelRef, true);

  const resultsHref = (q: string) => link({ name: 'search', query: { q } });
  const choose = (phrase: string) => {
    setTerm(phrase);
    input(phrase, { immediate: true });
    inputRef.current?.focus();
  };
  const outcome = state.status === 'done' || state.status === 'loading' ? state.outcome : undefined;
  const message =
    state.status === 'short'
      ? t('search.tooShort')
      : state.status === 'loading'
        ? t('search.loading')
        : state.status === 'failed'
          ? t('search.failed')
          : state.status === 'done'
            ? state.outcome.offline
              ? state.outcome.products.length
                ? t('search.offline')
                : t('search.offlineEmpty')
              : state.outcome.total === 0
                ? t('search.empty', { term: state.term })
                : t('search.count', { count: state.outcome.total })
            : '';

  return (
    <div
      ref={panelRef}
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('search.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('search.close')} onClick={onClose}>
          <Icon icon={X} size={20} />
        </button>
      </div>
      <form
        role="search"
        className={styles.form}
        action={link({ name: 'search' })}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(resultsHref(term.trim()));
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          aria-describedby={statusId}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            input(event.target.value);
          }}
          onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}
        />
      </form>
      <p id={statusId} role="status" className={state.status === 'short' || state.status === 'failed' ? styles.warning : styles.status}>
        {message}
      </p>
      {outcome?.suggestions.length ? (
        <p className={styles.suggestions}>
          {t('search.didYouMean')}{' '}
          {outcome.suggestions.map((phrase) => (
            <button key={phrase} type="button" className={styles.suggestion} onClick={() => choose(phrase)}>
              {phrase}
            </button>
          ))}
        </p>
      ) : null}
      {outcome?.products.length ? (
        <>
          <ul ref={listRef} className={styles.results} aria-label={t('search.results')} onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}>
            {outcome.products.map((product) => (
              <li key={product.id}>
                <UiLink href={productHref(product)} className={styles.result}>
                  {product.image ? <img className={styles.thumb} src={productImageUrl(product.image, 150, 150)} alt="" width={150} height={150} loading="lazy" /> : <span className={styles.thumb} />}
                  <span className={styles.name}>{product.name}</span>
                  <span className={styles.price}>{formatPrice(product.final, view)}</span>
                </UiLink>
              </li>
            ))}
          </ul>
          <UiLink href={resultsHref(outcome.term)} className={styles.all}>
            {t('search.seeAll')}
          </UiLink>
        </>
      ) : null}
    </div>
  );
}
