import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../kernel/format';
import { useLink, usePageTitle, useStoreView } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { Breadcrumbs, Gallery, OptionPicker, Price } from '../../ui';
import type { GalleryItem } from '../../ui';
import { displayPrices, findVariant, selectVariant, selectableValues, stockStatus } from './logic';
import type { ProductData } from './product-loader';
import styles from './product-page.module.css';

const image = (path: string, width: number, height: number) => `/img/${width}/${height}/resize${path}`;

/**
 * A product page: gallery (600x744), name, brand, price (special price with the original struck through
 * only inside its window), stock, part identifiers and description; a configurable product's option
 * pickers put the chosen variant's sku in the URL (childSku), and price and stock follow the variant.
 */
export default function ProductPage() {
  const { product, selection } = useRouteData<ProductData>();
  const { t } = useTranslation('catalog');
  const view = useStoreView();
  const link = useLink();
  const navigate = useNavigate();
  usePageTitle(product.name);

  const variant = product.type_id === 'configurable' ? findVariant(product, selection) : undefined;
  const priced = variant ?? product;
  const prices = displayPrices(priced, { showTax: true, now: new Date() });
  const stock = stockStatus(variant ?? product, { stockSync: true });
  const images = [product.image, ...(product.media_gallery ?? []).map((m) => m.image)].filter((p, i, all): p is string => !!p && all.indexOf(p) === i);
  const items: GalleryItem[] = images.map((path, i) => ({ kind: 'image', src: image(path, 600, 744), thumbnailSrc: image(path, 150, 150), alt: i === 0 ? product.name : `${product.name} (${i + 1})` }));
  const selectable = product.type_id === 'configurable' ? selectableValues(product, selection) : {};
  const facts = [
    ['brand', product.brand],
    ['sku', product.sku],
    ['ean', product.ean],
    ['oe', product.oe_numbers?.join(', ')],
    ['oem', product.oem_numbers?.join(', ')],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');

  const choose = (attribute: string, value: string) => {
    const choice = selectVariant(product, selection, { attribute, value });
    if (!choice.variant) return;
    void navigate(link({ name: 'configurable-product', params: { parentSku: product.sku, slug: product.slug, childSku: choice.variant.sku } }), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Breadcrumbs label={t('breadcrumbs')} items={[{ label: t('home'), href: link({ name: 'home' }) }, { label: product.name }]} />
      <div className={styles.product}>
        {items.length > 0 ? <Gallery label={t('images')} thumbnailsLabel={t('chooseImage')} items={items} /> : null}
        <div className={styles.details}>
          <h1 className={styles.name}>{product.name}</h1>
          {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
          <Price
            size="large"
            final={formatPrice(prices.final, view)}
            original={formatPrice(prices.original, view)}
            special={prices.special}
            originalLabel={t('regularPrice')}
            specialLabel={t('specialPrice')}
            taxNote={t('inclVat')}
          />
          <p className={styles[`stock-${stock}`]}>{t(`stock.${stock}`)}</p>
          {(product.configurable_options ?? []).map((option) => (
            <OptionPicker
              key={option.attribute_code}
              legend={option.label}
              name={option.attribute_code}
              selected={selection[option.attribute_code] ?? null}
              unavailableLabel={t('notAvailable')}
              values={option.values.map((v) => ({
                value: String(v.value_index),
                label: v.label,
                available: (selectable[option.attribute_code] ?? []).includes(String(v.value_index)),
              }))}
              onSelect={(value) => choose(option.attribute_code, value)}
            />
          ))}
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`fact.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {product.description ? (
        <section className={styles.description} aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
    </>
  );
}
