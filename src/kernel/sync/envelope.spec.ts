import { describe, expect, it } from 'vitest';
import { readEnvelope, serverMessage } from './envelope';
import { SYNC_MESSAGES } from './messages';

const json = (body: string, status = 200, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

describe('readEnvelope', () => {
  it('reads code, result and meta', async () => {
    const read = await readEnvelope(json('{"code":200,"result":"tok","meta":{"refreshToken":"r"}}'));
    expect(read).toEqual({ ok: true, envelope: { code: 200, result: 'tok', meta: { refreshToken: 'r' } } });
  });

  it('accepts a numeric string code and leaves meta out when absent', async () => {
    expect(await readEnvelope(json('{"code":"500","result":"boom"}', 500))).toEqual({
      ok: true,
      envelope: { code: 500, result: 'boom' },
    });
  });

  it('reports a non-JSON answer with the spec text, keeping an HTTP error status as the code', async () => {
    expect(await readEnvelope(json('<html></html>', 200, 'text/html'))).toEqual({
      ok: false,
      code: 500,
      message: 'Error with response - bad content-type!',
    });
    expect(await readEnvelope(json('<html></html>', 502, 'text/html'))).toEqual({
      ok: false,
      code: 502,
      message: SYNC_MESSAGES.badContentType,
    });
    expect(await readEnvelope(new Response('x', { status: 200, headers: {} }))).toMatchObject({ ok: false });
  });

  it('reports JSON without a code, a non-object or broken JSON as the wrong format', async () => {
    for (const body of ['{"result":"x"}', '[1,2]', '"text"', '{"code":"abc"}', '{broken']) {
      expect(await readEnvelope(json(body))).toEqual({
        ok: false,
        code: 500,
        message: 'Unhandled error, wrong response format!',
      });
    }
  });

  it('accepts JSON content types with parameters or suffixes', async () => {
    const read = await readEnvelope(json('{"code":200,"result":1}', 200, 'application/problem+json; charset=utf-8'));
    expect(read).toEqual({ ok: true, envelope: { code: 200, result: 1 } });
  });
});

describe('serverMessage', () => {
  it('takes the result string, then errorMessage, then message', () => {
    expect(serverMessage('Out of stock')).toBe('Out of stock');
    expect(serverMessage({ errorMessage: 'Bad password', message: 'other' })).toBe('Bad password');
    expect(serverMessage({ message: 'No such cart' })).toBe('No such cart');
  });

  it('gives null when the server said nothing readable', () => {
    expect(serverMessage(null)).toBeNull();
    expect(serverMessage('  ')).toBeNull();
    expect(serverMessage({ code: 'ENOTFOUND' })).toBeNull();
    expect(serverMessage(42)).toBeNull();
  });
});
