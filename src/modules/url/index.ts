import { ContainerModule } from 'inversify';
import { defineModule, LoggerToken } from '../../kernel';
import { createCacheStore } from '../../kernel/event-log/cache-store';
import type { KernelLogger } from '../../kernel/logger';
import { UrlDispatcher } from '../../kernel/router/url-dispatcher';
import { browserOnline } from '../../kernel/sync/online';
import { createUrlDispatcher } from './dispatcher';
import { DEFAULT_URL_SETTINGS, type UrlSettings } from './logic';

export type { UrlSettings } from './logic';

/** Service token of the dispatcher's settings; bind it in a parent container to override the defaults. */
export const UrlSettingsToken = Symbol.for('autoparts.url.settings');

/**
 * URL dispatcher (spec section 2 "Dispatching unknown paths"): binds the kernel's `UrlDispatcher`, which
 * the router's catch-all route asks before answering 404. One dispatcher per kernel, so its memory
 * lives as long as the page (browser) or the request (server); the browser adds the 'url' local cache.
 */
export const urlModule = defineModule({
  id: 'url',
  activation: 'eager',
  bindings: new ContainerModule(({ bind }) => {
    bind(UrlDispatcher)
      .toDynamicValue((context) =>
        createUrlDispatcher({
          cache: typeof window === 'undefined' ? null : createCacheStore('url'),
          settings: context.get<UrlSettings>(UrlSettingsToken, { optional: true }) ?? DEFAULT_URL_SETTINGS,
          logger: context.get<KernelLogger>(LoggerToken),
          isOnline: browserOnline,
        }),
      )
      .inSingletonScope();
  }),
});
