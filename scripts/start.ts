/**
 * `npm start`: builds only when the build inputs changed since the last build (scripts/build-stamp.ts),
 * then runs the server in this same process (no second Node start-up).
 */
import { buildIfChanged } from './build';

try {
  await buildIfChanged();
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import('../server/main');
