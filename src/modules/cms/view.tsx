import type { CmsPage } from './messages';
import { PageHeading } from '../../ui';
import styles from './page.module.css';

/** Props of CmsPageView. */
export interface CmsPageViewProps {
  page: CmsPage;
  /** Shown above the text when the page is the copy kept on the device (offline). */
  savedCopyNote?: string | undefined;
}

/**
 * A content page: its heading and its HTML. The HTML comes from the shop's own content store (staff-authored,
 * like Magento CMS pages), so it is rendered as HTML.
 */
export function CmsPageView({ page, savedCopyNote }: CmsPageViewProps) {
  return (
    <>
      <PageHeading title={page.content_heading || page.title} />
      {savedCopyNote ? (
        <p className={styles.saved} role="status">
          {savedCopyNote}
        </p>
      ) : null}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: page.content }} />
    </>
  );
}
