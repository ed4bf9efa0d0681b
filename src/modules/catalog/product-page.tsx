import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../kernel/format';
import { productRoute, type ProductSummary, productImageSrcSet, productImageUrl } from '../../kernel/product';
import { Slot, useCommand, useLink, useStoreView } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import { AddToCart, Breadcrumbs, Price, UiLink } from '../../ui';
// Page-only parts from their own files, so they load with this page (ADR 0065).
import { Gallery, GALLERY_IMAGE, type GalleryItem } from '../../ui/gallery/gallery';
import { OptionPicker } from '../../ui/option-picker/option-picker';
import { StickyBuyBar } from '../../ui/sticky-buy-bar/sticky-buy-bar';
import { listed, quantityRulesOf, summaryOf } from './listed-product';
import { ProductHead } from './product-head';
import {
  addToCartBlock,
  bundlePrice,
  bundleSelection,
  categoryTrail,
  chooseBundleLink,
  chosenBundleValue,
  customOptionsPrice,
  defaultBundleChoice,
  displayPrices,
  findVariant,
  groupedItems,
  isFlagSet,
  isOptionalBundleOption,
  lowStockQty,
  missingBundleOptions,
  missingCustomOptions,
  NO_BUNDLE_LINK,
  partPriceOf,
  productMedia,
  productPageSkus,
  quantityStep,
  roundMoney,
  selectableValues,
  selectVariant,
  specifications,
  stockStatus,
  variantsError,
  withLive,
  type BundleChoice,
  type CustomOption,
  type CustomOptionChoice,
  type ProductMedia,
} from './logic';
import type { AddToCartOptions } from './messages';
import type { PartDoc, ProductData } from './product-loader';
import { ProductTrust } from './product-trust';
import { useScrolledPast } from './use-out-of-view';
import { useLiveSync } from './use-live';
import styles from './product-page.module.css';

/** Custom option types the shopper types into; the others offer values. */
const TEXT_OPTION_TYPES = ['field', 'area', 'date', 'date_time', 'time'];
/** Custom option types that allow several values. */
const MULTI_OPTION_TYPES = ['checkbox', 'multiple'];

/**
 * A product page; keyed by sku so the choices of one product never carry over to the next. After hydration the
 * product, its variants and its parts show their live prices and stock (ADR 0051: a cached page may carry old ones).
 */
export default function ProductPage() {
  const data = useRouteData<ProductData>();
  const live = useLiveSync(productPageSkus(data.product, data.parts.map((part) => part.sku)));
  return <ProductView key={data.product.sku} {...data} product={withLive(data.product, live)} parts={data.parts.map((part) => withLive(part, live))} />;
}

/**
 * A product page of any of the six types (issue 5 item 4): breadcrumbs through the product's category,
 * gallery (600x744, with videos), name, price incl. VAT with the price excl. VAT beside it (special price
 * struck through only inside its window; tier prices), stock, the choices of its type (configurable option
 * pickers putting childSku in the URL; bundle products, whose prices x quantities make the price; a grouped
 * product's parts; custom options adding a fixed or percent price), "Add to cart" with the reason when it
 * is not possible yet, the part's data and description, and the product slots of other modules.
 */
