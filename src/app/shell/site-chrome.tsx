import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router-dom';
import { storeViewHref } from '../../kernel/store-view';
import { Slot } from '../../kernel';
import type { SlotFill } from '../../kernel/module';
import { NavList, ProgressBar, SiteFooter, SiteHeader, StoreSwitcher } from '../../ui';
import { useApp } from '../app-context';

const NAV = [
  { name: 'home', key: 'nav.home' },
  { name: 'catalog', key: 'nav.catalog' },
  { name: 'compare', key: 'nav.compare' },
  { name: 'my-account', key: 'nav.myAccount' },
  { name: 'checkout', key: 'nav.checkout' },
] as const;

/**
 * Content pages linked from the footer (slugs of the cms-page route). The store locator and the sitemap are
 * pages of the navigation module, which links them in its `layout/footer` fill (ADR 0020).
 */
const FOOTER_PAGES = [
  { slug: 'privacy', key: 'footer.privacy' },
  { slug: 'return-policy', key: 'footer.returnPolicy' },
  { slug: 'shipping', key: 'footer.shipping' },
  { slug: 'terms', key: 'footer.terms' },
  { slug: 'about-us', key: 'footer.aboutUs' },
  { slug: 'customer-service', key: 'footer.customerService' },
  { slug: 'return-form', key: 'footer.returnForm' },
] as const;

const PROMISES = ['promise.delivery', 'promise.returns', 'promise.support', 'promise.carrier', 'promise.courier'] as const;

/** Store switcher entries: listed views only, hrefs for a full page load. */
function useStoreOptions() {
  const { storeView, storeViews, location } = useApp();
  return storeViews
    .filter((view) => view.listed)
    .map((view) => ({
      code: view.storeCode,
      name: view.name,
      href: storeViewHref(view, location, storeViews),
      lang: view.language,
      current: view.storeCode === storeView.storeCode,
    }));
}

/**
 * The site header: main navigation built with the link helper, the store switcher, then the modules' actions (the
 * phones' menu button comes last, at the thumb). On phones the navigation row and the store switcher hide and the
 * menu carries them.
 */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const { link } = useApp();
  const { pathname } = useLocation();
  const options = useStoreOptions();
  const items = NAV.map((item) => {
    const href = link({ name: item.name });
    return { href, label: t(item.key), current: href === pathname };
  });
  return (
    <SiteHeader
      homeHref={link({ name: 'home' })}
      shopName={t('meta.shopName')}
      skipLabel={t('skipToContent')}
      skipLinks={<Slot name="layout/skipLinks" />}
      nav={<NavList label={t('nav.main')} items={items} />}
      // Phones find the store select in the menu instead (MenuStoreSwitcher, the app's `layout/menu` fill).
      wideActions={<StoreSwitcher label={t('storeSwitcher.label')} options={options} />}
      actions={<Slot name="layout/headerActions" />}
    >
      {/* Inside the banner landmark: the car bar outside any landmark was axe's "region" finding (issue 20). */}
      <Slot name="layout/headerNav" />
    </SiteHeader>
  );
}

/** The store select in the phones' menu (the app's own `layout/menu` fill, see shellFills). */
export function MenuStoreSwitcher() {
  const { t } = useTranslation('shell');
  return <StoreSwitcher label={t('storeSwitcher.label')} options={useStoreOptions()} placement="menu" />;
}

/** The composition root's own slot fills, given to the kernel next to the modules' (KernelOptions.fills). */
export const shellFills: readonly SlotFill[] = [{ slot: 'layout/menu', key: 'store-switcher', order: 100, component: MenuStoreSwitcher }];

/** The site footer: content-page links and the shop promises. */
export function AppFooter() {
  const { t } = useTranslation('shell');
  const { link } = useApp();
  const links = FOOTER_PAGES.map((page) => ({ href: link({ name: 'cms-page', params: { slug: page.slug } }), label: t(page.key) }));
  return (
    <>
      <Slot name="layout/footer" />
      <SiteFooter title={t('footer.title')} links={links} promises={PROMISES.map((key) => t(key))} />
    </>
  );
}

/** The shop promises as translated texts (home page, footer). */
export function usePromises(): string[] {
  const { t } = useTranslation('shell');
  return PROMISES.map((key) => t(key));
}

/** Drawn above every layout: the route progress bar while a navigation loads, and the modules' overlays (notifications, modals). */
export function AppOverlay() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} label={t('progress.label')} />
      <Slot name="layout/overlay" />
    </>
  );
}
