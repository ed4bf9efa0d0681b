// Story tools for the "long texts on a phone" state (not part of the public API; ADR 0070). A story with
// `parameters: phone` runs at a 320×568 viewport: Storybook's viewport addon in the UI, `page.viewport` in the
// vitest browser (addon-vitest applies `viewport.defaultViewport`), so media queries give the phone's layout, not
// the desktop one squeezed. `inPhone` puts the story in a 320 px wide root that a play measures with `overflowing`.
import type { Decorator } from '@storybook/react-vite';
import { createElement, type ReactElement, type ReactNode } from 'react';

/** A small phone's width, the narrowest the shop supports. */
export const PHONE_WIDTH = 320;

/** Story parameters for a phone: the small-mobile viewport (320×568) and no padding around the story. */
export const phone = { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } } as const;

/** Renders the story in a phone-wide root (`data-phone`), the container `overflowing` measures. */
export const inPhone: Decorator = (Story) => createElement('div', { 'data-phone': '', style: { width: PHONE_WIDTH } }, createElement(Story));

/** The phone-wide root `inPhone` drew around the story. */
export function phoneRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-phone]');
  if (!root) throw new Error('the story has no phone root: add `decorators: [inPhone]`');
  return root;
}

const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';

function describe(element: Element, width: number, room: number): string {
  const name = element.tagName.toLowerCase() + (element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : '');
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  return `${name} is ${width} px wide in ${room} px: "${text}"`;
}

/**
 * What sticks out sideways in `root` (a phone root, or a language frame): the root's own content wider than it,
 * each element whose content is wider than its box (a word that does not wrap, a row that does not shrink) and
 * each element whose box reaches past the root's right edge (a table or a fixed width wider than the phone).
 * Contents of elements that clip or scroll sideways (`overflow-x` other than visible: a table's scroller, an
 * ellipsis) are theirs to handle and not walked into. Empty when everything fits.
 */
export function overflowing(root: HTMLElement): string[] {
  const edge = root.getBoundingClientRect().right + 1;
  const wide: HTMLElement[] = [];
  const past: string[] = [];
  const walk = (element: Element, outside: boolean) => {
    for (const child of element.children) {
      if (!(child instanceof HTMLElement)) continue;
      const style = getComputedStyle(child);
      if (style.display === 'none') continue;
      const box = child.getBoundingClientRect();
      const sticksOut = !outside && box.width > 0 && box.right > edge;
      if (sticksOut) past.push(`${describe(child, Math.round(box.width), Math.round(edge - 1 - box.left))} (past the right edge)`);
      if (clips(style)) continue;
      if (child.clientWidth > 0 && child.scrollWidth > child.clientWidth + 1) wide.push(child);
      walk(child, outside || sticksOut);
    }
  };
  walk(root, false);
  // The innermost culprits: an element wider than its box makes each of its ancestors wider too.
  const found = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other))).map((element) => describe(element, element.scrollWidth, element.clientWidth));
  found.push(...past);
  if (root.scrollWidth > root.clientWidth + 1) found.unshift(`the root: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
  return found;
}

/** The shop's languages, in the order the language frames show them. */
export const STORY_LANGUAGES = ['et', 'ru', 'en', 'fi', 'it'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/**
 * For a component that takes its texts as props: the five languages side by side, each in a phone-wide region
 * labelled with its code (`lang` set), as the kernel's `LanguageFrames` does for module views.
 */
export function languageColumns(render: (language: StoryLanguage) => ReactNode): ReactElement {
  return createElement(
    'div',
    { style: { display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' } },
    STORY_LANGUAGES.map((language) =>
      createElement('section', { key: language, lang: language, 'aria-label': language, style: { width: PHONE_WIDTH, outline: '1px dashed #999', transform: 'translateZ(0)' } }, render(language)),
    ),
  );
}
