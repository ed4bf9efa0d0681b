import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { CMS_EMPTY_RESULT, cmsDecider as decider } from './decider';
import type { CmsBlock, CmsPage } from './messages';

const page = (identifier: string, content = '<p>Text</p>'): CmsPage => ({ id: 1, identifier, title: identifier, content });
const block = (identifier: string, content = '<p>Block</p>'): CmsBlock => ({ id: 2, identifier, title: identifier, content });
const pageSeen = (p: CmsPage) => ({ type: 'cms/pageSeen' as const, data: { page: p } });
const blocksSeen = (...blocks: CmsBlock[]) => ({ type: 'cms/blocksSeen' as const, data: { blocks } });

describe('cms decider', () => {
  it('keeps a page seen for the first time', () => {
    given(decider).when({ type: 'cms/recordPage', data: { page: page('privacy') } }).then([pageSeen(page('privacy'))]);
    expect(given(decider, pageSeen(page('privacy'))).state.pages).toEqual({ privacy: page('privacy') });
  });

  it('adds nothing for a page seen again unchanged, and keeps a changed one', () => {
    given(decider, pageSeen(page('privacy'))).when({ type: 'cms/recordPage', data: { page: page('privacy') } }).then([]);
    given(decider, pageSeen(page('privacy')))
      .when({ type: 'cms/recordPage', data: { page: page('privacy', '<p>New</p>') } })
      .then([pageSeen(page('privacy', '<p>New</p>'))]);
    expect(given(decider, pageSeen(page('privacy')), pageSeen(page('privacy', '<p>New</p>'))).state.pages.privacy?.content).toBe('<p>New</p>');
  });

  it("fails a page without an identifier with the spec's empty-result message", () => {
    given(decider).when({ type: 'cms/recordPage', data: { page: page(' ') } }).thenThrows(CMS_EMPTY_RESULT);
    expect(CMS_EMPTY_RESULT).toBe('CMS query returned empty result');
  });

  it('keeps only the new or changed blocks, and nothing when none changed', () => {
    given(decider, blocksSeen(block('footer')))
      .when({ type: 'cms/recordBlocks', data: { blocks: [block('footer'), block('shipping-promise')] } })
      .then([blocksSeen(block('shipping-promise'))]);
    given(decider, blocksSeen(block('footer'))).when({ type: 'cms/recordBlocks', data: { blocks: [block('footer')] } }).then([]);
    expect(Object.keys(given(decider, blocksSeen(block('footer')), blocksSeen(block('a'), block('b'))).state.blocks)).toEqual(['footer', 'a', 'b']);
  });

  it('refuses blocks without an identifier', () => {
    given(decider).when({ type: 'cms/recordBlocks', data: { blocks: [block('')] } }).thenThrows('cms/emptyResult');
  });
});
