import { DomainError, type Decider } from '../../kernel/module';
import type { EventDraft } from '../../kernel/messages';
import type { CmsBlock, CmsCommand, CmsEvent, CmsPage } from './messages';

/** Spec section 5: the message of a CMS page lookup that found nothing. */
export const CMS_EMPTY_RESULT = 'CMS query returned empty result';

/** Pages and blocks kept, by identifier. */
export interface CmsContent {
  pages: Record<string, CmsPage>;
  blocks: Record<string, CmsBlock>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The kept content after one CMS event. The decider, the projections and the storage mirrors all fold with it. */
export function nextCmsContent(content: CmsContent, event: EventDraft<CmsEvent>): CmsContent {
  switch (event.type) {
    case 'cms/pageSeen':
      return { ...content, pages: { ...content.pages, [event.data.page.identifier]: event.data.page } };
    case 'cms/blocksSeen':
      return { ...content, blocks: { ...content.blocks, ...Object.fromEntries(event.data.blocks.map((block) => [block.identifier, block])) } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

const blank = (identifier: string) => identifier.trim() === '';

/**
 * CMS content the shopper saw: a page or blocks become an event only when new or changed, so revisiting a page
 * adds nothing to the log. A page or block without an identifier is an empty lookup result.
 */
export const cmsDecider: Decider<CmsContent, CmsCommand, CmsEvent> = {
  initialState: () => ({ pages: {}, blocks: {} }),
  decide(command, state) {
    switch (command.type) {
      case 'cms/recordPage': {
        const { page } = command.data;
        if (blank(page.identifier)) throw new DomainError('cms/emptyResult', CMS_EMPTY_RESULT);
        return same(state.pages[page.identifier], page) ? [] : [{ type: 'cms/pageSeen', data: { page } }];
      }
      case 'cms/recordBlocks': {
        if (command.data.blocks.some((block) => blank(block.identifier))) throw new DomainError('cms/emptyResult', CMS_EMPTY_RESULT);
        const changed = command.data.blocks.filter((block) => !same(state.blocks[block.identifier], block));
        return changed.length ? [{ type: 'cms/blocksSeen', data: { blocks: changed } }] : [];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
  evolve(draft, event) {
    const next = nextCmsContent(draft as CmsContent, event);
    draft.pages = next.pages;
    draft.blocks = next.blocks;
  },
};
