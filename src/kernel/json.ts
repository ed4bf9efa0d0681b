/**
 * Commands, events and state must be plain JSON so they survive IndexedDB, export as JSON lines
 * and replay identically. This finds the first value that would not.
 */
export function findNonJson(value: unknown, path = '$'): string | null {
  return walk(value, path, new Set());
}

function walk(value: unknown, path: string, seen: Set<object>): string | null {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} (${String(value)})`;
    case 'object':
      break;
    default:
      return `${path} (${typeof value})`;
  }
  const obj = value as object;
  if (seen.has(obj)) return `${path} (circular)`;
  seen.add(obj);
  try {
    if (Array.isArray(obj)) {
      for (let i = 0; i < obj.length; i++) {
        const bad = walk(obj[i], `${path}[${i}]`, seen);
        if (bad) return bad;
      }
      return null;
    }
    const proto = Object.getPrototypeOf(obj) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      return `${path} (${(obj as { constructor?: { name?: string } }).constructor?.name ?? 'non-plain object'})`;
    }
    for (const [key, child] of Object.entries(obj)) {
      // An absent optional field is common in TS data and JSON simply drops it.
      if (child === undefined) continue;
      const bad = walk(child, `${path}.${key}`, seen);
      if (bad) return bad;
    }
    return null;
  } finally {
    seen.delete(obj);
  }
}

/** A JSON copy of any value, or null when it cannot be serialised (for diagnostics only). */
export function toJsonSafe(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
