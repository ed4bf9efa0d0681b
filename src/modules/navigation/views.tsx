import { Menu } from 'lucide';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Slot, useCommand, useLink, useProjection } from '../../kernel/react';
import type { LinkHelper } from '../../kernel/store-view/link';
import { Drawer, DrillDownList, MenuBar, NavList, UiLink, type MenuBarEntry, Icon } from '../../ui';
import { treeCarrier, useCategoryTree } from './category-source';
import { nodesAlong, type CategoryNode } from './logic/category-tree';
import { sidebarLinks } from './site-links';
import styles from './views.module.css';

/** Menu entries with the view's category links. */
function entriesOf(nodes: readonly CategoryNode[], link: LinkHelper): MenuBarEntry[] {
  return nodes.map((node) => ({ id: node.id, label: node.name, href: link({ name: 'category', params: { slug: node.slug } }), children: entriesOf(node.children, link) }));
}

/** The submenu path of ui-state and the commands that change it. */
function useSubmenu() {
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

/** The sidebar drawer (layout/overlay): nothing while closed, so the server and a page load render none. */
export function Sidebar() {
  const open = useProjection('ui-state/flags').open.sidebar;
  return open ? <SidebarPanel /> : null;
}

/**
 * The open sidebar: the categories as a drill-down list along ui-state's submenu path (Back is closeSubmenu,
 * so the level leaves after 300 ms like every submenu), then the account, compare and content links.
 */
function SidebarPanel() {
  const { t } = useTranslation('navigation');
  const tree = useCategoryTree();
  const link = useLink();
  const { path, open, close, dispatch } = useSubmenu();
  const items = entriesOf(tree, link);
  const trail = nodesAlong(tree, path).map((node) => entriesOf([node], link)[0] as MenuBarEntry);
  const closeSidebar = () => void dispatch({ type: 'ui-state/closeAll', data: {} });
  return (
    <Drawer open side="start" title={t('sidebar.title')} closeLabel={t('sidebar.close')} onClose={closeSidebar}>
      <nav aria-label={t('menu.label')}>
        <DrillDownList items={items} trail={trail} rootTitle={t('sidebar.categories')} onOpen={open} onBack={close} backLabel={t('sidebar.back')} allLabel={(name) => t('sidebar.all', { name })} />
      </nav>
      <nav aria-label={t('sidebar.more')}>
        <ul className={styles.more}>
          {sidebarLinks(link).map((item) => (
            <li key={item.key}>
              <UiLink className={styles.moreLink} href={item.href}>
                {t(item.key)}
              </UiLink>
            </li>
          ))}
        </ul>
        <div className={styles.menuSlot}>
          <Slot name="layout/menu" />
        </div>
      </nav>
    </Drawer>
  );
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
