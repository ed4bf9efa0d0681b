import { Menu } from 'lucide';
import { Suspense, lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useLink, useProjection } from '../../kernel/react';
import type { LinkHelper } from '../../kernel/store-view/link';
import { MenuBar, NavList, type MenuBarEntry, Icon } from '../../ui';
import { treeCarrier, useCategoryTree } from './category-source';
import type { CategoryNode } from './logic/category-tree';
import styles from './views.module.css';

/** Menu entries with the view's category links. */
export function entriesOf(nodes: readonly CategoryNode[], link: LinkHelper): MenuBarEntry[] {
  return nodes.map((node) => ({ id: node.id, label: node.name, href: link({ name: 'category', params: { slug: node.slug } }), children: entriesOf(node.children, link) }));
}

/** The submenu path of ui-state and the commands that change it. */
export function useSubmenu() {
  const { path } = useProjection('ui-state/flags').submenu;
  const dispatch = useCommand();
  const open = useCallback((id: string) => void dispatch({ type: 'ui-state/openSubmenu', data: { id } }), [dispatch]);
  const close = useCallback(() => void dispatch({ type: 'ui-state/closeSubmenu', data: {} }), [dispatch]);
  return { path, open, close, dispatch };
}

/**
 * The categories menu bar (layout/headerNav, wide screens). Its open submenu is the first id of ui-state's
 * submenu path; moving to a sibling drops the previous one at once (popSubmenu) instead of nesting it,
 * while leaving closes after ui-state's 300 ms, which also forgives a pointer that slips off for a moment.
 */
export function CategoryMenu() {
  // The server streams the bar once its tree is read; until then an empty bar of the same height holds its place,
  // so the page below does not move down when it comes (0.093 of layout shift on desktops, issue 20).
  return (
    <Suspense fallback={<div className={styles.menuBar} aria-hidden="true" data-placeholder="" />}>
      <CategoryMenuBar />
    </Suspense>
  );
}

function CategoryMenuBar() {
  const { t } = useTranslation('navigation');
  const tree = useCategoryTree();
  const link = useLink();
  const { path, open, close, dispatch } = useSubmenu();
  const openId = path[0] ?? null;
  const onOpen = (id: string) => {
    if (openId !== null && openId !== id) void dispatch({ type: 'ui-state/popSubmenu', data: { id: openId } });
    open(id);
  };
  return (
    <div className={styles.menuBar} {...treeCarrier(tree)}>
      <MenuBar label={t('menu.label')} items={entriesOf(tree, link)} openId={openId} onOpen={onOpen} onClose={close} submenuLabel={(name) => t('menu.submenu', { name })} />
    </div>
  );
}

/** The phones' menu button (layout/headerActions): opens the sidebar drawer. */
export function MenuButton() {
  const { t } = useTranslation('navigation');
  const open = useProjection('ui-state/flags').open.sidebar;
  const dispatch = useCommand();
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={t('sidebar.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => void dispatch({ type: 'ui-state/open', data: { panel: 'sidebar' } })}
    >
      <Icon icon={Menu} size={24} />
    </button>
  );
}

/** The open sidebar's code comes with its first opening, like the mini cart's panel (ADR 0075, 0078). */
const SidebarPanel = lazy(() => import('./sidebar-panel'));

/** The sidebar drawer (layout/overlay): nothing while closed, so the server and a page load render none. */
export function Sidebar() {
  const open = useProjection('ui-state/flags').open.sidebar;
  return open ? (
    <Suspense fallback={null}>
      <SidebarPanel />
    </Suspense>
  ) : null;
}

/** The footer column (layout/footer) linking the module's own pages: the store locator and the sitemap. */
export function FooterLinks() {
  const { t } = useTranslation('navigation');
  const link = useLink();
  const items = [
    { href: link({ name: 'store-locator' }), label: t('links.storeLocator') },
    { href: link({ name: 'sitemap' }), label: t('links.sitemap') },
  ];
  return <NavList label={t('footer.label')} items={items} />;
}
