/**
 * The journeys' shops start here: the shop's DATA_DIR is removed first, so every run that starts a shop starts
 * from the same data — a new DATA_DIR is a copy of the demo database template (about a second, ADR 0035) —
 * instead of the stock, orders and accounts earlier runs left (issue 21: a test part's stock fell from 175 to
 * 163 across reruns). Playwright runs this only when it starts the shop itself; a shop it reuses
 * (`reuseExistingServer`, outside CI: a shop already listening on the port) keeps its data.
 */
import { removeJourneyDataDir } from '../journey-data';

try {
  removeJourneyDataDir(process.env.DATA_DIR);
} catch (error) {
  console.error(`fresh-shop: ${error instanceof Error ? error.message : String(error)}; not starting`);
  process.exit(1);
}
await import('../../server/main');
