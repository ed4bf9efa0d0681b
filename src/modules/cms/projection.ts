import type { Projection } from '../../kernel/module';
import { nextCmsContent } from './decider';

const EMPTY = { pages: {}, blocks: {} };

/** The CMS pages seen in this view, by identifier. */
export const cmsPages: Projection<'cms/pages', 'cms/pageSeen'> = {
  name: 'cms/pages',
  version: 1,
  handles: ['cms/pageSeen'],
  initial: () => ({ byIdentifier: {} }),
  apply(draft, event) {
    draft.byIdentifier = nextCmsContent({ ...EMPTY, pages: draft.byIdentifier }, event).pages;
  },
};

/** The CMS blocks seen in this view, by identifier. */
export const cmsBlocks: Projection<'cms/blocks', 'cms/blocksSeen'> = {
  name: 'cms/blocks',
  version: 1,
  handles: ['cms/blocksSeen'],
  initial: () => ({ byIdentifier: {} }),
  apply(draft, event) {
    draft.byIdentifier = nextCmsContent({ ...EMPTY, blocks: draft.byIdentifier }, event).blocks;
  },
};
