import type { Container } from 'inversify';
import { ApiRequestError, apiGet } from '../../kernel/api';
import type { Reactor } from '../../kernel/module';
import { PRICE_SYNC_MAX_SKUS, renderListPath, stockListPath } from './logic/live';
import type { RecordedLiveAnswer } from './messages';

/** GETs an API path and keeps what came back (code 0: no answer at all, offline). */
async function answerOf(services: Container, path: string): Promise<RecordedLiveAnswer> {
  try {
    return { code: 200, result: await apiGet<unknown>(services, path) };
  } catch (error) {
    return { code: error instanceof ApiRequestError ? error.code : 0, result: null };
  }
}

/** Lists the stock of the requested skus: the prefetch chunk (the first 8) first, then the chunks of 15 together. */
export const listStock: Reactor<'catalog/liveSyncRequested'> = {
  on: ['catalog/liveSyncRequested'],
  async run(event, { dispatch, services }) {
    const list = async (skus: string[]) => {
      await dispatch({ type: 'catalog/recordStock', data: { skus, ...(await answerOf(services, stockListPath(skus))) } });
    };
    const [prefetch, ...rest] = event.data.stockChunks;
    if (prefetch) await list(prefetch);
    await Promise.all(rest.map(list));
  },
};

/**
 * The price sync (Vue Storefront's product/syncPlatformPricesOver): render-list for the skus with the view's
 * currency and store id and the customer's group, at most 100 skus a request.
 */
export const syncPlatformPricesOver: Reactor<'catalog/liveSyncRequested'> = {
  on: ['catalog/liveSyncRequested'],
  async run(event, { dispatch, services, storeView, read }) {
    const { skus } = event.data;
    const userGroupId = read('catalog/live').groupId;
    const requests: Promise<void>[] = [];
    for (let at = 0; at < skus.length; at += PRICE_SYNC_MAX_SKUS) {
      const chunk = skus.slice(at, at + PRICE_SYNC_MAX_SKUS);
      const path = renderListPath({ skus: chunk, currencyCode: storeView.currency.code, storeId: storeView.storeId, userGroupId });
      requests.push(answerOf(services, path).then(async (answer) => void (await dispatch({ type: 'catalog/recordPrices', data: { skus: chunk, ...answer } }))));
    }
    await Promise.all(requests);
  },
};
