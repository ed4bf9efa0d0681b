import { useTranslation } from 'react-i18next';
import { Slot, useLink } from '../../kernel/react';
import { Drawer, DrillDownList, UiLink, type MenuBarEntry } from '../../ui';
import { useCategoryTree } from './category-source';
import { nodesAlong } from './logic/category-tree';
import { sidebarLinks } from './site-links';
import { entriesOf, useSubmenu } from './views';
import styles from './views.module.css';

/**
 * The open sidebar: the categories as a drill-down list along ui-state's submenu path (Back is closeSubmenu,
 * so the level leaves after 300 ms like every submenu), then the account, compare and content links.
 */
export default function SidebarPanel() {
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

