import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLink, usePageHead, usePageUrls } from '../../kernel/react';
import { productRoute } from '../../kernel/product';
import { useRouteData } from '../../kernel/router';
import { PageHeading, UiLink } from '../../ui';
import type { CatalogPageData, TopPartsByCategory } from './catalog-loader';
import type { OverviewCategory, TopPart } from './logic/catalog-overview';
import styles from './catalog-page.module.css';

/** Top category names the page's description lists at most. */
const DESCRIBED_CATEGORIES = 8;

const anchorOf = (category: OverviewCategory) => `catalog-${category.id}`;

/** A category's top parts as links (or a note when it has none). */
function TopParts({ parts }: { parts: readonly TopPart[] }) {
  const { t } = useTranslation('catalog');
  const link = useLink();
  if (parts.length === 0) return <p className={styles.note}>{t('catalogPage.noTopParts')}</p>;
  return (
    <ul className={styles.list}>
      {parts.map((part) => (
        <li key={part.sku}>
          <UiLink href={link(productRoute({ sku: part.sku, slug: part.slug, typeId: part.typeId, childSku: null }))}>{part.name}</UiLink>
        </li>
      ))}
    </ul>
  );
}

/** One top category: its link and count, its subcategories with counts, and its top parts (a loading state while they come). */
function CategoryCard({ category, topParts }: { category: OverviewCategory; topParts: CatalogPageData['topParts'] }) {
  const { t } = useTranslation('catalog');
  const link = useLink();
  const headingId = `${anchorOf(category)}-name`;
  const partsId = `${anchorOf(category)}-parts`;
  return (
    <section id={anchorOf(category)} className={styles.category} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        <UiLink href={link({ name: 'category', params: { slug: category.slug } })}>{category.name}</UiLink>
      </h2>
      <p className={styles.count}>{t('count', { count: category.count })}</p>
      {category.children.length > 0 ? (
        <ul className={styles.list} aria-label={t('catalogPage.subcategories', { category: category.name })}>
          {category.children.map((child) => (
            <li key={child.id}>
              <UiLink href={link({ name: 'category', params: { slug: child.slug } })}>{child.name}</UiLink> ({t('count', { count: child.count })})
            </li>
          ))}
        </ul>
      ) : null}
      <h3 id={partsId} className={styles.subheading}>
        {t('catalogPage.topParts')}
      </h3>
      <div aria-labelledby={partsId} role="group">
        <Suspense
          fallback={
            <p className={styles.note} role="status" aria-busy="true">
              {t('catalogPage.loadingParts')}
            </p>
          }
        >
          <Await resolve={topParts} errorElement={<p className={styles.note} role="alert">{t('catalogPage.partsFailed')}</p>}>
            {(parts: TopPartsByCategory) => <TopParts parts={parts[String(category.id)] ?? []} />}
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

/**
 * The catalogue page (`/catalog`, issue 19 item 2): the view's category tree with product counts and each top
 * category's top parts, server-rendered in the view's language; a jump list leads to each category by keyboard.
 * Head: title, a description naming the top categories, canonical and hreflang links to the page in every view.
 */
export default function CatalogPage() {
  const { t } = useTranslation('catalog');
  const urls = usePageUrls();
  const { categories, topParts } = useRouteData<CatalogPageData>();
  const names = categories.slice(0, DESCRIBED_CATEGORIES).map((category) => category.name);
  usePageHead({
    title: t('catalogPage.title'),
    description: names.length ? t('catalogPage.description', { categories: names.join(', ') }) : t('catalogPage.empty'),
    canonical: urls.page({ name: 'catalog' }),
    alternates: urls.alternates(() => ({ name: 'catalog' })),
  });
  return (
    <>
      <PageHeading title={t('catalogPage.title')} {...(categories.length ? { lead: t('catalogPage.lead', { count: categories.length }) } : {})} />
      {categories.length === 0 ? (
        <p role="status">{t('catalogPage.empty')}</p>
      ) : (
        <>
          <nav aria-label={t('catalogPage.jump')}>
            <ul className={styles.jump}>
              {categories.map((category) => (
                <li key={category.id}>
                  <UiLink href={`#${anchorOf(category)}`}>{category.name}</UiLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.categories}>
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} topParts={topParts} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
