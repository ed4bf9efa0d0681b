#!/usr/bin/env node
// `npm test`: every stage runs, even after one fails, and a table at the end reports each stage's result and time
// (a failing component test no longer hides the stories', build's and journeys' results). The journeys need the
// build, so they are skipped only when it fails. Exit code 1 when any stage failed. Plain Node, no tsx: it starts
// before anything is built. `npm test -- --only unit,e2e` runs the named stages.
import { spawnSync } from 'node:child_process';
import { runStages, selectStages, stageTable, STAGES } from './test-stages.mjs';

let picked;
try {
  picked = selectStages(STAGES, process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const results = runStages(picked, (stage) => {
  console.log(`\n▶ ${stage.name}: npm run ${stage.script}`);
  const run = spawnSync('npm', ['run', '-s', stage.script], { stdio: 'inherit', env: process.env });
  if (run.error) return { ok: false, reason: run.error.message };
  if (run.signal) return { ok: false, reason: `signal ${run.signal}` };
  return { ok: run.status === 0, reason: run.status === 0 ? '' : `exit code ${run.status}` };
});
console.log(`\n${stageTable(results)}`);
process.exit(results.some((r) => r.status !== 'passed') ? 1 : 0);
