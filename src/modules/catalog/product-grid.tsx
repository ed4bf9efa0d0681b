import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../kernel/format';
import { productRoute, productImageSrcSet, productImageUrl } from '../../kernel/product';
import { Slot, useLink, useStoreView } from '../../kernel/react';
import { PRODUCT_THUMBNAIL, ProductCard } from '../../ui';
import type { ProductCardStock } from '../../ui';
// Page-only parts from their own files, so they load with the listing's page (ADR 0065).
import { CardAddButton, CardOptionsLink } from '../../ui/card-buy/card-buy';
import { withLiveListing, type ListedProduct } from './listed-product';
import { useCardAdd } from './use-card-add';
import { useLiveSync } from './use-live';
import styles from './product-grid.module.css';

const STOCK: Record<ListedProduct['stock'], ProductCardStock> = { ok: 'in-stock', volatile: 'volatile', out_of_stock: 'out-of-stock' };

/**
 * Whether a listed product's card can put it in the cart with one tap (issue 20): a simple product that has no
 * required choice (the button is disabled out of stock). The others link to their page ("Choose options").
 * Here, not beside `listed`, which every page's first load carries.
 */
const quickAddable = (product: ListedProduct): boolean => product.typeId === 'simple' && !product.choices;

/** The link of a listed product: its type's route (a configurable one with its own sku as childSku). */
export function useProductHref(): (product: ListedProduct) => string {
  const link = useLink();
  return (product) => link(productRoute({ sku: product.sku, slug: product.slug, typeId: product.typeId, childSku: null }));
}

/** The texts every card of a grid shows, translated once per grid render instead of once per card (ADR 0078). */
interface CardTexts {
  regularPrice: string;
  specialPrice: string;
  addToCart: string;
  adding: string;
  chooseOptions: string;
  stock: Record<ListedProduct['stock'], string>;
}

/** Whether two listed products show the same card: every field is a primitive (ListedProduct). */
export function sameListing(a: ListedProduct, b: ListedProduct): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof ListedProduct)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

interface GridCardProps {
  product: ListedProduct;
  href: string;
  /** The product's name as its actions say it (the sku added when two cards share a name). */
  actionTarget: string;
  texts: CardTexts;
  t: TFunction<'catalog'>;
  headingLevel: 2 | 3 | 4 | undefined;
  imagePriority: boolean;
  narrowedTo: number | null;
  busy: boolean;
  add: (product: ListedProduct) => Promise<void>;
}

/**
 * One card of the grid. Memoised on what it shows: after hydration the live prices, the cart's taps and the
 * kernel's start re-render the grid several times, and a card whose product and state did not change is not drawn
 * again (a category page has 50 cards; the profile of its hydration found six grid renders, ADR 0078).
 */
const GridCard = memo(
  function GridCard({ product, href, actionTarget, texts, t, headingLevel, imagePriority, narrowedTo, busy, add }: GridCardProps) {
    const view = useStoreView();
    // "Add to cart: Brembo P 85 020": the visible label first (WCAG 2.5.3), then the product; the same form in every
    // language, so no text of its own in the catalogue's locale chunk, which every page loads (first-load budget).
    const actionName = (label: string) => `${label}: ${actionTarget}`;
    return (
      <ProductCard
        name={product.name}
        href={href}
        imageSrc={product.image ? productImageUrl(product.image, PRODUCT_THUMBNAIL.width, PRODUCT_THUMBNAIL.height) : ''}
        {...(product.image ? { imageSrcSet: productImageSrcSet(product.image, PRODUCT_THUMBNAIL.width, PRODUCT_THUMBNAIL.height) } : {})}
        {...(product.brand ? { brand: product.brand } : {})}
        {...(headingLevel ? { headingLevel } : {})}
        imagePriority={imagePriority}
        price={{
          final: formatPrice(product.final, view),
          original: formatPrice(product.original, view),
          special: product.special,
          originalLabel: texts.regularPrice,
          specialLabel: texts.specialPrice,
        }}
        stockStatus={STOCK[product.stock]}
        stockLabel={product.fewLeft !== undefined ? t('stock.low', { count: product.fewLeft }) : texts.stock[product.stock]}
        rating={<Slot name="product/cardRating" props={{ productId: product.id }} />}
      >
        {narrowedTo ? <Slot name="product/cardBadges" props={{ sku: product.sku, narrowedTo }} /> : null}
        {quickAddable(product) ? (
          <CardAddButton
            label={texts.addToCart}
            name={actionName(texts.addToCart)}
            busyLabel={texts.adding}
            state={product.stock === 'out_of_stock' ? 'unavailable' : busy ? 'busy' : 'ready'}
            onAdd={() => void add(product)}
            tapId={`card:${product.sku}`}
          />
        ) : (
          <CardOptionsLink label={texts.chooseOptions} name={actionName(texts.chooseOptions)} href={href} />
        )}
      </ProductCard>
    );
  },
  (before, after) =>
    sameListing(before.product, after.product) &&
    (Object.keys(after) as (keyof GridCardProps)[]).every((key) => key === 'product' || Object.is(before[key], after[key])),
);

/**
 * Listed products as a grid of cards with 310x300 thumbnails (category, home lists, search results). A listing
 * narrowed to a category (the applied car's engine) gives every card the `product/cardBadges` slot. A listing
 * that is the page's main content (`lead`) loads its first thumbnail first: on a phone it is the largest
 * picture in view (the page's LCP). After hydration the cards show the live prices and stock of their skus
 * (ADR 0051: a cached page may carry old ones). Each card ends with its action (issue 20): "Add to cart" for a
 * simple product without required choices (disabled out of stock), else "Choose options" linking to its page.
 */
export function ProductGrid({
  products,
  headingLevel,
  narrowedTo = null,
  lead = false,
}: {
  products: readonly ListedProduct[];
  headingLevel?: 2 | 3 | 4;
  narrowedTo?: number | null;
  lead?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const texts = useMemo<CardTexts>(
    () => ({
      regularPrice: t('regularPrice'),
      specialPrice: t('specialPrice'),
      addToCart: t('product.addToCart'),
      adding: t('card.adding'),
      chooseOptions: t('card.chooseOptions'),
      stock: { ok: t('stock.ok'), volatile: t('stock.volatile'), out_of_stock: t('stock.out_of_stock') },
    }),
    [t],
  );
  const href = useProductHref();
  const live = useLiveSync(products.map((product) => product.sku));
  const { busy, add } = useCardAdd();
  const now = new Date();
  // The cards' actions are named after their product; a name listed twice (demo variants) adds the sku, so each is unique.
  const named = new Map<string, number>();
  for (const product of products) named.set(product.name, (named.get(product.name) ?? 0) + 1);
  const nameOf = (product: ListedProduct) => ((named.get(product.name) ?? 0) > 1 ? `${product.name} (${product.sku})` : product.name);
  return (
    <ul className={styles.grid}>
      {products.map((listedProduct, index) => {
        const product = withLiveListing(listedProduct, live, now);
        return (
          <li key={product.id}>
            <GridCard
              product={product}
              href={href(product)}
              actionTarget={nameOf(product)}
              texts={texts}
              t={t}
              headingLevel={headingLevel}
              imagePriority={lead && index === 0}
              narrowedTo={narrowedTo}
              busy={busy.has(product.sku)}
              add={add}
            />
          </li>
        );
      })}
    </ul>
  );
}
