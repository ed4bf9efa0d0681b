#!/usr/bin/env node
// `npm run test:loaded`: `npm test` while the project's own CPU burner keeps every core busy (one spinning thread
// per core, scripts/cpu-burner.mjs). It proves the suite waits for conditions, not for time: a test that passes
// only on a quiet machine fails here. Arguments go to `npm test` (`npm run test:loaded -- --only unit`).
// The burner's threads live in this process and end with it.
import { spawnSync } from 'node:child_process';
import { burnerThreads, startBurner } from './cpu-burner.mjs';

const args = process.argv.slice(2);
const threadsAt = args.indexOf('--threads');
const threads = burnerThreads(args);
const testArgs = threadsAt === -1 ? args : args.filter((_, i) => i !== threadsAt && i !== threadsAt + 1);

const stop = startBurner(threads);
console.log(`test:loaded: ${threads} busy burner thread(s) while npm test runs`);
const run = spawnSync(process.execPath, ['scripts/test.mjs', ...testArgs], { stdio: 'inherit', env: process.env });
await stop();
process.exit(run.status ?? 1);
