import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Kernel } from '../kernel';
import type { ModuleDefinition } from '../module';
import { KernelProvider, PageProvider } from '../react';
import { createLinkHelper, type LinkHelper } from '../store-view';
import { testPageContext } from './page-context';
import { createTestKernel, type TestKernelOptions } from './test-kernel';
import { testStoreView } from './test-store-view';

/** What a module story's loader hands its render. */
export interface ModuleStoryLoaded {
  kernel: Kernel;
  i18n: I18n;
}

/**
 * A module story's loader: a started test kernel of `modules` (in the test view unless the options say
 * otherwise) and an i18next instance with `texts` as the English namespace `namespace`, the module's own.
 */
export async function loadModuleStory(
  modules: readonly ModuleDefinition[],
  namespace: string,
  texts: Record<string, unknown>,
  options: TestKernelOptions = {},
): Promise<ModuleStoryLoaded> {
  const kernel = await createTestKernel(modules, options);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { [namespace]: texts } }, react: { useSuspense: false } });
  return { kernel, i18n };
}

const NO_ROUTES = createLinkHelper(testStoreView, []);

/**
 * Renders a module's slot fills or page as the app would around them: its texts, its kernel and the page
 * context of the test view, with `link` knowing the routes the story's links need (none by default).
 */
export function ModuleStoryFrame({ kernel, i18n, link = NO_ROUTES, children }: ModuleStoryLoaded & { link?: LinkHelper; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(testStoreView, link)}>{children}</PageProvider>
      </KernelProvider>
    </I18nextProvider>
  );
}
