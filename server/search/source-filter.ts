/**
 * Elasticsearch `_source` filtering: keep the fields matching `includes` (all when empty), then drop those
 * matching `excludes`. Paths are dotted (`stock.qty`, `configurable_children.sku`) and may use `*`;
 * arrays of objects are filtered element by element.
 */
export function filterSource(doc: Record<string, unknown>, includes: readonly string[] = [], excludes: readonly string[] = []): Record<string, unknown> {
  const inc = includes.filter(Boolean).map(toPattern);
  const exc = excludes.filter(Boolean).map(toPattern);
  if (!inc.length && !exc.length) return doc;
  return filterObject(doc, '', inc, exc);
}

interface Pattern {
  full: RegExp;
  /** The path may still lead to a match deeper down. */
  prefix: (path: string) => boolean;
}

function toPattern(raw: string): Pattern {
  const escaped = raw.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const full = new RegExp(`^${escaped.join('.*')}$`);
  const segments = raw.split('.');
  return {
    full,
    prefix: (path) => {
      const parts = path.split('.');
      return parts.length < segments.length && parts.every((p, n) => segments[n] === '*' || segments[n]?.includes('*') || segments[n] === p);
    },
  };
}

function filterValue(value: unknown, path: string, inc: Pattern[], exc: Pattern[]): unknown {
  if (Array.isArray(value)) return value.map((item) => filterValue(item, path, inc, exc));
  if (typeof value === 'object' && value !== null) return filterObject(value as Record<string, unknown>, path, inc, exc);
  return value;
}

function filterObject(obj: Record<string, unknown>, base: string, inc: Pattern[], exc: Pattern[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    const path = base ? `${base}.${key}` : key;
    if (exc.some((p) => p.full.test(path))) continue;
    const included = !inc.length || inc.some((p) => p.full.test(path));
    if (included) {
      out[key] = exc.length ? filterValue(value, path, [], exc) : value;
    } else if (inc.some((p) => p.prefix(path)) && typeof value === 'object' && value !== null) {
      const child = filterValue(value, path, inc, exc);
      if (Array.isArray(child) ? child.length : Object.keys(child as object).length) out[key] = child;
    }
  }
  return out;
}
