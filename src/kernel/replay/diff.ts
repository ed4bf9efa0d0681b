/**
 * One difference between two JSON values, at a JSON-path style location such as
 * `$.modules.cart.items[0].qty` or `$.projections["cart/summary"]`.
 */
export type Change =
  | { op: 'added'; path: string; new: unknown }
  | { op: 'removed'; path: string; old: unknown }
  | { op: 'changed'; path: string; old: unknown; new: unknown };

/**
 * The changes that turn `before` into `after`. Objects are compared key by key and arrays index by
 * index; a whole new or dropped subtree is one change. Identical references are skipped without a
 * look inside, which makes diffing immer states (structural sharing) cheap.
 */
export function diffJson(before: unknown, after: unknown, path = '$'): Change[] {
  const changes: Change[] = [];
  walk(before, after, path, changes);
  return changes;
}

function walk(a: unknown, b: unknown, path: string, out: Change[]): void {
  if (Object.is(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const shared = Math.min(a.length, b.length);
    for (let i = 0; i < shared; i++) walk(a[i], b[i], `${path}[${i}]`, out);
    for (let i = shared; i < a.length; i++) out.push({ op: 'removed', path: `${path}[${i}]`, old: a[i] });
    for (let i = shared; i < b.length; i++) out.push({ op: 'added', path: `${path}[${i}]`, new: b[i] });
    return;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    for (const key of Object.keys(a)) {
      const at = childPath(path, key);
      if (Object.hasOwn(b, key)) walk(a[key], b[key], at, out);
      else out.push({ op: 'removed', path: at, old: a[key] });
    }
    for (const key of Object.keys(b)) {
      if (!Object.hasOwn(a, key)) out.push({ op: 'added', path: childPath(path, key), new: b[key] });
    }
    return;
  }
  out.push({ op: 'changed', path, old: a, new: b });
}

/** `$.name` for identifier-like keys, `$["other key"]` for the rest (module ids with dashes, projection names with slashes). */
export function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
