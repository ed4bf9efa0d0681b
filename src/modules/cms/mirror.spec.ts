import { describe, expect, it } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMemoryEventLog } from '../../kernel/event-log/memory';
import { createMapStorage } from '../../kernel/event-log/storage';
import type { DomainEvent } from '../../kernel/messages';
import { seedEvents } from '../../kernel/testing';
import { CMS_BLOCKS_STORAGE_KEY, CMS_PAGE_STORAGE_KEY, createCmsMirror } from './mirror';

describe('cms storage mirror', () => {
  it('keeps seen pages under cms-page and blocks under cms-blocks, by identifier, across a reload', async () => {
    const storage = createMapStorage();
    const mirror = createCmsMirror(createDurableStore('cms-test', { storage }));
    const page = { id: 1, identifier: 'privacy', title: 'Privacy policy', content: '<p>Safe.</p>' };
    const block = { id: 2, identifier: 'footer', title: 'Footer', content: '<p>Mon-Fri</p>' };
    const [seenPage, seenBlocks] = await seedEvents(createMemoryEventLog(), [
      { type: 'cms/pageSeen', data: { page } },
      { type: 'cms/blocksSeen', data: { blocks: [block] } },
    ]);
    await mirror.pages.record(seenPage as DomainEvent<'cms/pageSeen'>);
    await mirror.blocks.record(seenBlocks as DomainEvent<'cms/blocksSeen'>);
    expect(await storage.getItem(CMS_PAGE_STORAGE_KEY)).toEqual({ privacy: page });
    expect(await storage.getItem(CMS_BLOCKS_STORAGE_KEY)).toEqual({ footer: block });
    // A new page load reads the same store back.
    expect(await createCmsMirror(createDurableStore('cms-test', { storage })).pages.read()).toEqual({ privacy: page });
  });
});
