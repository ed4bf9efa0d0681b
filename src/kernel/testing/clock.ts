/** The time every test kernel and decider specification starts at. */
export const TEST_NOW = '2024-01-01T00:00:00.000Z';

/** A clock that always reads the same instant. */
export function fixedClock(iso: string = TEST_NOW): () => Date {
  return () => new Date(iso);
}

/** Ids `id-1`, `id-2`, ... (or with another prefix), so tests can name them. */
export function sequentialIds(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}
