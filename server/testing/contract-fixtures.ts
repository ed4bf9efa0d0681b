/**
 * Recorded client journeys replayed against the server (issue 22 item 4: contract/fixtures/vsf1). A journey
 * is a list of steps, each a request as the client sends it and the shape of the answer the client reads:
 *
 *   { "name": "cart/create as a guest",
 *     "request": { "method": "POST", "url": "/api/cart/create?token=", "headers": { "content-type": "application/json" } },
 *     "expect": { "status": 200, "shape": { "code": 200, "result": "<token>" } },
 *     "capture": { "cartId": "result" } }
 *
 * Shapes are matched loosely where the client is loose and exactly where it is exact:
 * - a string `"<type>"` (or `"<type|type>"`) matches by type: string, number, integer, boolean, null, object,
 *   array, token (a non-empty string), any (anything, but present);
 * - `"{{name}}"` (alone) is the value captured earlier under that name, compared exactly;
 * - any other string, number, boolean or null is compared exactly;
 * - an object matches an object holding at least its keys (the client ignores the rest);
 * - `[]` matches an empty array; `[shape]` a non-empty array whose every element matches shape; `[a, b, ...]`
 *   an array whose first elements match a, b, ... in order.
 * Requests may name captured values as `{{name}}` anywhere in the URL, headers or body (a string that is only
 * `{{name}}` becomes the value itself, number or string; `{{name|string}}` its text). A capture is a dotted
 * path into the answer (`result.items.0.sku`).
 */

/** One request and the answer's shape. */
export interface ContractStep {
  name: string;
  /** Why the step is there (the client code that sends it, what it reads); not used by the replay. */
  note?: string;
  request: {
    method: 'GET' | 'POST' | 'DELETE';
    url: string;
    /** Query parameters appended to the URL, encoded (an object or array is sent as its JSON, as `request=` of a search is). */
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  expect: { status: number; shape: unknown };
  capture?: Record<string, string>;
}

/** A journey file: steps in order. */
export interface ContractJourney {
  description: string;
  steps: ContractStep[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The value with every `{{name}}` in its strings replaced by the captured value (a whole-string placeholder keeps the value's type). */
export function fillPlaceholders(value: unknown, captured: Readonly<Record<string, unknown>>): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)(\|string)?\}\}$/.exec(value);
    if (whole?.[1] !== undefined) return whole[2] ? String(valueOf(captured, whole[1])) : valueOf(captured, whole[1]);
    return value.replace(PLACEHOLDER, (_, name: string) => String(valueOf(captured, name)));
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, captured));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, captured)]));
  return value;
}

function valueOf(captured: Readonly<Record<string, unknown>>, name: string): unknown {
  if (!(name in captured)) throw new Error(`No value captured as '${name}' before it is used`);
  return captured[name];
}

/** The request's URL with its `query` appended (the URL may have a query of its own). */
export function urlOf(request: ContractStep['request']): string {
  const entries = Object.entries(request.query ?? {});
  if (!entries.length) return request.url;
  const query = entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`).join('&');
  return `${request.url}${request.url.includes('?') ? '&' : '?'}${query}`;
}

/** The value at a dotted path (`result.items.0.sku`), or undefined. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const TYPE_TOKEN = /^<([a-z|]+)>$/;

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'token':
      return typeof value === 'string' && value.length > 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'any':
      return value !== undefined;
    default:
      throw new Error(`Unknown shape type <${type}>`);
  }
}

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/**
 * Where the value departs from the shape: one line per departure (`result.items.0.sku: expected <token>, got 3`),
 * empty when it matches. `captured` holds the values `{{name}}` stands for.
 */
export function shapeDepartures(shape: unknown, value: unknown, captured: Readonly<Record<string, unknown>> = {}, path = '$'): string[] {
  if (typeof shape === 'string') {
    const type = TYPE_TOKEN.exec(shape);
    if (type?.[1] !== undefined) return type[1].split('|').some((t) => typeMatches(t, value)) ? [] : [`${path}: expected ${shape}, got ${show(value)}`];
    const expected = fillPlaceholders(shape, captured);
    return value === expected ? [] : [`${path}: expected ${show(expected)}, got ${show(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected an array, got ${show(value)}`];
    if (shape.length === 0) return value.length === 0 ? [] : [`${path}: expected an empty array, got ${value.length} items`];
    if (shape.length === 1) {
      if (value.length === 0) return [`${path}: expected a non-empty array, got []`];
      return value.flatMap((item, index) => shapeDepartures(shape[0], item, captured, `${path}.${index}`));
    }
    if (value.length < shape.length) return [`${path}: expected at least ${shape.length} items, got ${value.length}`];
    return shape.flatMap((item, index) => shapeDepartures(item, value[index], captured, `${path}.${index}`));
  }
  if (shape !== null && typeof shape === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object, got ${show(value)}`];
    return Object.entries(shape).flatMap(([key, item]) => {
      if (!(key in value)) return [`${path}.${key}: missing`];
      return shapeDepartures(item, (value as Record<string, unknown>)[key], captured, `${path}.${key}`);
    });
  }
  return value === shape ? [] : [`${path}: expected ${show(shape)}, got ${show(value)}`];
}
