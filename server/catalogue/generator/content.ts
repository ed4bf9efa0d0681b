import { storeViews } from '../../../src/app/store-views';
import { LANGUAGES } from '../../../src/kernel/store-view/types';
import type { Language } from '../../../src/kernel/store-view/types';
import { CMS_BLOCKS, CMS_BLOCK_IDS } from './cms-blocks';
import { CMS_PAGES, CMS_PAGE_IDS } from './cms-pages';
import type { GeneratorContext } from './context';
import { bannerDoc } from './banners';
import { reviewRows } from './reviews';
import type { ProductBundle } from './rows';

// Pages grouped under two hierarchy nodes; request_url is '{group}/{identifier}'.
const HIERARCHY: readonly (readonly [group: string, pages: readonly string[]])[] = [
  ['customer-service', ['customer-service', 'shipping', 'return-policy', 'return-form']],
  ['about', ['about-us', 'terms', 'privacy', 'sitemap']],
];

function pageRows() {
  return CMS_PAGE_IDS.flatMap((identifier, index) => LANGUAGES.map((language) => {
    const page = CMS_PAGES[identifier]?.[language];
    if (!page) throw new Error(`page ${identifier} has no ${language} text`);
    return {
      id: index + 1, language, identifier, title: page.title, content_heading: page.title,
      content: page.paragraphs.map((p) => `<p>${p}</p>`).join('\n'), meta_description: page.paragraphs[0] ?? '', active: true,
    };
  }));
}

function blockRows() {
  return CMS_BLOCK_IDS.flatMap((identifier, index) => LANGUAGES.map((language) => {
    const [title, content] = CMS_BLOCKS[identifier]?.[language] ?? ['', ''];
    return { id: index + 1, language, identifier, title, content, active: true };
  }));
}

function hierarchyRows() {
  const rows: Record<string, unknown>[] = [];
  let id = 1;
  for (const language of LANGUAGES) {
    id = 1;
    HIERARCHY.forEach(([group, pages], groupPosition) => {
      const groupId = id++;
      rows.push({ id: groupId, language, identifier: group, parent_id: null, page_id: null, request_url: group, position: groupPosition });
      pages.forEach((identifier, position) => {
        rows.push({ id: id++, language, identifier, parent_id: groupId, page_id: CMS_PAGE_IDS.indexOf(identifier) + 1, request_url: `${group}/${identifier}`, position });
      });
    });
  }
  return rows;
}

function bannerRows(ctx: GeneratorContext) {
  const views = storeViews.map((view) => ({ store_code: view.storeCode, doc: bannerDoc(ctx, view.language as Language, view.appendStoreCode ? `/${view.storeCode}` : '', { country: view.tax.defaultCountry }) }));
  return [...views, { store_code: 'default', doc: bannerDoc(ctx, 'en', '') }];
}

/** CMS pages, blocks and hierarchy per language, banners per store code, and a few reviews. */
export function contentRows(ctx: GeneratorContext, sample: readonly ProductBundle[]) {
  return { pages: pageRows(), blocks: blockRows(), hierarchy: hierarchyRows(), banners: bannerRows(ctx), reviews: reviewRows(ctx, sample) };
}
