import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createStoreMirror, type StoreMirror } from '../../kernel/event-log/store-mirror';
import type { DomainEvent } from '../../kernel/messages';
import { nextCmsContent } from './decider';
import type { CmsBlock, CmsPage } from './messages';

/** Spec section 7: the browser storage keys of the CMS pages and blocks. */
export const CMS_PAGE_STORAGE_KEY = 'cms-page';
export const CMS_BLOCKS_STORAGE_KEY = 'cms-blocks';

/** Service token of the CMS storage mirrors (browser only; the server renders from the API). */
export const CmsMirror = Symbol.for('autoparts.cms.mirror');

/** The pages under `cms-page` and the blocks under `cms-blocks`, by identifier, in step with the log. */
export interface CmsMirror {
  pages: StoreMirror<DomainEvent<'cms/pageSeen'>, Record<string, CmsPage>>;
  blocks: StoreMirror<DomainEvent<'cms/blocksSeen'>, Record<string, CmsBlock>>;
}

/** The view's mirrors on one durable store: seen content is never evicted, so it opens offline (ADR 0050). */
export function createCmsMirror(store: DurableStore): CmsMirror {
  return {
    pages: createStoreMirror(store, CMS_PAGE_STORAGE_KEY, (pages, event) => nextCmsContent({ pages, blocks: {} }, event).pages, {}),
    blocks: createStoreMirror(store, CMS_BLOCKS_STORAGE_KEY, (blocks, event) => nextCmsContent({ pages: {}, blocks }, event).blocks, {}),
  };
}
