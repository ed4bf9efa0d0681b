// Types of scripts/test-stages.mjs (plain Node, so `npm test` starts before anything is built).

export interface Stage {
  name: string;
  script: string;
  needs?: string[];
}

export interface StageResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  reason: string;
}

export const STAGES: Stage[];
export function selectStages(stages: Stage[], argv: readonly string[]): Stage[];
export function runStages(stages: Stage[], runScript: (stage: Stage) => { ok: boolean; reason?: string }, now?: () => number): StageResult[];
export function stageTable(results: readonly StageResult[]): string;
