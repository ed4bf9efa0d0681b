import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, usePageHead, usePageUrls } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import type { CmsPageData } from './page-loader';
import { CmsPageView } from './view';

/**
 * A content page from the CMS (`/i/{identifier}`), server-rendered with its text. Head: the page's title, its meta
 * description (else the shop's) and its canonical URL. A page read from the API is kept (`cms/recordPage`), so it
 * opens offline later; the kept copy says so when it is shown.
 */
export default function CmsPageRoute() {
  const { t } = useTranslation('cms');
  const { page, fromStorage } = useRouteData<CmsPageData>();
  const urls = usePageUrls();
  const dispatch = useCommand();
  usePageHead({
    title: page.content_heading || page.title,
    description: page.meta_description?.trim() || undefined,
    canonical: urls.page({ name: 'cms-page', params: { slug: page.identifier } }),
  });
  useEffect(() => {
    if (!fromStorage) void dispatch({ type: 'cms/recordPage', data: { page } });
  }, [dispatch, page, fromStorage]);
  return <CmsPageView page={page} savedCopyNote={fromStorage ? t('savedCopy') : undefined} />;
}
