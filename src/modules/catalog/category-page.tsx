import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCommand, useLink } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { Breadcrumbs, Button, PageHeading } from '../../ui';
// Page-only parts from their own files, so they load with this page (ADR 0065).
import { BottomSheet } from '../../ui/bottom-sheet/bottom-sheet';
import { FilterGroup } from '../../ui/filter-group/filter-group';
import { Pagination } from '../../ui/pagination/pagination';
import { SortSelect } from '../../ui/sort-select/sort-select';
import type { CategoryData } from './category-loader';
import { CategoryHead } from './category-head';
import { ProductGrid } from './product-grid';
import { DEFAULT_SORT, SORT_OPTIONS, toggleFilter } from './logic';
import styles from './category-page.module.css';

const SORT_KEYS: Record<string, string> = { 'updated_at:desc': 'sort.latest', final_price: 'sort.priceAsc', 'final_price:desc': 'sort.priceDesc' };

/** The query without the page: any change of filters or sort starts again at page 1. */
function withoutPage(query: CategoryData['query']): Record<string, string | string[]> {
  const rest = { ...query };
  delete rest.page;
  return rest;
}

/** Spec section 8: the warning of a category list that is empty offline or could not be loaded. */
export const UNSYNCED_CATEGORY = 'No products synchronized for this category. Please come back while online!';

/**
 * Warns once per listing shown (after hydration, in the browser) when its products could not be loaded, or when
 * there are none while the browser is offline: what the shopper sees may only be what this browser synchronised.
 */
function useUnsyncedWarning(data: CategoryData): void {
  const dispatch = useCommand();
  const empty = data.products.length === 0;
  useEffect(() => {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    if (!data.listingFailed && !(empty && offline)) return;
    void dispatch({ type: 'notifications/notify', data: { type: 'warning', message: UNSYNCED_CATEGORY, ns: 'catalog', action1: { label: 'OK' } } });
  }, [data, empty, dispatch]);
}

/**
 * A category listing (spec section 2): breadcrumbs, filters kept in the route query, sort, a grid of 50
 * products with 310x300 thumbnails, and page links that keep the filters (crawlable). The filters are a sidebar
 * from 60rem; on phones a "Filters" button (with the count of active filters) opens them in a bottom sheet, whose
 * "Show N products" closes it over the filtered listing.
 */
export default function CategoryPage() {
  const data = useRouteData<CategoryData>();
  const { t } = useTranslation('catalog');
  const link = useLink();
  const navigate = useNavigate();
  useUnsyncedWarning(data);

  const categoryHref = (query: Record<string, string | string[]>) => link({ name: 'category', params: { slug: data.category.slug }, query });
  // The query the shopper last asked for: a filter or sort chosen before the previous choice's page has loaded
  // builds on that choice, not on the page still on screen, so no choice is lost. A new page on screen resets it.
  const [asked, setAsked] = useState<{ shown: CategoryData['query']; query: CategoryData['query'] }>({ shown: data.query, query: data.query });
  if (asked.shown !== data.query) setAsked({ shown: data.query, query: data.query });
  const go = (query: Record<string, string | string[]>, options?: { preventScrollReset: boolean }) => {
    setAsked({ shown: data.query, query });
    void navigate(categoryHref(query), options);
  };
  const chosen = (attribute: string) => {
    const value = data.query[attribute];
    return new Set(value === undefined ? [] : typeof value === 'string' ? [value] : value);
  };
  const facets = Object.entries(data.filters).filter(([, options]) => options.length > 0);
  const activeFilters = facets.reduce((sum, [attribute]) => sum + chosen(attribute).size, 0);
  const crumbs = [{ label: t('home'), href: link({ name: 'home' }) }, ...data.trail.map((c) => ({ label: c.name, href: link({ name: 'category', params: { slug: c.slug } }) })), { label: data.category.name }];
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetId = useId();

  /** The filter groups, in the sidebar (from 60rem) or in the phone's bottom sheet (`inSheet`: inputs named apart). */
  const filterGroups = (inSheet: boolean) =>
    facets.map(([attribute, options]) => {
      const selected = chosen(attribute);
      const single = options.some((o) => o.single);
      return (
        <FilterGroup
          key={attribute}
          name={inSheet ? `${attribute}-sheet` : attribute}
          title={t(`filter.${attribute}`, { defaultValue: attribute })}
          mode={single ? 'single' : 'multiple'}
          options={options.map((o) => ({ id: o.id, label: o.label, count: o.count ?? 0, checked: selected.has(o.id) }))}
          onToggle={(id) => go(toggleFilter(withoutPage(asked.query), { attribute, id, single }), { preventScrollReset: inSheet })}
        />
      );
    });

  return (
    <>
      <CategoryHead data={data} breadcrumbs={crumbs} slugs={data.slugs} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      <PageHeading title={data.category.name} lead={t('count', { count: data.total })} />
      <div className={styles.listing}>
        {facets.length > 0 ? (
          <aside className={styles.filters} aria-label={t('filters')}>
            {filterGroups(false)}
          </aside>
        ) : null}
        <div className={styles.results}>
          {facets.length > 0 ? (
            <div className={styles.sheetOpener}>
              <Button type="button" variant="secondary" aria-haspopup="dialog" aria-expanded={sheetOpen} aria-controls={sheetId} onClick={() => setSheetOpen(true)}>
                {t('filterSheet.open')}
                {activeFilters > 0 ? <span className={styles.activeCount}> ({t('filterSheet.active', { count: activeFilters })})</span> : null}
              </Button>
              <BottomSheet
                id={sheetId}
                open={sheetOpen}
                title={t('filters')}
                closeLabel={t('filterSheet.close')}
                doneLabel={t('filterSheet.show', { count: data.total })}
                onClose={() => setSheetOpen(false)}
              >
                {filterGroups(true)}
              </BottomSheet>
            </div>
          ) : null}
          <SortSelect
            label={t('sortBy')}
            name="sort"
            value={data.sort}
            options={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(SORT_KEYS[o.value] ?? o.label) }))}
            onChange={(value) => {
              const query = withoutPage(asked.query);
              if (value === DEFAULT_SORT.value) delete query.sort;
              else query.sort = value;
              go(query);
            }}
          />
          {data.products.length === 0 ? (
            <p role="status" className={styles.empty}>
              {t(data.narrowedTo ? 'emptyNarrowed' : 'empty')}
            </p>
          ) : (
            <ProductGrid products={data.products} narrowedTo={data.narrowedTo} headingLevel={2} lead />
          )}
          <Pagination
            label={t('pages')}
            current={data.page}
            total={data.pages}
            hrefFor={(page) => categoryHref(page === 1 ? withoutPage(data.query) : { ...data.query, page: String(page) })}
            previousLabel={t('previous')}
            nextLabel={t('next')}
            pageLabel={(page) => t('page', { page })}
          />
        </div>
      </div>
    </>
  );
}
