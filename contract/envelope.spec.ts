import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { envelope, envelopeSchema, isEnvelope } from './envelope';

describe('the {code, result} envelope', () => {
  const validate = new Ajv().compile(envelopeSchema);

  it('builds envelopes with and without meta that the schema accepts', () => {
    expect(envelope(200, 'token', { refreshToken: 'r' })).toEqual({ code: 200, result: 'token', meta: { refreshToken: 'r' } });
    expect(envelope(404, 'Not found')).toEqual({ code: 404, result: 'Not found' });
    expect(validate(envelope(200, { items: [] }))).toBe(true);
  });

  it('rejects answers without a numeric code or without a result', () => {
    for (const bad of [{ result: 1 }, { code: '200', result: 1 }, { code: 200 }, null, 'ok']) {
      expect(isEnvelope(bad)).toBe(false);
      expect(validate(bad)).toBe(false);
    }
    expect(isEnvelope({ code: 500, result: null })).toBe(true);
  });
});
