import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLink, usePageTitle } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { PageHeading, UiLink } from '../../ui';
import { Pagination } from '../../ui/pagination/pagination';
import { ProductGrid } from './product-grid';
import type { SearchPageData } from './search-loader';
import styles from './search-page.module.css';

/**
 * The search results page (`/search?q=`): a search form that works without JavaScript, the count, "did you
 * mean" links, a grid of 50 products per page and crawlable page links; a term under 3 characters shows
 * the rule instead of results.
 */
export default function SearchPage() {
  const data = useRouteData<SearchPageData>();
  const { t } = useTranslation('catalog');
  const link = useLink();
  const inputId = useId();
  usePageTitle(data.searched ? t('search.resultsFor', { term: data.term }) : t('search.pageTitle'));
  const searchHref = (q: string, page = 1) => link({ name: 'search', query: page > 1 ? { q, page: String(page) } : { q } });
  const outcome = data.outcome;

  return (
    <>
      <PageHeading
        title={data.searched ? t('search.resultsFor', { term: data.term }) : t('search.pageTitle')}
        {...(outcome ? { lead: t('search.count', { count: outcome.total }) } : {})}
      />
      <form role="search" className={styles.form} action={link({ name: 'search' })} method="get">
        <label htmlFor={inputId} className={styles.label}>
          {t('search.label')}
        </label>
        <input id={inputId} className={styles.input} type="search" name="q" defaultValue={data.term} placeholder={t('search.placeholder')} minLength={3} required />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </form>
      {!data.searched && data.term !== '' ? (
        <p role="alert" className={styles.warning}>
          {t('search.tooShort')}
        </p>
      ) : null}
      {outcome?.suggestions.length ? (
        <p className={styles.suggestions}>
          {t('search.didYouMean')}{' '}
          {outcome.suggestions.map((phrase) => (
            <UiLink key={phrase} href={searchHref(phrase)} className={styles.suggestion}>
              {phrase}
            </UiLink>
          ))}
        </p>
      ) : null}
      {outcome && outcome.products.length === 0 ? (
        <p role="status" className={styles.empty}>
          {t('search.empty', { term: data.term })}
        </p>
      ) : null}
      {outcome?.products.length ? <ProductGrid products={outcome.products} narrowedTo={data.narrowedTo} headingLevel={2} lead /> : null}
      {outcome ? (
        <Pagination
          label={t('pages')}
          current={data.page}
          total={data.pages}
          hrefFor={(page) => searchHref(data.term, page)}
          previousLabel={t('previous')}
          nextLabel={t('next')}
          pageLabel={(page) => t('page', { page })}
        />
      ) : null}
    </>
  );
}
