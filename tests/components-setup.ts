import { cleanup, configure } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';

// findBy* and waitFor wait for a condition, by default at most 1 s. On a loaded 2-core machine an app shell's
// first render alone took 1.6 s (document-head.test.tsx failed in a fresh-clone run that passes on a quiet one),
// so they wait up to 10 s: a passing test still ends as soon as its condition holds, within the 30 s test limit.
configure({ asyncUtilTimeout: 10_000 });

// The component files share their worker's jsdom window (vitest `isolate: false`, ADR 0080): each file starts from
// what a new window would give it, and leaves nothing mounted behind.
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
