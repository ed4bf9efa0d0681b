import type { Reactor } from '../../kernel/module';
import { CmsMirror } from './mirror';

/** Writes every seen page to `cms-page` and every seen block to `cms-blocks` (spec section 7). */
export const mirrorCmsContent: Reactor<'cms/pageSeen' | 'cms/blocksSeen'> = {
  on: ['cms/pageSeen', 'cms/blocksSeen'],
  async run(event, { services }) {
    if (!services.isBound(CmsMirror)) return;
    const mirror = services.get<CmsMirror>(CmsMirror);
    if (event.type === 'cms/pageSeen') await mirror.pages.record(event);
    else await mirror.blocks.record(event);
  },
};
