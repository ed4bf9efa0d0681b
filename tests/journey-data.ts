import { rmSync } from 'node:fs';
import { basename } from 'node:path';

/** The journeys' data folders are named so (playwright.config.ts, tests/e2e/providers.ts, graphql-api.spec.ts). */
export const JOURNEY_DATA_PREFIX = 'autoparts-e2e-';

/**
 * Removes a journeys' shop's DATA_DIR before the shop starts, so the shop starts from a new one (a copy of the demo
 * database template): every run begins with the same data. Only a folder named `autoparts-e2e-*` is removed; any
 * other DATA_DIR is an error, so a mistyped one never removes anything else.
 */
export function removeJourneyDataDir(dir: string | undefined): void {
  if (!dir || !basename(dir).startsWith(JOURNEY_DATA_PREFIX)) {
    throw new Error(`DATA_DIR "${dir ?? ''}" is not a journeys' data folder (${JOURNEY_DATA_PREFIX}*); not removing it`);
  }
  rmSync(dir, { recursive: true, force: true });
}
