/**
 * (No React here: the server's document imports this file.)
 *
 * The page's scripts start once its largest picture is in (issue 16 item 3, ADR 0078). The server's HTML is the
 * whole page, so a phone needs nothing but the HTML, the inline styles and the page's main picture to show it;
 * with the scripts preloaded from the head, about 225 KB of them shared the phone's bandwidth with that picture and
 * the picture came last (Lighthouse, Chromium's own throttling: largest paint 2.6 s on home and category). The head
 * therefore names the page's scripts in a JSON block (PAGE_SCRIPTS_ID: the modulepreload list and the entry) and
 * SCRIPT_LOADER, inline with the page's nonce, adds the `modulepreload` links and the entry's module script when
 * the document is parsed and every `fetchpriority="high"` picture has loaded or failed, one frame later: the
 * scripts then load at full speed, still all at once (no request chain). Module scripts never ran before the
 * document was parsed anyway; what moves is their download. A picture that never settles holds them back
 * SCRIPT_LOADER_LIMIT_MS at most from the head. Taps on "Add to cart" before hydration are kept (early-taps).
 */

/** The id of the JSON block naming the page's scripts (PageScripts). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** What the JSON block holds: the chunks to preload and the entry module. */
export interface PageScripts {
  preload: readonly string[];
  entry: string;
}

/** The longest the scripts wait for the page's pictures, counted from the head: a stalled picture never keeps the page inert. */
export const SCRIPT_LOADER_LIMIT_MS = 3000;

/**
 * The loading script, tiny and dependency-free. Links and the script get the loader's own nonce (the page's CSP
 * nonce); `started` makes the picture path and the time limit start the scripts once.
 */
export const SCRIPT_LOADER =
  `(function(d,w){var c=d.currentScript,n=c&&c.nonce,started=0;` +
  `function add(e){if(n)e.nonce=n;d.head.appendChild(e)}` +
  `function start(){if(started)return;started=1;var b=d.getElementById('${PAGE_SCRIPTS_ID}');if(!b)return;var p=JSON.parse(b.textContent||'{}');` +
  `(p.preload||[]).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;add(l)});` +
  `var s=d.createElement('script');s.type='module';s.src=p.entry;add(s)}` +
  `function settled(i){return i.complete?0:new Promise(function(r){i.addEventListener('load',r);i.addEventListener('error',r)})}` +
  `function ready(){Promise.all([].map.call(d.querySelectorAll('img[fetchpriority="high"]'),settled)).then(function(){w.requestAnimationFrame(function(){w.setTimeout(start,0)})})}` +
  `w.setTimeout(start,${SCRIPT_LOADER_LIMIT_MS});` +
  `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})(document,window)`;
