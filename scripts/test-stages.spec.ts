import { describe, expect, it } from 'vitest';
import { runStages, selectStages, stageTable, STAGES } from './test-stages.mjs';

// Issue 21 item 5: `npm test` runs every stage and reports all of them, failing at the end.
describe('npm test stages', () => {
  const clock = () => {
    let t = 0;
    return () => (t += 1000);
  };

  it('runs every stage after a failing one and skips only the journeys when the build fails', () => {
    const ran: string[] = [];
    const results = runStages(STAGES, (stage) => {
      ran.push(stage.name);
      return stage.name === 'unit' || stage.name === 'build' ? { ok: false, reason: 'exit code 1' } : { ok: true };
    }, clock());
    expect(ran).toEqual(['typecheck', 'lint', 'unit', 'stories', 'build']);
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['typecheck', 'passed'], ['lint', 'passed'], ['unit', 'failed'], ['stories', 'passed'], ['build', 'failed'], ['e2e', 'skipped'],
    ]);
    expect(results.find((r) => r.name === 'e2e')?.reason).toBe('build did not pass');
  });

  it('reports each stage with its time and names the stages that did not pass', () => {
    const table = stageTable(runStages(STAGES, (stage) => ({ ok: stage.name !== 'lint', reason: stage.name === 'lint' ? 'exit code 1' : '' }), clock()));
    expect(table).toMatch(/^lint\s+failed\s+1 s\s+\(exit code 1\)$/m);
    expect(table).toMatch(/^e2e\s+passed\s+1 s$/m);
    expect(table).toMatch(/^total\s+FAILED\s+6 s\s+\(not passed: lint\)$/m);
  });

  it('runs only the named stages with --only, and refuses an unknown name', () => {
    expect(selectStages(STAGES, ['--only', 'unit,e2e']).map((s) => [s.name, s.needs ?? []])).toEqual([['unit', []], ['e2e', []]]);
    expect(selectStages(STAGES, [])).toBe(STAGES);
    expect(() => selectStages(STAGES, ['--only', 'unit,jest'])).toThrow('unknown stage "jest"; the stages are typecheck, lint, unit, stories, build, e2e');
  });
});
