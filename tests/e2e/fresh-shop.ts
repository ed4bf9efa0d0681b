/**
 * The journeys' shops start here: the shop's DATA_DIR is removed first, so every run that starts a shop starts
 * from the same data — a new DATA_DIR is a copy of the demo database template (about a second, ADR 0035) —
 * instead of the stock, orders and accounts earlier runs left (issue 21: a test part's stock fell from 175 to
 * 163 across reruns). Playwright runs this only when it starts the shop itself; a shop it reuses
 * (`reuseExistingServer`, outside CI: a shop already listening on the port) keeps its data.
 */
import { rmSync } from 'node:fs';
import { basename } from 'node:path';

const dir = process.env.DATA_DIR ?? '';
// Only the journeys' own folders (tmpdir()/autoparts-e2e-*): a mistyped DATA_DIR never removes anything else.
if (!basename(dir).startsWith('autoparts-e2e-')) {
  console.error(`fresh-shop: DATA_DIR "${dir}" is not a journeys' data folder (autoparts-e2e-*); not starting`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
await import('../../server/main');
