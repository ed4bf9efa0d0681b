// The stages of `npm test` (scripts/test.mjs), in order, and how their results are reported.

/** Each stage is an npm script; `needs` names stages whose failure makes this one meaningless (it is skipped). */
export const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'stories', script: 'test:stories' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e', needs: ['build'] },
];

/** The stages named by `--only a,b` (all without it); an unknown name is an error that lists the known ones. */
export function selectStages(stages, argv) {
  const at = argv.indexOf('--only');
  if (at === -1) return stages;
  const names = (argv[at + 1] ?? '').split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !stages.some((s) => s.name === n));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`npm test --only: unknown stage "${unknown.join(', ') || '(none)'}"; the stages are ${stages.map((s) => s.name).join(', ')}`);
  }
  // A stage named without its prerequisite would be skipped; `--only e2e` means "the build is already there".
  return stages.filter((s) => names.includes(s.name)).map((s) => ({ ...s, needs: s.needs?.filter((n) => names.includes(n)) }));
}

/**
 * Runs every stage with `runScript(script)` (which answers `{ ok, reason }`), going on after a failure; a stage
 * whose `needs` did not pass is skipped. `now` gives milliseconds (injected by the specs).
 */
export function runStages(stages, runScript, now = Date.now) {
  const results = [];
  for (const stage of stages) {
    const blocker = stage.needs?.find((name) => results.some((r) => r.name === name && r.status !== 'passed'));
    if (blocker) {
      results.push({ name: stage.name, status: 'skipped', seconds: 0, reason: `${blocker} did not pass` });
      continue;
    }
    const started = now();
    const { ok, reason } = runScript(stage);
    results.push({ name: stage.name, status: ok ? 'passed' : 'failed', seconds: (now() - started) / 1000, reason: reason ?? '' });
  }
  return results;
}

/** The summary table: one line per stage with its result, seconds and reason, and the total. */
export function stageTable(results) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const lines = results.map((r) => `${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${r.seconds.toFixed(0).padStart(5)} s${r.reason ? `  (${r.reason})` : ''}`);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  const failed = results.filter((r) => r.status !== 'passed').map((r) => r.name);
  return [
    `${'stage'.padEnd(width)}  result     time`,
    ...lines,
    `${'total'.padEnd(width)}  ${(failed.length ? 'FAILED' : 'passed').padEnd(7)}  ${total.toFixed(0).padStart(5)} s${failed.length ? `  (not passed: ${failed.join(', ')})` : ''}`,
  ].join('\n');
}
