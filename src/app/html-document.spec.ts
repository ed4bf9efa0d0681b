import { describe, expect, it } from 'vitest';
import { documentEnd, documentStart, escapeHtml } from './html-document';
import { jsonForScript } from './initial-state';

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
    expect(html).toContain('<link rel="modulepreload" href="/assets/home.js">');
    expect(html).toContain('<script>window.__INITIAL_STATE__={"storeView":{"storeCode":"rus"},"config":{},"version":"1.0.0"}</script>');
    expect(html).toContain('<script type="module" src="/assets/entry.js"></script>');
    expect(html.endsWith('<body><div id="root">')).toBe(true);
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
});
