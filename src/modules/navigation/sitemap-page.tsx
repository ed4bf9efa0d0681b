import { useTranslation } from 'react-i18next';
import { useLink, usePageTitle } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import type { LinkHelper } from '../../kernel/store-view/link';
import { PageHeading, UiLink } from '../../ui';
import type { CategoryNode } from './logic/category-tree';
import type { SitemapData } from './sitemap-loader';
import styles from './pages.module.css';

function CategoryList({ nodes, link }: { nodes: readonly CategoryNode[]; link: LinkHelper }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={node.id}>
          <UiLink href={link({ name: 'category', params: { slug: node.slug } })}>{node.name}</UiLink>
          {node.children.length > 0 ? <CategoryList nodes={node.children} link={link} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The sitemap page (spec section 2 "sitemap"): the category tree and the content pages as links, server-rendered. */
export default function SitemapPage() {
  const { t } = useTranslation('navigation');
  const link = useLink();
  const { categories, pages } = useRouteData<SitemapData>();
  usePageTitle(t('sitemap.title'));
  return (
    <>
      <PageHeading title={t('sitemap.title')} />
      <div className={styles.sitemap}>
        <section aria-labelledby="sitemap-categories">
          <h2 id="sitemap-categories">{t('sitemap.categories')}</h2>
          <CategoryList nodes={categories} link={link} />
        </section>
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">{t('sitemap.pages')}</h2>
          <ul className={styles.tree}>
            <li>
              <UiLink href={link({ name: 'home' })}>{t('links.home')}</UiLink>
            </li>
            <li>
              <UiLink href={link({ name: 'store-locator' })}>{t('links.storeLocator')}</UiLink>
            </li>
            {pages.map((page) => (
              <li key={page.slug}>
                <UiLink href={link({ name: 'cms-page', params: { slug: page.slug } })}>{page.title}</UiLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
