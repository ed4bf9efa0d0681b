/**
 * The page a shopper gets when the shop refuses to render one (503, server/load-shedding.ts): in the language of the
 * store view of the URL (a store prefix of the path, else the host's view, else the default view), as the offline
 * page does (src/app/offline-page.ts). Small and self-contained: it is sent while the process is too busy to render,
 * so it has no scripts, no stylesheet to fetch and nothing to look up. The API keeps its English envelope.
 */
import { escapeHtml } from '../src/app/html-document';
import { localizedPath, resolveStoreView } from '../src/kernel/store-view';
import type { Language, StoreView } from '../src/kernel/store-view/types';

/** Why the page was refused: every page render slot taken, or the whole process over one of its limits. */
export type BusyReason =
  | { kind: 'pages'; limit: number }
  | { kind: 'overloaded'; type: 'eventLoopDelay'; ms: number }
  | { kind: 'overloaded'; type: 'heapUsedBytes'; mb: number }
  | { kind: 'overloaded'; type: 'unhealthy' };

interface BusyTexts {
  title: string;
  pages: (limit: number, seconds: number) => string;
  overloaded: (what: string, seconds: number) => string;
  eventLoopDelay: (ms: number) => string;
  heapUsedBytes: (mb: number) => string;
  unhealthy: string;
  retry: string;
  home: string;
}

/** The texts in the five shop languages; English is the API's wording (load-shedding.ts). */
export const BUSY_TEXTS: Record<Language, BusyTexts> = {
  et: {
    title: 'Teenus ei ole saadaval 503',
    pages: (limit, seconds) => `Pood on hõivatud: korraga koostatakse kuni ${limit} lehte. Proovige uuesti ${seconds} s pärast.`,
    overloaded: (what, seconds) => `Pood on ülekoormatud: ${what}. Proovige uuesti ${seconds} s pärast.`,
    eventLoopDelay: (ms) => `server vastab üle ${ms} ms hilinemisega`,
    heapUsedBytes: (mb) => `server kasutab üle ${mb} MB mälu`,
    unhealthy: 'server ei ole töökorras',
    retry: 'Proovi uuesti',
    home: 'Tagasi avalehele',
  },
  ru: {
    title: 'Сервис недоступен 503',
    pages: (limit, seconds) => `Магазин занят: одновременно формируется не более ${limit} страниц. Повторите попытку через ${seconds} с.`,
    overloaded: (what, seconds) => `Магазин перегружен: ${what}. Повторите попытку через ${seconds} с.`,
    eventLoopDelay: (ms) => `сервер отвечает с задержкой более ${ms} мс`,
    heapUsedBytes: (mb) => `сервер использует более ${mb} МБ памяти`,
    unhealthy: 'сервер неисправен',
    retry: 'Повторить',
    home: 'Вернуться на главную страницу',
  },
  en: {
    title: 'Service Unavailable 503',
    pages: (limit, seconds) => `The shop is busy: at most ${limit} pages are rendered at once. Try again in ${seconds} s.`,
    overloaded: (what, seconds) => `The shop is overloaded: ${what}. Try again in ${seconds} s.`,
    eventLoopDelay: (ms) => `its event loop is more than ${ms} ms late`,
    heapUsedBytes: (mb) => `it uses more than ${mb} MB of memory`,
    unhealthy: 'it is not healthy',
    retry: 'Try again',
    home: 'Return to home page',
  },
  fi: {
    title: 'Palvelu ei ole käytettävissä 503',
    pages: (limit, seconds) => `Kauppa on ruuhkautunut: samanaikaisesti muodostetaan enintään ${limit} sivua. Yritä uudelleen ${seconds} s kuluttua.`,
    overloaded: (what, seconds) => `Kauppa on ylikuormittunut: ${what}. Yritä uudelleen ${seconds} s kuluttua.`,
    eventLoopDelay: (ms) => `palvelin vastaa yli ${ms} ms viiveellä`,
    heapUsedBytes: (mb) => `palvelin käyttää yli ${mb} Mt muistia`,
    unhealthy: 'palvelin ei toimi oikein',
    retry: 'Yritä uudelleen',
    home: 'Palaa etusivulle',
  },
  it: {
    title: 'Servizio non disponibile 503',
    pages: (limit, seconds) => `Il negozio è occupato: si generano al massimo ${limit} pagine alla volta. Riprova tra ${seconds} s.`,
    overloaded: (what, seconds) => `Il negozio è sovraccarico: ${what}. Riprova tra ${seconds} s.`,
    eventLoopDelay: (ms) => `il server risponde con oltre ${ms} ms di ritardo`,
    heapUsedBytes: (mb) => `il server usa più di ${mb} MB di memoria`,
    unhealthy: 'il server non funziona correttamente',
    retry: 'Riprova',
    home: 'Torna alla home page',
  },
};

/** The refusal's sentence in `language`, naming the limit and when to try again. */
export function busyMessage(language: Language, reason: BusyReason, seconds: number): string {
  const texts = BUSY_TEXTS[language];
  if (reason.kind === 'pages') return texts.pages(reason.limit, seconds);
  const what =
    reason.type === 'eventLoopDelay' ? texts.eventLoopDelay(reason.ms) : reason.type === 'heapUsedBytes' ? texts.heapUsedBytes(reason.mb) : texts.unhealthy;
  return texts.overloaded(what, seconds);
}

/** The store view of a page request: its language and its home page's path. */
export function viewOfPage(storeViews: readonly StoreView[], host: string, url: string): { language: Language; home: string } {
  const pathname = url.split('?')[0] ?? '/';
  const { storeView } = resolveStoreView(storeViews, { host, pathname });
  return { language: storeView.language, home: localizedPath('/', storeView) };
}

/** The 503 page: the reason in the view's language, a link to try the same page again and one to its home. */
export function busyPageHtml(view: { language: Language; home: string }, url: string, reason: BusyReason, seconds: number): string {
  const texts = BUSY_TEXTS[view.language];
  return (
    `<!DOCTYPE html><html lang="${view.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(texts.title)} | AP24</title>` +
    '<style>body{margin:0 auto;max-width:40rem;padding:3rem 1rem;font-family:system-ui,sans-serif;line-height:1.5;color:rgb(28,31,30)}' +
    'h1{font-size:1.75rem;line-height:1.2}a{display:inline-flex;align-items:center;min-height:44px;margin-right:1rem;color:rgb(19,91,55);font-weight:600}</style>' +
    `</head><body><main><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(busyMessage(view.language, reason, seconds))}</p>` +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.retry)}</a><a href="${escapeHtml(view.home)}">${escapeHtml(texts.home)}</a></p></main></body></html>`
  );
}
