import { usePageHead, usePageUrls } from '../../kernel/react';
import { useRouteData } from '../../kernel/router';
import type { CmsPageData } from '../route-loaders';
import { RoutePage } from '../shell/route-page';
import styles from './cms-page.module.css';

/**
 * A content page from the CMS (`/i/{identifier}`), server-rendered with its text. The HTML comes from
 * the shop's own content store (staff-authored, like Magento CMS pages), so it is rendered as HTML.
 * Its head: the page's meta description (else the shop's) and its canonical URL.
 */
export default function CmsPage() {
  const { page } = useRouteData<CmsPageData>();
  const urls = usePageUrls();
  usePageHead({
    description: page.meta_description?.trim() || undefined,
    canonical: urls.page({ name: 'cms-page', params: { slug: page.identifier } }),
  });
  return (
    <RoutePage title={page.content_heading || page.title}>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: page.content }} />
    </RoutePage>
  );
}
