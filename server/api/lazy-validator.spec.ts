import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { finiteNumbersPlugin } from './finite-numbers';
import { compileOnFirstUse } from './lazy-validator';

const schema = { type: 'object', required: ['qty'], properties: { qty: { type: 'number', maximum: 10 } } };

describe('compileOnFirstUse', () => {
  it('compiles on the first call only, and answers as the compiled validator', () => {
    const ajv = new Ajv({ allErrors: true });
    const compile = vi.spyOn(ajv, 'compile');
    const validate = compileOnFirstUse(() => ajv.compile<{ qty: number }>(schema));
    expect(compile).not.toHaveBeenCalled();
    expect(validate({ qty: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ qty: 11 })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toEqual(['maximum']);
    expect(validate({})).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toEqual(['required']);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(validate.schema).toEqual(schema);
  });
});

describe('finiteNumbersPlugin', () => {
  it('compiles nothing when a validator is declared (the API declares ~40 at start), and checks when called', () => {
    const ajv = new Ajv({ coerceTypes: true });
    const compileSchema = vi.spyOn(ajv as unknown as { _addSchema: () => unknown }, '_addSchema');
    finiteNumbersPlugin(ajv);
    const validate = ajv.compile<{ qty: number }>(schema);
    expect(compileSchema).not.toHaveBeenCalled();
    expect(validate({ qty: '1e309' })).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toEqual(['finite']);
    expect(compileSchema).toHaveBeenCalled();
    expect(validate({ qty: '2' })).toBe(true);
  });
});
