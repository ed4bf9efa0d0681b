import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage, MinimalLayout } from '../../ui';
import { useApp } from '../app-context';
import { useDocumentTitle } from './document-title';

/** The 404 page (catch-all route; the server answers it with status 404). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { link } = useApp();
  useDocumentTitle(t('error.notFound.title'));
  return (
    <ErrorPage
      title={t('error.notFound.title')}
      message={t('error.notFound.message')}
      homeHref={link({ name: 'home' })}
      homeLabel={t('error.backHome')}
    />
  );
}

/** The 500 page body (also the /error route). Never shows the error itself: no internals leak. */
export function ServerErrorPage() {
  const { t } = useTranslation('shell');
  const { link } = useApp();
  useDocumentTitle(t('error.server.title'));
  return (
    <ErrorPage
      title={t('error.server.title')}
      message={t('error.server.message')}
      homeHref={link({ name: 'home' })}
      homeLabel={t('error.backHome')}
    />
  );
}

/** Root error boundary: an error response of 404 shows the 404 page, anything else the 500 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const { link } = useApp();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MinimalLayout homeHref={link({ name: 'home' })} shopName={t('meta.shopName')}>
      {notFound ? <NotFoundPage /> : <ServerErrorPage />}
    </MinimalLayout>
  );
}
