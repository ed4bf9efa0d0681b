import { data } from 'react-router-dom';
import type { Container } from 'inversify';
import { ApiRequestError } from '../../kernel/api';
import type { RouteLoaderArgs } from '../../kernel/module';
import { CmsEmptyResultError, lookupCmsPage } from './api';
import { CMS_EMPTY_RESULT } from './decider';
import type { CmsPage } from './messages';
import { CmsMirror } from './mirror';

/** Loader data of the content page route. */
export interface CmsPageData {
  slug: string;
  page: CmsPage;
  /** True when the API did not answer and the page is the copy kept in browser storage. */
  fromStorage: boolean;
}

/** The copy of a page kept under `cms-page` (browser only; none on the server). */
async function storedPage(services: Container, identifier: string): Promise<CmsPage | undefined> {
  if (!services.isBound(CmsMirror)) return undefined;
  return (await services.get<CmsMirror>(CmsMirror).pages.read())[identifier];
}

/** Whether the API answered at all: a transport failure (offline, server down) is not an answer. */
const answered = (error: unknown) => error instanceof ApiRequestError && error.code >= 400 && error.code < 500;

/**
 * The loader of `/i/:slug`: the view's CMS page with that identifier from the API. An unknown page is the 404
 * page. When the API cannot be reached (offline), the copy kept in browser storage opens instead; without one
 * the lookup fails with 'CMS query returned empty result', which the router answers with the spec's offline
 * notice and a redirect to the view's home.
 */
export async function cmsPageLoader({ params, storeView, services }: RouteLoaderArgs): Promise<CmsPageData> {
  const slug = params.slug ?? '';
  try {
    return { slug, page: await lookupCmsPage(services, storeView, { key: 'identifier', value: slug }), fromStorage: false };
  } catch (error) {
    if (error instanceof CmsEmptyResultError) throw data({ notFound: true }, { status: 404 });
    if (answered(error)) throw error;
    const stored = await storedPage(services, slug);
    if (stored) return { slug, page: stored, fromStorage: true };
    if (!services.isBound(CmsMirror)) throw error;
    throw new Error(CMS_EMPTY_RESULT, { cause: error });
  }
}
