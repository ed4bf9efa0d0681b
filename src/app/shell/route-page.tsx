import type { ReactNode } from 'react';
import { PageHeading } from '../../ui';
import { useDocumentTitle } from './document-title';

/** A page's heading (and document title) followed by its content. */
export function RoutePage({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} {...(lead ? { lead } : {})} />
      {children}
    </>
  );
}
