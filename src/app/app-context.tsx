import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { StoreView } from '../kernel/store-view/types';
import type { CurrentLocation, LinkHelper } from '../kernel/store-view';
import { UiLinkProvider } from '../ui';
import { KernelProvider, type Kernel } from '../kernel';
import { PageProvider } from '../kernel/react';
import { createPageUrls } from '../kernel/store-view';
import { RouterLink } from './shell/router-link';
import type { HeadCollector } from './shell/document-title';
import { HeadCollectorContext, useDocumentHead } from './shell/document-title';

/** What every part of the shell knows about the page it is rendered for. */
export interface AppContextValue {
  storeView: StoreView;
  storeViews: readonly StoreView[];
  /** THE link helper of this view (route names and paths are prefixed once). */
  link: LinkHelper;
  /** Host (with port) and protocol of the page, for absolute store-switcher hrefs on other domains. */
  location: CurrentLocation;
}

const AppContext = createContext<AppContextValue | null>(null);

/** The app context; throws outside `AppProviders` (a wiring bug, not a runtime condition). */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp must be used inside <AppProviders>');
  return value;
}

/** Props of AppProviders. */
export interface AppProvidersProps {
  app: AppContextValue;
  i18n: I18n;
  kernel: Kernel;
  /** Server only: collects the page head while the shell renders. */
  head?: HeadCollector;
  children: ReactNode;
}

/** Everything above the router, identical on the server and in the browser (so hydration matches). */
export function AppProviders({ app, i18n, kernel, head, children }: AppProvidersProps) {
  const urls = createPageUrls(app);
  return (
    <HeadCollectorContext.Provider value={head ?? null}>
      <I18nextProvider i18n={i18n} defaultNS="shell">
        <AppContext.Provider value={app}>
          <KernelProvider kernel={kernel}>
            <PageProvider value={{ storeView: app.storeView, link: app.link, urls, useHead: useDocumentHead }}>
              <UiLinkProvider component={RouterLink}>{children}</UiLinkProvider>
            </PageProvider>
          </KernelProvider>
        </AppContext.Provider>
      </I18nextProvider>
    </HeadCollectorContext.Provider>
  );
}
