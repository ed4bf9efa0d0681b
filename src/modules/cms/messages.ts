/** Spec section 3 "CMS page, block, hierarchy": items with id and identifier, in the view's language. */
export interface CmsPage {
  id: number;
  identifier: string;
  title: string;
  /** Staff-authored HTML from the shop's own content store. */
  content: string;
  content_heading?: string;
  meta_description?: string;
}

/** A CMS block (staff-authored HTML shown inside pages). */
export interface CmsBlock {
  id: number;
  identifier: string;
  title: string;
  content: string;
}

/** One entry of the CMS hierarchy (a page's place in the content tree). */
export interface CmsHierarchyItem {
  id: number;
  identifier: string;
  parent_id: number | null;
  page_id: number | null;
  request_url: string;
  position?: number;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Keep a CMS page the shopper saw (so it opens offline); an unchanged page changes nothing. */
    'cms/recordPage': { page: CmsPage };
    /** Keep CMS blocks the shopper saw; unchanged blocks change nothing. */
    'cms/recordBlocks': { blocks: CmsBlock[] };
  }
  interface EventRegistry {
    /** A page was seen for the first time, or with other content than the kept copy. */
    'cms/pageSeen': { page: CmsPage };
    /** Blocks were seen for the first time, or changed (only those). */
    'cms/blocksSeen': { blocks: CmsBlock[] };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The CMS pages seen in this view, by identifier. */
    'cms/pages': { byIdentifier: Record<string, CmsPage> };
    /** The CMS blocks seen in this view, by identifier. */
    'cms/blocks': { byIdentifier: Record<string, CmsBlock> };
  }
}

export type CmsCommand = 'cms/recordPage' | 'cms/recordBlocks';
export type CmsEvent = 'cms/pageSeen' | 'cms/blocksSeen';
export const CMS_EVENTS = ['cms/pageSeen', 'cms/blocksSeen'] as const satisfies readonly CmsEvent[];
