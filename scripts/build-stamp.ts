import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * What `vite build` (client and SSR bundles) reads from the repository: the app's sources (src/ and the
 * contract/ types they import), the static files copied into the client build, the build and compiler
 * configuration, and the installed packages (named by package-lock.json). Server files are not in it:
 * src/ imports none of them (the server bundle has its own inputs, SERVER_INPUTS).
 */
export const BUILD_INPUTS = ['src', 'contract', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

function files(root: string, path: string, out: string[]): void {
  const absolute = join(root, path);
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    out.push(path);
    return;
  }
  for (const name of readdirSync(absolute)) files(root, join(path, name), out);
}

/** Every file the build reads (see BUILD_INPUTS) plus `.env*` files (Vite loads them), sorted, relative to `root`. */
export function buildInputFiles(root: string, inputs: readonly string[] = BUILD_INPUTS): string[] {
  const out: string[] = [];
  for (const input of inputs) files(root, input, out);
  for (const name of readdirSync(root)) if (name.startsWith('.env')) files(root, name, out);
  return out.map((path) => path.split(sep).join('/')).sort();
}

/**
 * A hash of the build inputs' paths and contents (not their times: a checkout or a touch that changes
 * nothing does not rebuild; any edit, new file or deleted file does). About 0.1 s for the ~900 files.
 */
export function buildStamp(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const path of buildInputFiles(root, inputs)) {
    hash.update(path).update('\0').update(readFileSync(join(root, path))).update('\0');
  }
  return hash.digest('hex');
}

/**
 * What the server bundle (dist/node/main.js, `npm start` runs it instead of the sources through tsx) is made
 * from: the server, the parts of src/ and contract/ it imports, and the packages and compiler settings.
 */
export const SERVER_INPUTS = ['server', 'src', 'contract', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

/** One output of `npm run build`: what it is made from, where its stamp is, what must exist. */
export interface BuildTarget {
  inputs: readonly string[];
  stamp: string;
  outputs: readonly string[];
}

/** The client and SSR bundles and the support console (Vite with vite.config.ts). */
export const APP_BUILD: BuildTarget = {
  inputs: BUILD_INPUTS,
  stamp: join('dist', '.build-stamp'),
  outputs: [join('dist', 'client', '.vite', 'manifest.json'), join('dist', 'server', 'entry-server.js'), join('dist', 'support', '.vite', 'manifest.json')],
};

/** The server bundle. */
export const SERVER_BUILD: BuildTarget = {
  inputs: SERVER_INPUTS,
  stamp: join('dist', 'node', '.build-stamp'),
  outputs: [join('dist', 'node', 'main.js')],
};

/** The stamp recorded by the last successful build, or null (no build, an interrupted one, outputs gone). */
export function recordedStamp(root: string, target: BuildTarget = APP_BUILD): string | null {
  const file = join(root, target.stamp);
  if (!existsSync(file) || !target.outputs.every((output) => existsSync(join(root, output)))) return null;
  return readFileSync(file, 'utf8').trim() || null;
}

/** Whether the target was built from exactly the current inputs. */
export function buildIsCurrent(root: string, target: BuildTarget = APP_BUILD, stamp = buildStamp(root, target.inputs)): boolean {
  return recordedStamp(root, target) === stamp;
}

export function writeStamp(root: string, stamp: string, target: BuildTarget = APP_BUILD): void {
  writeFileSync(join(root, target.stamp), `${stamp}\n`);
}

export function clearStamp(root: string, target: BuildTarget = APP_BUILD): void {
  rmSync(join(root, target.stamp), { force: true });
}
