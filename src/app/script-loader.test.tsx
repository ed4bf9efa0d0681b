import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SCRIPTS_ID, SCRIPT_LOADER, SCRIPT_LOADER_LIMIT_MS } from './script-loader';

/** The head's scripts as the loader leaves them: modulepreload hrefs and module script srcs, with their nonces. */
function started(): { preloads: string[]; modules: string[]; nonces: string[] } {
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
  return {
    preloads: links.map((link) => link.getAttribute('href') ?? ''),
    modules: scripts.map((script) => script.getAttribute('src') ?? ''),
    nonces: [...links, ...scripts].map((element) => element.nonce),
  };
}

/** A picture the page marked as its largest, still loading (jsdom loads no image; `complete` says so). */
function loadingPicture(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: false });
  document.body.append(image);
  return image;
}

/** Runs the loader as the head's inline script, with `nonce` as its own. */
function runLoader(nonce = 'n0nce'): void {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = PAGE_SCRIPTS_ID;
  data.textContent = JSON.stringify({ preload: ['/assets/react.js', '/assets/page.js'], entry: '/assets/entry.js' });
  document.head.append(data);
  const loader = document.createElement('script');
  loader.nonce = nonce;
  Object.defineProperty(document, 'currentScript', { value: loader, configurable: true });
  try {
    new Function(SCRIPT_LOADER)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

describe('script loader (ADR 0078)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("starts the page's scripts, all at once and with the page's nonce, only after its main picture has loaded", async () => {
    const picture = loadingPicture();
    runLoader();
    await vi.advanceTimersByTimeAsync(100);
    expect(started().modules).toEqual([]);

    picture.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toEqual({
      preloads: ['/assets/react.js', '/assets/page.js'],
      modules: ['/assets/entry.js'],
      nonces: ['n0nce', 'n0nce', 'n0nce'],
    });
    // The time limit that follows adds nothing twice.
    await vi.advanceTimersByTimeAsync(SCRIPT_LOADER_LIMIT_MS);
    expect(started().modules).toEqual(['/assets/entry.js']);
  });

  it('starts them when the picture fails too, and at once on a page without one', async () => {
    const picture = loadingPicture();
    runLoader();
    picture.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(50);
    expect(started().modules).toEqual(['/assets/entry.js']);

    document.head.innerHTML = '';
    document.body.innerHTML = '';
    runLoader();
    await vi.advanceTimersByTimeAsync(50);
    expect(started().modules).toEqual(['/assets/entry.js']);
  });

  it('never keeps the page inert behind a picture that does not settle', async () => {
    loadingPicture();
    runLoader();
    await vi.advanceTimersByTimeAsync(SCRIPT_LOADER_LIMIT_MS - 10);
    expect(started().modules).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(started().modules).toEqual(['/assets/entry.js']);
  });
});
