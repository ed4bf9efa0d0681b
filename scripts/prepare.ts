/**
 * Runs at `npm install` (the "prepare" script), so the first `npm start` has nothing heavy left to do:
 * the production build and the server bundle (unless current; skipped on CI, where `npm test` builds) and, at
 * the same time, the demo database template new DATA_DIRs are copied from. Best effort: a failure is
 * reported and `npm install` still succeeds; `npm start` then does the missing part itself.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfChanged } from './build';
import { demoDatabaseTemplate } from '../server/bootstrap';
import { demoTemplateCacheDir, ensureDemoTemplate } from '../server/storage/demo-template';

const ROOT = join(import.meta.dirname, '..');

async function step(name: string, work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  try {
    await work();
    console.log(`prepare: ${name} ready (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.warn(`prepare: ${name} skipped: ${error instanceof Error ? error.message : String(error)} (npm start will do it)`);
  }
}

if (process.env.SKIP_PREPARE) {
  console.log('prepare: skipped (SKIP_PREPARE is set)');
} else {
  const steps: Promise<void>[] = [];
  // Without dev dependencies (a production install) there is no Vite to build with.
  if (process.env.CI) console.log('prepare: build skipped on CI (npm test builds)');
  else if (existsSync(join(ROOT, 'node_modules', '.bin', 'vite'))) steps.push(step('build', () => buildIfChanged(ROOT)));
  const cacheDir = demoTemplateCacheDir();
  steps.push(step('demo database template', () => ensureDemoTemplate(demoDatabaseTemplate(cacheDir), console.log)));
  await Promise.all(steps);
}
