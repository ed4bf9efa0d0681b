import type { ValidateFunction } from 'ajv';

/**
 * A validator compiled on its first call instead of when it is declared: ajv generates and compiles code for
 * each schema (and each Ajv instance first compiles its meta-schema), about 1 s of a warm `npm start` here for
 * the ~40 validators of the API, none of which the first page needs (ADR 0035). Behaves as the compiled
 * function: `errors` is set after each call, `schema` and `schemaEnv` compile it when read.
 */
export function compileOnFirstUse<T>(compile: () => ValidateFunction<T>): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  const get = () => (compiled ??= compile());
  const validate = ((data: unknown, context?: Parameters<ValidateFunction<T>>[1]) => {
    const inner = get();
    const valid = inner(data, context);
    validate.errors = inner.errors ?? null;
    return valid;
  }) as ValidateFunction<T>;
  validate.errors = null;
  return Object.defineProperties(validate, {
    schema: { get: () => get().schema, enumerable: true },
    schemaEnv: { get: () => get().schemaEnv, enumerable: true },
  });
}
