/**
 * The page the service worker answers, at the page's own URL, for a page it has not kept (src/service-worker/sw.ts
 * precaches `/offline.html`, which server/offline-page.ts renders per host). It speaks the language of the store
 * view of that URL (issue 20): a store prefix of the path (`/eng`, `/rus`, ...), else the view of the host it
 * was fetched from (each host is an origin with its own worker and precache: `fi.localhost` gets the Finnish
 * page, `localhost` the Estonian one). The views come from the server's configuration (own domains included),
 * never from the browser's languages. Its precache revision is this file's hash (vite.config.ts).
 */
import { resolveStoreView } from '../kernel/store-view';
import type { Language, StoreView } from '../kernel/store-view/types';

/** The page's texts. */
export interface OfflineTexts {
  title: string;
  text: string;
  retry: string;
  home: string;
}

/** The offline page in the five shop languages. */
export const OFFLINE_TEXTS: Record<Language, OfflineTexts> = {
  et: { title: 'Ühendus puudub', text: 'Seda lehte pole selles seadmes veel salvestatud. Lehed, mida olete külastanud, avanevad ka ilma ühenduseta.', retry: 'Proovi uuesti', home: 'Avalehele' },
  ru: { title: 'Нет подключения к интернету', text: 'Эта страница ещё не сохранена на этом устройстве. Страницы, которые вы уже посещали, открываются и без подключения.', retry: 'Повторить', home: 'На главную' },
  en: { title: 'You are offline', text: 'This page has not been saved on this device yet. Pages you have visited open without a connection.', retry: 'Try again', home: 'Home page' },
  fi: { title: 'Ei verkkoyhteyttä', text: 'Tätä sivua ei ole vielä tallennettu tälle laitteelle. Aiemmin avaamasi sivut aukeavat myös ilman yhteyttä.', retry: 'Yritä uudelleen', home: 'Etusivulle' },
  it: { title: 'Sei offline', text: 'Questa pagina non è ancora salvata su questo dispositivo. Le pagine che hai già visitato si aprono anche senza connessione.', retry: 'Riprova', home: 'Vai alla home page' },
};

/** Which view a URL of this host belongs to, as the page's script decides it offline. */
export interface OfflineViews {
  /** The prefixed views' codes and languages: a path starting `/{code}` is that view (home `/{code}`). */
  prefixes: Record<string, Language>;
  /** The language of the host's own view (home `/`). */
  host: Language;
}

/** The offline page's views for a host: the prefixed views (they win on any host) and the host's view. */
export function offlineViewsFor(storeViews: readonly StoreView[], host: string): OfflineViews {
  const prefixes: Record<string, Language> = {};
  for (const view of storeViews) if (view.appendStoreCode) prefixes[view.storeCode] = view.language;
  // '/' is never a prefixed view's path, so this is the host's view (or the default one).
  const { storeView } = resolveStoreView(storeViews, { host, pathname: '/' });
  return { prefixes, host: storeView.language };
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside a <script>: no '</script>' or '<!--' can close or confuse it.
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page for `views`: rendered in the host's language (what it says without its script), with the texts
 * of the languages its views speak and a script that picks the URL's view when the worker serves it.
 */
export function offlinePageHtml(views: OfflineViews): string {
  const languages = [...new Set<Language>([views.host, ...Object.values(views.prefixes)])];
  const texts = Object.fromEntries(languages.map((language) => [language, OFFLINE_TEXTS[language]]));
  const initial = OFFLINE_TEXTS[views.host];
  return `<!DOCTYPE html>
<html lang="${views.host}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#135b37">
<meta name="robots" content="noindex">
<title>${escapeHtml(initial.title)} | AP24</title>
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<style>
  /* Self-contained: offline, nothing else may be cached. Colours are the design system's tokens (src/ui/tokens.css). */
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; line-height: 1.5; color: rgb(28, 31, 30); background: rgb(255, 255, 255); }
  header { padding: 0.75rem 1rem; background: rgb(19, 91, 55); color: rgb(255, 255, 255); font-weight: 700; font-size: 1.25rem; }
  main { flex: 1; width: 100%; max-width: 40rem; margin: 0 auto; padding: 3rem 1rem; }
  h1 { margin: 0 0 0.75rem; font-size: 1.75rem; line-height: 1.2; }
  p { margin: 0 0 1.5rem; color: rgb(82, 89, 86); }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  button, a.home { min-height: 44px; padding: 0 1.25rem; border-radius: 4px; font: inherit; font-weight: 600; display: inline-flex; align-items: center; cursor: pointer; }
  button { border: 0; background: rgb(19, 91, 55); color: rgb(255, 255, 255); }
  button:hover { background: rgb(12, 64, 38); }
  a.home { border: 1px solid rgb(19, 91, 55); color: rgb(19, 91, 55); text-decoration: none; }
  button:focus-visible, a.home:focus-visible { outline: 3px solid rgb(0, 95, 204); outline-offset: 2px; }
</style>
</head>
<body>
<header>AP24</header>
<main>
  <h1 id="title">${escapeHtml(initial.title)}</h1>
  <p id="text">${escapeHtml(initial.text)}</p>
  <div class="actions">
    <button type="button" id="retry">${escapeHtml(initial.retry)}</button>
    <a class="home" id="home" href="/">${escapeHtml(initial.home)}</a>
  </div>
</main>
<script>
  // The service worker answers any page it has not kept with this file, at the page's own URL: a store
  // prefix of that URL chooses its view's texts and home, else the view of this host (server/offline-page.ts).
  (function () {
    var texts = ${scriptJson(texts)};
    var views = ${scriptJson(views)};
    var first = location.pathname.split('/')[1] || '';
    var prefixed = Object.prototype.hasOwnProperty.call(views.prefixes, first);
    var language = prefixed ? views.prefixes[first] : views.host;
    var chosen = texts[language];
    document.documentElement.lang = language;
    document.title = chosen.title + ' | AP24';
    document.getElementById('title').textContent = chosen.title;
    document.getElementById('text').textContent = chosen.text;
    document.getElementById('retry').textContent = chosen.retry;
    var link = document.getElementById('home');
    link.textContent = chosen.home;
    link.setAttribute('href', prefixed ? '/' + first : '/');
    document.getElementById('retry').addEventListener('click', function () { location.reload(); });
  })();
</script>
</body>
</html>
`;
}
