// Plain JavaScript (no tsx): `npm start` (scripts/start.mjs) reads it before anything else is loaded.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * A quick check that nothing the build reads changed since the last build, without reading the files: a list
 * of every input file's path, size and modification time, recorded with the content stamps it was taken
 * with (scripts/build.ts `buildIfChanged`). `npm start` runs the server bundle at once when the listing is
 * unchanged and the stamps and outputs are still those recorded; otherwise it hashes the contents
 * (scripts/build-stamp.ts) and builds what changed. An edit changes the time (and often the size), so it is
 * never missed; a touch or a checkout that changes nothing only costs one hashing start. A file changed in
 * the same clock tick as its listing cannot be told apart by its time, so files modified within RACY_MS of the
 * listing are never trusted (git's "racily clean" rule): the next start hashes them.
 */
export const LISTING_FILE = join('dist', '.start-listing.json');

/** Modification times this close to the listing's own time (or later) do not count as unchanged. */
export const RACY_MS = 2000;

/**
 * @param {string} root
 * @param {string} path
 * @param {string[]} out
 */
function walk(root, path, out) {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(join(root, path))) walk(root, join(path, name), out);
    return;
  }
  out.push(`${path.split(sep).join('/')}\0${stat.size}\0${stat.mtimeMs}`);
}

/**
 * The listing of `inputs` (files or folders relative to `root`) and of the `.env*` files: a digest of every
 * file's path, size and modification time, the newest modification time, and when it was taken.
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {{ digest: string, newest: number, takenAt: number }}
 */
export function inputListing(root, inputs) {
  const takenAt = Date.now();
  /** @type {string[]} */
  const lines = [];
  for (const input of inputs) walk(root, input, lines);
  for (const name of readdirSync(root)) if (name.startsWith('.env')) walk(root, name, lines);
  lines.sort();
  let newest = 0;
  for (const line of lines) newest = Math.max(newest, Number(line.slice(line.lastIndexOf('\0') + 1)));
  return { digest: createHash('sha256').update(lines.join('\n')).digest('hex'), newest, takenAt };
}

/**
 * Records `listing` (taken before the contents were hashed) with the content stamps of that moment and the
 * outputs that must exist.
 * @param {string} root
 * @param {{ digest: string, takenAt: number }} listing
 * @param {{ inputs: readonly string[], stamps: Record<string, string>, outputs: readonly string[] }} built
 */
export function recordListing(root, listing, built) {
  const record = { digest: listing.digest, takenAt: listing.takenAt, inputs: built.inputs, stamps: built.stamps, outputs: built.outputs };
  writeFileSync(join(root, LISTING_FILE), `${JSON.stringify(record, null, 1)}\n`);
}

/**
 * True when the recorded listing still describes the inputs (none of them modified near or after it was
 * taken), every recorded stamp file still holds its stamp and every output exists: the build is current
 * without hashing. False whenever in doubt (no listing, unreadable, anything different).
 * @param {string} root
 * @returns {boolean}
 */
export function listedAsBuilt(root) {
  let record;
  try {
    record = JSON.parse(readFileSync(join(root, LISTING_FILE), 'utf8'));
  } catch {
    return false;
  }
  if (!record || typeof record.digest !== 'string' || !Array.isArray(record.inputs) || !Array.isArray(record.outputs)) return false;
  if (!record.stamps || typeof record.stamps !== 'object' || Object.keys(record.stamps).length === 0) return false;
  for (const [file, stamp] of Object.entries(record.stamps)) {
    const recorded = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8').trim() : null;
    if (recorded !== stamp) return false;
  }
  if (!record.outputs.every((/** @type {string} */ output) => existsSync(join(root, output)))) return false;
  const now = inputListing(root, record.inputs);
  return now.digest === record.digest && now.newest < Number(record.takenAt) - RACY_MS;
}
