import { createInstance, type i18n as I18n } from 'i18next';
import { within } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { Kernel } from '../kernel';
import type { ModuleDefinition } from '../module';
import { KernelProvider, PageProvider } from '../react';
import { createLinkHelper, type LinkHelper } from '../store-view';
import { testPageContext } from './page-context';
import { createTestKernel, type TestKernelOptions } from './test-kernel';
import { testStoreView } from './test-store-view';
import { LANGUAGES, type Language } from '../store-view/types';

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

/** A module's texts in each of the five languages (its `locales/*.json`), keyed by namespace. */
export type StoryLocales = Record<Language, Record<string, Record<string, unknown>>>;

/** One i18next instance per language, each holding `locales[language]`'s namespaces (no fallback: a gap shows). */
export async function languageInstances(locales: StoryLocales): Promise<Record<Language, I18n>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (lng) => {
      const i18n = createInstance();
      await i18n.use(initReactI18next).init({ lng, resources: { [lng]: locales[lng] }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
      return [lng, i18n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Language, I18n>;
}

/** One namespace's texts in each language (a module's `locales/*.json`), as `languageInstances` takes them. */
export function namespaceLocales(namespace: string, texts: Record<Language, Record<string, unknown>>): StoryLocales {
  return Object.fromEntries(LANGUAGES.map((language) => [language, { [namespace]: texts[language] }])) as StoryLocales;
}

/**
 * Runs `check` on each language's frame of a `LanguageFrames` story, in the frames' order, with the frame's
 * queries, its language and its element (for `overflowing`): "every language shows its own heading".
 */
export async function eachLanguage(canvasElement: HTMLElement, check: (frame: ReturnType<typeof within>, language: Language, region: HTMLElement) => Promise<void>) {
  for (const language of LANGUAGES) {
    const region = within(canvasElement).getByRole('region', { name: language });
    await check(within(region), language, region);
  }
}

/**
 * A phone's width (320 px), for the language frames and the long-text stories: where the longest strings wrap
 * first. Media queries still follow the browser's viewport, so a frame shows the layout of the viewport's size.
 */
export const LANGUAGE_FRAME_WIDTH = 320;

/**
 * The "each language's longest strings" state: the same kernel rendered once per language, each in a phone-wide
 * region labelled with its language code (`lang` set, so hyphenation and fonts follow). The play finds a frame
 * with `getByRole('region', { name: 'fi' })`. Each frame is a containing block
 * (a transform), so fixed overlays such as prompts and dialogs stay inside their own language's frame.
 */
export function LanguageFrames({ kernel, i18ns, link = NO_ROUTES, children }: { kernel: Kernel; i18ns: Record<Language, I18n>; link?: LinkHelper; children: (language: Language) => ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' }}>
      {LANGUAGES.map((language) => (
        <section key={language} lang={language} aria-label={language} style={{ width: LANGUAGE_FRAME_WIDTH, minHeight: '10rem', outline: '1px dashed #999', transform: 'translateZ(0)' }}>
          <ModuleStoryFrame kernel={kernel} i18n={i18ns[language]} link={link}>
            {children(language)}
          </ModuleStoryFrame>
        </section>
      ))}
    </div>
  );
}


/** A page rendered the way the router shows it: at `url`, matched by `path`, with `data` as its loader's answer. */
export interface RoutedPage {
  path: string;
  url: string;
  data?: unknown;
  page: ReactNode;
  /** Show the router's address under the page (`<output aria-label="Address">`), for plays that follow links. */
  address?: boolean;
}

/** The memory router's current address, for plays to read where a link or form took the page. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const pageRoutes = ({ path, data = null, page, address = false }: RoutedPage): RouteObject[] => [
  {
    path,
    element: (
      <>
        {page}
        {address ? <Address /> : null}
      </>
    ),
    loader: () => data,
    HydrateFallback: () => null,
  },
];

/** A route page in a memory data router (pages read their loader data with `useRouteData`, which needs one). */
export function RoutePage(props: RoutedPage) {
  const [router] = useState(() => createMemoryRouter(pageRoutes(props), { initialEntries: [props.url] }));
  return <RouterProvider router={router} />;
}

/**
 * The server's HTML of a route page: its state before the browser takes over (the "loading" state of pages
 * whose content lives in the browser's event log, ADR 0017), rendered with react-dom/server as entry-server does.
 * Call it in a loader; show the result with `<ServerHtml html={…} />`.
 */
export async function serverRender(loaded: ModuleStoryLoaded, routed: RoutedPage, link: LinkHelper = NO_ROUTES): Promise<string> {
  const handler = createStaticHandler(pageRoutes(routed));
  const context = await handler.query(new Request(new URL(routed.url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the story's route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <ModuleStoryFrame {...loaded} link={link}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ModuleStoryFrame>,
  );
}

/** Shows server HTML as the shopper sees it before hydration (inert: no React behind it). */
export function ServerHtml({ html }: { html: string }) {
  return <div data-server-render="" dangerouslySetInnerHTML={{ __html: html }} />;
}
