import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '../../kernel/module';
import { DefaultLayout, EmptyLayout, MinimalLayout } from '../../ui';
import { useApp } from '../app-context';
import { AppFooter, AppHeader, AppOverlay } from './site-chrome';

/** Header, page, footer. */
export function DefaultLayoutRoute() {
  return (
    <DefaultLayout header={<AppHeader />} footer={<AppFooter />} overlay={<AppOverlay />}>
      <Outlet />
    </DefaultLayout>
  );
}

/** Logo and page (error, focused flows). */
export function MinimalLayoutRoute() {
  const { t } = useTranslation('shell');
  const { link } = useApp();
  return (
    <MinimalLayout homeHref={link({ name: 'home' })} shopName={t('meta.shopName')} overlay={<AppOverlay />}>
      <Outlet />
    </MinimalLayout>
  );
}

/** Page only. */
export function EmptyLayoutRoute() {
  return (
    <EmptyLayout overlay={<AppOverlay />}>
      <Outlet />
    </EmptyLayout>
  );
}

/** The layout route component for each layout name (spec section 2: default, empty, minimal). */
export const layoutRoutes: Record<LayoutName, ComponentType> = {
  default: DefaultLayoutRoute,
  minimal: MinimalLayoutRoute,
  empty: EmptyLayoutRoute,
};
