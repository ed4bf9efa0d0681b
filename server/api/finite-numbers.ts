/**
 * ajv's type coercion (`coerceTypes`) turns the strings '1e309', 'Infinity' and '-1e400' into ±Infinity, and
 * then skips `minimum`, `maximum` and `integer` for them (its number keywords only run on finite numbers): the
 * value passes the schema and reaches SQL as 'Infinity', a 500 (issue 18 item 12). Every validator that
 * coerces is wrapped here so a non-finite number after validation is one more validation error.
 */
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { compileOnFirstUse } from './lazy-validator';

/** The error keyword of a non-finite number (validation messages map it to FINITE_NUMBER). */
export const FINITE_KEYWORD = 'finite';
/** The field message of a non-finite number. */
export const FINITE_NUMBER = 'Must be a finite number.';

const pointer = (segment: string | number) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The JSON pointer (`/customer/addresses/0/region_id`) of the first number in `value` that is not finite, or null. */
export function nonFiniteNumberAt(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'number' && !Number.isFinite(item)) return path;
    if (Array.isArray(item)) item.forEach((child, index) => stack.push([child, path + pointer(index)]));
    else if (typeof item === 'object' && item !== null) for (const [key, child] of Object.entries(item)) stack.push([child, path + pointer(key)]);
  }
  return null;
}

/** `validate` that also fails (one `finite` error) when the data it accepted holds a non-finite number. */
export function requireFiniteNumbers<T>(validate: ValidateFunction<T>): ValidateFunction<T> {
  const checked = ((data: unknown, context?: Parameters<ValidateFunction<T>>[1]) => {
    const valid = validate(data, context);
    checked.errors = validate.errors ?? null;
    if (!valid) return false;
    const at = nonFiniteNumberAt(data);
    if (at === null) return true;
    const error: ErrorObject = { instancePath: at, schemaPath: `#/${FINITE_KEYWORD}`, keyword: FINITE_KEYWORD, params: {}, message: 'must be a finite number' };
    checked.errors = [error];
    return false;
  }) as ValidateFunction<T>;
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv, ...(validate.source ? { source: validate.source } : {}) });
}

/**
 * An ajv plugin (Fastify's `ajv.plugins`) giving every validator the instance compiles the finite-number check,
 * so route schemas with coerced numbers (`?limit=1e309`) answer 400 instead of passing Infinity on. The
 * validators compile on their first use, not at start (lazy-validator.ts).
 */
export function finiteNumbersPlugin(ajv: Ajv): Ajv {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (<T>(schema: object, meta?: boolean) => compileOnFirstUse(() => requireFiniteNumbers(compile<T>(schema, meta)))) as Ajv['compile'];
  return ajv;
}