function ProductView({ product, selection, parts, attributes, slugs }: ProductData) {
  const { t } = useTranslation('catalog');
  const view = useStoreView();
  const link = useLink();
  const navigate = useNavigate();
  const dispatch = useCommand();
  const [bundleChoice, setBundleChoice] = useState<BundleChoice>(() => defaultBundleChoice(product.bundle_options ?? []));
  const [customChoice, setCustomChoice] = useState<CustomOptionChoice>({});
  const step = quantityStep(product);
  const [qty, setQty] = useState(step);
  const [noSuchConfiguration, setNoSuchConfiguration] = useState(false);
  const buyForm = useRef<HTMLDivElement>(null);
  const scrolledPastBuy = useScrolledPast(buyForm);

  const now = new Date();
  const isConfigurable = product.type_id === 'configurable';
  const variant = isConfigurable ? findVariant(product, selection) : undefined;
  const priced = variant ?? product;
  const price = (showTax: boolean) => {
    const regular = displayPrices(priced, { showTax, now });
    const partPrice = partPriceOf(parts, { showTax, now });
    const fromParts =
      product.type_id === 'bundle'
        ? bundleSelection(product.bundle_options ?? [], bundleChoice, partPrice)
        : product.type_id === 'grouped'
          ? groupedItems(product).flatMap((item) => {
              const unit = partPrice(item.sku);
              return unit === undefined ? [] : [{ price: unit, qty: item.qty }];
            })
          : [];
    const base = fromParts.length ? { ...regular, final: bundlePrice(fromParts), original: bundlePrice(fromParts), special: false } : regular;
    const extra = customOptionsPrice(priced, customChoice);
    const add = showTax ? extra.priceInclTax : extra.price;
    return { ...base, final: roundMoney(base.final + add), original: roundMoney(base.original + add) };
  };
  const prices = price(true);
  const pricesExclTax = price(false);
  const stock = stockStatus(variant ?? product, { stockSync: true });
  const fewLeft = lowStockQty((variant ?? product).stock);
  const variantsMessage = variantsError(product);
  const selectable = isConfigurable ? selectableValues(product, selection) : {};
  const variantChosen = (product.configurable_options ?? []).every((option) => selection[option.attribute_code] !== undefined) && !!variant;
  const grouped = product.type_id === 'grouped' ? groupedItems(product).filter((item) => parts.some((part) => part.sku === item.sku)) : [];
  const block = addToCartBlock({
    typeId: product.type_id,
    stock,
    variantChosen,
    missingBundleOptions: missingBundleOptions(product.bundle_options ?? [], bundleChoice).length,
    missingCustomOptions: missingCustomOptions(product.custom_options, customChoice).length,
    groupedParts: grouped.length,
    qty,
    step,
  });
  const summary: ProductSummary = summaryOf(
    {
      id: product.id,
      sku: product.sku,
      name: product.name,
      slug: product.slug,
      typeId: product.type_id,
      brand: product.brand ?? null,
      image: (typeof variant?.image === 'string' ? variant.image : null) ?? product.image ?? null,
      final: prices.final,
      original: prices.original,
      special: prices.special,
      stock,
    },
    variantChosen && variant ? variant.sku : null,
    // The chosen variant's stock limits the quantity: it is what the cart line buys.
    quantityRulesOf({ type_id: product.type_id, quantity_step: product.quantity_step, stock: (variant ?? product).stock }),
  );

  const media = productMedia(product);
  const items = media.map((entry, i) => galleryItem(entry, i === 0 ? product.name : `${product.name} (${i + 1})`, t('product.video')));
  const facts = [
    ['brand', product.brand],
    ['sku', variant?.sku ?? product.sku],
    ['ean', product.ean],
    ['oe', product.oe_numbers?.join(', ')],
    ['oem', product.oem_numbers?.join(', ')],
  ].filter((row): row is [string, string] => typeof row[1] === 'string' && row[1] !== '');
  const specs = [
    ...specifications(product, variant, attributes).map((row) => ({ key: row.code, label: row.label, value: row.value })),
    ...(product.service_duration_minutes ? [{ key: 'duration', label: t('product.duration'), value: t('product.minutes', { count: product.service_duration_minutes }) }] : []),
  ];

  const choose = (attribute: string, value: string) => {
    const choice = selectVariant(product, selection, { attribute, value });
    setNoSuchConfiguration(!choice.matched);
    if (!choice.matched || !choice.variant) return;
    void navigate(link({ name: 'configurable-product', params: { parentSku: product.sku, slug: product.slug, childSku: choice.variant.sku } }), { replace: true, preventScrollReset: true });
  };

  const addToCart = () => {
    const options: AddToCartOptions = {};
    if (isConfigurable) options.configurable = { ...selection };
    if (product.type_id === 'bundle') {
      options.bundle = (product.bundle_options ?? []).flatMap((option) => {
        const chosen = bundleChoice[String(option.option_id)];
        const chosenLink = chosen && option.product_links.find((l) => String(l.id) === String(chosen.linkId));
        return chosenLink ? [{ optionId: String(option.option_id), linkId: String(chosenLink.id), sku: chosenLink.sku, qty: chosen.qty ?? chosenLink.qty ?? 1 }] : [];
      });
    }
    if (product.type_id === 'grouped') {
      // Each part goes into the cart as a line of its own, under its own quantity rules.
      options.grouped = grouped.map((item) => {
        const part = parts.find((p) => p.sku === item.sku) as PartDoc;
        return { product: summaryOf(listed(part, now), null, quantityRulesOf(part)), qty: item.qty };
      });
    }
    if (Object.keys(customChoice).length) options.custom = Object.fromEntries(Object.entries(customChoice).map(([id, value]) => [id, typeof value === 'string' ? value : [...value]]));
    void dispatch({ type: 'catalog/requestAddToCart', data: { product: summary, qty, options } });
  };

  const partLabel = (part: PartDoc | undefined, sku: string, count: number) => {
    const name = part?.name ?? sku;
    const unit = part ? formatPrice(displayPrices(part, { showTax: true, now }).final, view) : null;
    return [count > 1 ? `${count} × ${name}` : name, unit].filter(Boolean).join(' — ');
  };

  // A bundle comes with a default choice and a grouped product is bought whole: their "Add to cart" comes before
  // the choices and parts, so it is in a phone's first screen (issue 20); elsewhere the choices come first.
  const buyFirst = product.type_id === 'bundle' || product.type_id === 'grouped';
  const buyBlock = (
    <div ref={buyForm}>
      <AddToCart
        quantityLabel={t('product.quantity')}
        buttonLabel={t('product.addToCart')}
        qty={qty}
        step={step}
        onQtyChange={setQty}
        onAdd={addToCart}
        blockedReason={block ? t(`product.blocked.${block}`, { step }) : null}
      />
    </div>
  );

  const crumbs = [
    { label: t('home'), href: link({ name: 'home' }) },
    ...categoryTrail(product.category).map((c) => ({ label: c.name, href: link({ name: 'category', params: { slug: c.slug } }) })),
    { label: product.name },
  ];

  return (
    <>
      <ProductHead product={product} price={prices.final} stock={stock} breadcrumbs={crumbs} slugs={slugs} />
      <Breadcrumbs label={t('breadcrumbs')} items={crumbs} />
      <div className={styles.product}>
        <div className={styles.details}>
          <h1 className={styles.name}>{product.name}</h1>
          {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
          <div className={styles.prices}>
            <Price
              size="large"
              final={formatPrice(prices.final, view)}
              original={formatPrice(prices.original, view)}
              special={prices.special}
              originalLabel={t('regularPrice')}
              specialLabel={t('specialPrice')}
              taxNote={t('inclVat')}
            />
            <p className={styles.exclTax} data-testid="price-excl-tax">
              {t('product.exclVat', { price: formatPrice(pricesExclTax.final, view) })}
            </p>
          </div>
          {prices.tierPrices.length > 0 ? (
            <ul className={styles.tiers} aria-label={t('product.tierPrices')}>
              {prices.tierPrices.map((tier) => (
                <li key={tier.qty}>{t('product.tierPrice', { qty: tier.qty, price: formatPrice(tier.value, view) })}</li>
              ))}
            </ul>
          ) : null}
          <p className={styles[`stock-${stock}`]} data-testid="product-stock">
            {fewLeft !== null ? t('stock.low', { count: fewLeft }) : t(`stock.${stock}`)}
          </p>
          <div className={styles.buyBox}>
            <Slot name="product/buyBox" props={{ product: summary }} />
          </div>
          {buyFirst ? buyBlock : null}
          {product.type_id === 'virtual' || product.type_id === 'downloadable' ? <p className={styles.typeNote}>{t(`product.type.${product.type_id}`)}</p> : null}
          {variantsMessage ? (
            <p className={styles.notice} role="status">
              {t('product.noAvailableVariants')}
            </p>
          ) : null}
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
          {noSuchConfiguration ? (
            <p className={styles.notice} role="status">
              {t('product.noSuchConfiguration')}
            </p>
          ) : null}
          {(product.bundle_options ?? []).map((option) => (
            <OptionPicker
              key={option.option_id}
              legend={option.title ?? t('product.bundleOption')}
              name={`bundle_option_${option.option_id}`}
              selected={chosenBundleValue(bundleChoice, option)}
              unavailableLabel={t('notAvailable')}
              values={[
                // An optional option can be cleared again: "None" adds no part (priced 0).
                ...(isOptionalBundleOption(option) ? [{ value: NO_BUNDLE_LINK, label: t('product.bundleNone') }] : []),
                ...option.product_links.map((l) => {
                  const part = parts.find((p) => p.sku === l.sku);
                  return { value: String(l.id), label: partLabel(part, l.sku, Number(l.qty ?? 1)), available: !!part && stockStatus(part, { stockSync: true }) !== 'out_of_stock' };
                }),
              ]}
              onSelect={(value) => setBundleChoice(chooseBundleLink(bundleChoice, option, value))}
            />
          ))}
          {grouped.length > 0 ? (
            <section className={styles.grouped} aria-labelledby="grouped-parts">
              <h2 id="grouped-parts">{t('product.groupedParts')}</h2>
              <ul>
                {grouped.map((item) => {
                  const part = parts.find((p) => p.sku === item.sku) as PartDoc;
                  const route = productRoute({ sku: part.sku, slug: part.slug, typeId: part.type_id, childSku: null });
                  return (
                    <li key={item.sku}>
                      <span>{t('product.partQty', { count: item.qty })}</span> <UiLink href={link(route)}>{part.name}</UiLink>{' '}
                      <span>{formatPrice(displayPrices(part, { showTax: true, now }).final, view)}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          {(product.custom_options ?? []).map((option) => (
            <CustomOptionField
              key={option.option_id}
              option={option}
              value={customChoice[String(option.option_id)]}
              onChange={(value) => setCustomChoice({ ...customChoice, [String(option.option_id)]: value })}
              priceLabel={(amount, type) => (type === 'percent' ? `+${amount}%` : `+${formatPrice(amount, view)}`)}
              requiredLabel={t('product.required')}
              unavailableLabel={t('notAvailable')}
            />
          ))}
          {buyFirst ? null : buyBlock}
          <div className={styles.actions}>
            <Slot name="product/actions" props={{ product: summary }} />
          </div>
          <ProductTrust typeId={product.type_id} />
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
          {(product.downloadable_links ?? []).some((l) => l.sample_url) ? (
            <ul className={styles.samples}>
              {(product.downloadable_links ?? []).flatMap((l) =>
                l.sample_url ? [<li key={l.id}><a href={l.sample_url}>{l.sample_title || t('product.sample')}</a></li>] : [],
              )}
            </ul>
          ) : null}
        </div>
        {items.length > 0 ? (
          <div className={styles.gallery}>
            <Gallery label={t('images')} thumbnailsLabel={t('chooseImage')} items={items} />
          </div>
        ) : null}
      </div>
      {product.description ? (
        <section className={styles.description} aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      {specs.length > 0 ? (
        <section className={styles.description} aria-labelledby="product-specifications">
          <h2 id="product-specifications">{t('product.specifications')}</h2>
          <dl className={styles.facts}>
            {specs.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <Slot name="product/sections" props={{ product: summary }} />
      <StickyBuyBar
        shown={scrolledPastBuy}
        label={t('buyBar')}
        name={product.name}
        price={formatPrice(prices.final, view)}
        buttonLabel={t('product.addToCart')}
        onAdd={block ? () => backToBuyForm(buyForm.current) : addToCart}
      />
    </>
  );
}

/**
 * The sticky bar's tap while the product cannot be added yet (a variant or an option to choose): back to the
 * page's own form, whose reason says what is missing, with focus on its first control.
 */
function backToBuyForm(form: HTMLElement | null): void {
  form?.scrollIntoView({ block: 'center' });
  form?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
}

/** A gallery entry of the page: resized images, a video with its poster, a player with its thumbnail. */
function galleryItem(entry: ProductMedia, alt: string, videoTitle: string): GalleryItem {
  if (entry.kind === 'image') {
    const { width, height } = GALLERY_IMAGE;
    return { kind: 'image', src: productImageUrl(entry.path, width, height), srcSet: productImageSrcSet(entry.path, width, height), thumbnailSrc: productImageUrl(entry.path, 150, 150), alt };
  }
  const title = entry.title || videoTitle;
  const thumbnailSrc = entry.poster ? productImageUrl(entry.poster, 150, 150) : undefined;
  if (entry.kind === 'video') return { kind: 'video', src: entry.url, title, ...(entry.poster ? { poster: productImageUrl(entry.poster, 600, 744) } : {}), ...(thumbnailSrc ? { thumbnailSrc } : {}) };
  return { kind: 'embed', url: entry.url, title, ...(thumbnailSrc ? { thumbnailSrc } : {}) };
}

interface CustomOptionFieldProps {
  option: CustomOption;
  value: string | readonly string[] | undefined;
  onChange: (value: string | string[]) => void;
  priceLabel: (amount: number, type: string | undefined) => string;
  requiredLabel: string;
  unavailableLabel: string;
}

/** One custom option: a text field, a single choice (radio buttons) or several choices (checkboxes). */
function CustomOptionField({ option, value, onChange, priceLabel, requiredLabel, unavailableLabel }: CustomOptionFieldProps) {
  const id = useId();
  const required = isFlagSet(option.is_require);
  const title = `${option.title ?? ''}${required ? ` (${requiredLabel})` : ''}`;
  const withPrice = (label: string, price: number | string | undefined, type: string | undefined) => (Number(price) ? `${label} ${priceLabel(Number(price), type)}` : label);
  if (TEXT_OPTION_TYPES.includes(option.type ?? 'field') && !option.values?.length) {
    return (
      <div className={styles.textOption}>
        <label htmlFor={id}>{withPrice(title, option.price, option.price_type)}</label>
        <input id={id} type="text" required={required} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />
      </div>
    );
  }
  const values = option.values ?? [];
  if (MULTI_OPTION_TYPES.includes(option.type ?? '')) {
    const chosen = typeof value === 'string' ? value.split(',').filter(Boolean) : [...(value ?? [])];
    return (
      <fieldset className={styles.checkOption}>
        <legend>{title}</legend>
        {values.map((v) => {
          const key = String(v.option_type_id);
          return (
            <label key={key}>
              <input
                type="checkbox"
                checked={chosen.includes(key)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, key] : chosen.filter((c) => c !== key))}
              />{' '}
              {withPrice(v.title ?? key, v.price, v.price_type)}
            </label>
          );
        })}
      </fieldset>
    );
  }
  return (
    <OptionPicker
      legend={title}
      name={`custom_option_${option.option_id}`}
      selected={typeof value === 'string' ? value : null}
      unavailableLabel={unavailableLabel}
      values={values.map((v) => ({ value: String(v.option_type_id), label: withPrice(v.title ?? String(v.option_type_id), v.price, v.price_type) }))}
      onSelect={onChange}
    />
  );
}
