import { configure } from '@testing-library/react';

// findBy* and waitFor wait for a condition, by default at most 1 s. On a loaded 2-core machine an app shell's
// first render alone took 1.6 s (document-head.test.tsx failed in a fresh-clone run that passes on a quiet one),
// so they wait up to 10 s: a passing test still ends as soon as its condition holds, within the 30 s test limit.
configure({ asyncUtilTimeout: 10_000 });
