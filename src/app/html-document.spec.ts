import { describe, expect, it } from 'vitest';
import { INLINE_STYLES_MAX_BYTES, documentEnd, documentStart, escapeHtml, stylesheetsHtml } from './html-document';
import { jsonForScript } from './initial-state';
import { EARLY_TAPS_SCRIPT } from '../ui/add-to-cart/early-taps-script';
import { PAGE_SCRIPTS_ID, SCRIPT_LOADER } from './script-loader';

describe('html document', () => {
  it('escapes JSON so data cannot leave the inline script', () => {
    const json = jsonForScript({ text: '</script><!-- \u2028' });
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- \u2028' });
  });

  it('writes lang, escaped title, assets and the initial state before the app', () => {
    const html = documentStart({
      lang: 'ru',
      title: 'Tom & "Jerry" <3',
      description: 'Parts',
      assets: { entry: '/assets/entry.js', modulePreloads: ['/assets/home.js'], stylesheets: ['/assets/entry.css'] },
      initialState: { storeView: { storeCode: 'rus' }, config: {}, version: '1.0.0' },
    });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ru"><head>/);
    expect(html).toContain('<title>Tom &#38; &#34;Jerry&#34; &#60;3</title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry.css">');
    expect(html).toContain('<script>window.__INITIAL_STATE__={"storeView":{"storeCode":"rus"},"config":{},"version":"1.0.0"}</script>');
    // The scripts are named for the loader, which starts them after the page's main picture (ADR 0078).
    expect(html).toContain(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">{"preload":["/assets/home.js"],"entry":"/assets/entry.js"}</script><script>${SCRIPT_LOADER}</script>`);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html.endsWith('<body><div id="root">')).toBe(true);
  });

  it("gives the script loader the page's nonce and keeps Vite's module script in development", () => {
    const base = { lang: 'et', title: 'Shop', description: 'Parts', initialState: { storeView: { storeCode: 'est' }, config: {}, version: '1' } };
    const built = documentStart({ ...base, assets: { entry: '/assets/entry.js', modulePreloads: [], stylesheets: [] }, nonce: 'n0nce' });
    expect(built).toContain(`<script nonce="n0nce">${SCRIPT_LOADER}</script>`);
    const dev = documentStart({ ...base, assets: { entry: null, modulePreloads: [], stylesheets: [] }, devEntry: '/src/app/entry-client.tsx', devHead: '' });
    expect(dev).toContain('<script type="module" src="/src/app/entry-client.tsx"></script>');
    expect(dev).not.toContain(PAGE_SCRIPTS_ID);
  });

  it("writes a page's stylesheets inline when all are known and small, else links them (issue 16: no render-blocking CSS)", () => {
    const styles = new Map([
      ['/assets/entry.css', '.a{color:red}'],
      ['/assets/page.css', '.b::after{content:"</style><script>"}'],
    ]);
    expect(stylesheetsHtml(['/assets/entry.css', '/assets/page.css'], styles)).toEqual([
      '<style data-href="/assets/entry.css">.a{color:red}</style><link rel="stylesheet" href="/assets/entry.css" disabled>',
      '<style data-href="/assets/page.css">.b::after{content:"<\\/style><script>"}</style><link rel="stylesheet" href="/assets/page.css" disabled>',
    ]);
    // One unknown file (or no texts at all): every stylesheet is linked, in order.
    expect(stylesheetsHtml(['/assets/entry.css', '/assets/other.css'], styles)).toEqual([
      '<link rel="stylesheet" href="/assets/entry.css">',
      '<link rel="stylesheet" href="/assets/other.css">',
    ]);
    expect(stylesheetsHtml(['/assets/entry.css'])).toEqual(['<link rel="stylesheet" href="/assets/entry.css">']);
    // Too much CSS for one page: linked (and cached) instead.
    const big = new Map([['/assets/big.css', 'a'.repeat(INLINE_STYLES_MAX_BYTES + 1)]]);
    expect(stylesheetsHtml(['/assets/big.css'], big)).toEqual(['<link rel="stylesheet" href="/assets/big.css">']);
    const html = documentStart({
      lang: 'et',
      title: 'Shop',
      description: 'Parts',
      assets: { entry: '/assets/entry.js', modulePreloads: [], stylesheets: ['/assets/entry.css'] },
      inlineStyles: styles,
      initialState: { storeView: { storeCode: 'est' }, config: {}, version: '1' },
    });
    expect(html).toContain('<style data-href="/assets/entry.css">.a{color:red}</style><link rel="stylesheet" href="/assets/entry.css" disabled>');
    expect(html).not.toMatch(/rel="stylesheet" href="[^"]+">/);
  });

  it('writes the page head: description, robots, canonical, hreflang alternates and JSON-LD, marked as the page\'s', () => {
    const html = documentStart({
      lang: 'en',
      title: 'Pads | Shop',
      description: 'Pads & "discs"',
      robots: 'noindex,follow',
      canonical: 'http://localhost/eng/p/A/a?x=1&y=2',
      alternates: [{ hreflang: 'et-EE', href: 'http://localhost/p/A/a' }, { hreflang: 'x-default', href: 'http://localhost/p/A/a' }],
      jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
      assets: { entry: null, modulePreloads: [], stylesheets: [] },
      initialState: { storeView: { storeCode: 'eng' }, config: {}, version: '1.0.0' },
    });
    expect(html).toContain('<meta name="description" content="Pads &#38; &#34;discs&#34;" data-page-head>');
    expect(html).toContain('<meta name="robots" content="noindex,follow" data-page-head>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/eng/p/A/a?x=1&#38;y=2" data-page-head>');
    expect(html).toContain('<link rel="alternate" hreflang="et-EE" href="http://localhost/p/A/a" data-page-head>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/p/A/a" data-page-head>');
    const script = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(html);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script?.[1] ?? '')).toEqual({ '@type': 'Product', name: '</script><script>alert(1)</script>' });
    // Exactly one script end per script start: the data did not close the JSON-LD block.
    expect(html.split('</script>').length).toBe(html.split('<script').length);
  });

  it('leaves out the optional head tags when the page set none', () => {
    const html = documentStart({ lang: 'et', title: 'Shop', description: 'Parts', assets: { entry: null, modulePreloads: [], stylesheets: [] }, initialState: { storeView: { storeCode: 'est' }, config: {}, version: '1' } });
    expect(html).toContain('<meta name="description" content="Parts" data-page-head>');
    expect(html).not.toMatch(/rel="canonical"|hreflang|ld\+json|name="robots"/);
  });

  it('closes the root and embeds the router hydration data after it', () => {
    const html = documentEnd({ loaderData: { home: { a: '<b>' } }, actionData: null, errors: null });
    expect(html).toBe(
      '</div><script>window.__staticRouterHydrationData={"loaderData":{"home":{"a":"\\u003cb>"}},"actionData":null,"errors":null}</script></body></html>',
    );
  });

  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });

  it('records taps on Add to cart before hydration with a script in the head that carries the CSP nonce (issue 20)', () => {
    const html = documentStart({
      lang: 'en',
      title: 'Shop',
      description: 'Parts',
      assets: { entry: '/assets/entry.js', modulePreloads: [], stylesheets: [] },
      initialState: { storeView: { storeCode: 'eng' }, config: {}, version: '1' },
      nonce: 'abc123',
    });
    const script = `<script nonce="abc123">${EARLY_TAPS_SCRIPT}</script>`;
    expect(html).toContain(script);
    // In the head, before the body's server HTML can be tapped.
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
    expect(EARLY_TAPS_SCRIPT).not.toMatch(/<\/script/i);
  });
});
