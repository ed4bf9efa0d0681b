import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { HeadImage, MainBanner, PageHeading, ProductBanner, SmallBanner } from '../../ui';
import type { HomeData } from './home-loader';
import type { ListedProduct } from './listed-product';
import { ProductGrid } from './product-grid';
import styles from './home-page.module.css';

/** A home list under its h2; nothing when the list came back empty. */
function HomeList({ title, products, narrowedTo }: { title: string; products: readonly ListedProduct[]; narrowedTo: number | null }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ProductGrid products={products} headingLevel={3} narrowedTo={narrowedTo} />
    </section>
  );
}

/**
 * Home (spec section 2): the store view's head image and banners (main, small, product) and the "new
 * collection" and bestsellers lists, 8 products each, and the delivery, courier and returns blocks from the CMS.
 * Without banners or blocks (a failed load) the lists still show.
 */
export default function HomePage() {
  const { banners, newProducts, bestSellers, blocks, narrowedTo = null } = useRouteData<HomeData>();
  const { t } = useTranslation('catalog');
  usePageTitle(t('homePage.title'));
  const bannersLabel = t('homePage.banners');
  return (
    <>
      <PageHeading title={t('homePage.title')} lead={t('homePage.lead')} />
      {/* The first picture is the page's largest (its LCP): it loads at once, at high priority. */}
      {banners.head ? <HeadImage title={banners.head.title} image={banners.head.image} imageAlt={banners.head.alt ?? ''} href={banners.head.link} priority /> : null}
      {banners.main.length > 0 || banners.small.length > 0 ? (
        <nav className={styles.banners} aria-label={bannersLabel}>
          {banners.main.length > 0 ? (
            <ul className={styles.main}>
              {banners.main.map((banner, index) => (
                <li key={banner.link + banner.title}>
                  <MainBanner
                    title={banner.title}
                    image={banner.image}
                    imageAlt={banner.alt ?? ''}
                    href={banner.link}
                    priority={index === 0}
                    {...(banner.subtitle ? { subtitle: banner.subtitle } : {})}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {banners.small.length > 0 ? (
            <ul className={styles.small}>
              {banners.small.map((banner) => (
                <li key={banner.link + banner.title}>
                  <SmallBanner title={banner.title} image={banner.image} imageAlt={banner.alt ?? ''} href={banner.link} />
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      ) : null}
      {blocks.length > 0 ? (
        <ul className={styles.blocks} aria-label={t('homePage.promises')}>
          {blocks.map((block) => (
            // CMS blocks are the shop's own staff-authored HTML, rendered as such (like CMS pages).
            <li key={block.identifier} className={styles.block} data-block={block.identifier}>
              <h2 className={styles.blockTitle}>{block.title}</h2>
              <div dangerouslySetInnerHTML={{ __html: block.content }} />
            </li>
          ))}
        </ul>
      ) : null}
      <HomeList title={t('homePage.newProducts')} products={newProducts} narrowedTo={narrowedTo} />
      {banners.product.length > 0 ? (
        <ul className={styles.product} aria-label={bannersLabel}>
          {banners.product.map((banner) => (
            <li key={banner.link + banner.title}>
              <ProductBanner title={banner.title} image={banner.image} imageAlt={banner.alt ?? ''} href={banner.link} />
            </li>
          ))}
        </ul>
      ) : null}
      <HomeList title={t('homePage.bestSellers')} products={bestSellers} narrowedTo={narrowedTo} />
    </>
  );
}
