import { pgliteTemplate, pruneTemplates } from './template';

/**
 * vitest globalSetup (optional: the harness also builds templates lazily): drops templates unused for
 * a week and builds the plain migrated one before workers start, so none of them waits on it.
 */
export async function setup(): Promise<void> {
  pruneTemplates();
  await pgliteTemplate();
}
