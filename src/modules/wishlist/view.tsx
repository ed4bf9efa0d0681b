import { Heart } from 'lucide';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../kernel/format';
import { productRoute, productImageSrcSet, productImageUrl } from '../../kernel/product';
import type { ProductSummary } from '../../kernel/product';
import { useCommand, useLink, useProjection, useStoreView } from '../../kernel/react';
import { Button, Drawer, HeaderCountButton, LINE_THUMBNAIL, ProductLineList, Icon } from '../../ui';
import { useWishlist, useWishlistToggle } from './hooks';
import styles from './view.module.css';

/** Id of the drawer, for the header button's aria-controls. */
const DRAWER_ID = 'wishlist-drawer';

/** The product page's wishlist toggle (slot 'product/actions'). */
export function WishlistButton({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('wishlist');
  const { listed, toggle } = useWishlistToggle(product);
  return (
    <Button type="button" variant="secondary" aria-pressed={listed} onClick={toggle}>
      {listed ? t('remove') : t('add')}
    </Button>
  );
}

/** The header's wishlist button with its count; it toggles the drawer (spec section 4). */
export function WishlistHeaderAction() {
  const { t } = useTranslation('wishlist');
  const { items } = useWishlist();
  const { open } = useProjection('ui-state/flags');
  const dispatch = useCommand();
  return (
    <HeaderCountButton
      icon={<Icon icon={Heart} size={24} />}
      phoneHidden
      count={items.length}
      label={t('headerLabel', { count: items.length })}
      expanded={open.wishlist}
      controls={DRAWER_ID}
      onClick={() => void dispatch({ type: 'ui-state/toggle', data: { panel: 'wishlist' } })}
    />
  );
}

/** The phones' menu entry (slot 'layout/menu'; the header's wishlist button is hidden on phones): opens the drawer. */
export function WishlistMenuEntry() {
  const { t } = useTranslation('wishlist');
  const { items } = useWishlist();
  const dispatch = useCommand();
  return (
    <button type="button" className={styles.menuEntry} aria-controls={DRAWER_ID} onClick={() => void dispatch({ type: 'ui-state/open', data: { panel: 'wishlist' } })}>
      <Icon icon={Heart} size={20} />
      {t('headerLabel', { count: items.length })}
    </button>
  );
}

/** The wishlist drawer (slot 'layout/overlay'): the saved products, each with a link, price and remove button. */
export function WishlistDrawer() {
  const { t } = useTranslation('wishlist');
  const { items, remove } = useWishlist();
  const { open } = useProjection('ui-state/flags');
  const dispatch = useCommand();
  const view = useStoreView();
  const link = useLink();
  const close = useCallback(() => void dispatch({ type: 'ui-state/close', data: { panel: 'wishlist' } }), [dispatch]);
  const { width, height } = LINE_THUMBNAIL;
  return (
    <Drawer id={DRAWER_ID} open={open.wishlist} title={t('title')} closeLabel={t('close')} onClose={close}>
      <ProductLineList
        label={t('title')}
        emptyText={t('empty')}
        onRemove={remove}
        items={items.map((item) => ({
          key: item.sku,
          name: item.name,
          href: link(productRoute(item)),
          imageSrc: item.image ? productImageUrl(item.image, width, height) : null,
          ...(item.image ? { imageSrcSet: productImageSrcSet(item.image, width, height) } : {}),
          price: formatPrice(item.price, view),
          removeLabel: t('removeItem', { productName: item.name }),
        }))}
      />
    </Drawer>
  );
}
