/** GET `/manifest.webmanifest` (and `/{storeCode}/manifest.webmanifest` for prefixed views): the installable app. */
import type { FastifyInstance } from 'fastify';
import { resolveStoreView } from '../src/kernel/store-view';
import type { StoreView } from '../src/kernel/store-view/types';
import { shellTranslations } from '../src/app/locales';
import { WEB_MANIFEST_TYPE, webManifest, webManifestPath, type ManifestTexts } from '../src/app/web-manifest';

/** A day, like the other JSON files (spec section 9): names and icons change with a release at most. */
export const WEB_MANIFEST_CACHE_CONTROL = 'public, max-age=86400';

async function shellMeta(view: StoreView): Promise<ManifestTexts> {
  const { default: texts } = await shellTranslations.load(view.language);
  const meta = texts.meta as Partial<ManifestTexts> | undefined;
  if (!meta?.shopName || !meta.description) throw new Error(`The shell texts of '${view.language}' have no meta.shopName or meta.description`);
  return { shopName: meta.shopName, description: meta.description };
}

/**
 * One route per manifest path of the store views. The view is resolved from host and path like a page's,
 * so the Finnish and Italian own domains answer their own manifest at `/manifest.webmanifest`.
 */
export function registerWebManifests(app: FastifyInstance, storeViews: readonly StoreView[]): void {
  const paths = new Set(storeViews.map(webManifestPath));
  for (const path of paths) {
    app.get(path, async (request, reply) => {
      const { storeView } = resolveStoreView(storeViews, { host: request.host || 'localhost', pathname: path });
      const manifest = webManifest(storeView, await shellMeta(storeView));
      return reply.header('cache-control', WEB_MANIFEST_CACHE_CONTROL).type(`${WEB_MANIFEST_TYPE}; charset=utf-8`).send(JSON.stringify(manifest));
    });
  }
}
