/** Latency figures of one scenario run. */
export interface RunStats {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests per second over the whole run (wall clock). */
  throughput: number;
}

/** The nearest-rank percentile `p` (0-100) of ascending `sorted` values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Summarises per-request latencies (ms) measured over `elapsedMs` of wall clock. */
export function summarise(latencies: readonly number[], elapsedMs: number): RunStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    throughput: elapsedMs > 0 ? (sorted.length * 1000) / elapsedMs : Number.NaN,
  };
}

/** A plain-text table with a header row, columns padded to their widest cell (numbers right-aligned). */
export function formatTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : cell)));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) => rows.every((row) => typeof row[column] === 'number'));
  const line = (row: readonly string[]) =>
    '| ' + row.map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ') + ' |';
  const rule = '|' + widths.map((width, column) => (numeric[column] ? '-'.repeat(width + 1) + ':' : '-'.repeat(width + 2))).join('|') + '|';
  const [head, ...body] = cells;
  return [line(head ?? []), rule, ...body.map(line)].join('\n');
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '-';
  if (Number.isInteger(value)) return String(value);
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}
