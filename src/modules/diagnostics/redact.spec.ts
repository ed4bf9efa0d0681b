import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../kernel/messages';
import { REDACTED, redactLog, redactText, redactValue } from './redact';

const meta = { id: 'e1', seq: 1, time: '2026-11-27T10:00:00.000Z', version: 1, storeCode: 'eng', correlationId: 'c1', causationId: null };
const event = (type: string, data: unknown) => ({ type, data, meta }) as unknown as StoredEvent;

describe('redaction of a shared log', () => {
  it('replaces tokens, passwords, the cart id, card data and secrets at any depth, any case', () => {
    const data = {
      token: 'abc',
      refreshToken: 'def',
      form: { password: 'secret-pass-1', newPassword: 'x', confirm_password: 'y', email: 'mari@example.com' },
      server: { cartId: 'guest-cart-123', answer: { code: 200, result: { ok: true } } },
      card: { cardNumber: '4242 4242 4242 4242', cvc: '123', brand: 'visa', last4: '4242' },
      paypal: { client_secret: 'pi_1_secret_2' },
      lines: [{ sku: 'BRK-1', qty: 2, Authorization: 'Bearer x' }],
      nothing: { token: null },
    };
    expect(redactValue(data)).toEqual({
      token: REDACTED,
      refreshToken: REDACTED,
      form: { password: REDACTED, newPassword: REDACTED, confirm_password: REDACTED, email: 'mari@example.com' },
      server: { cartId: REDACTED, answer: { code: 200, result: { ok: true } } },
      card: { cardNumber: REDACTED, cvc: REDACTED, brand: 'visa', last4: '4242' },
      paypal: { client_secret: REDACTED },
      lines: [{ sku: 'BRK-1', qty: 2, Authorization: REDACTED }],
      nothing: { token: null },
    });
  });

  it('finds JWTs and card numbers (Luhn) inside any text, and leaves other numbers alone', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(redactText(`Bearer ${jwt} failed`)).toBe(`Bearer ${REDACTED} failed`);
    expect(redactText('card 4242-4242-4242-4242 refused')).toBe(`card ${REDACTED} refused`);
    expect(redactText('order 1000000000000001 placed')).toBe('order 1000000000000001 placed');
    expect(redactText('EAN 4006633123456')).toBe('EAN 4006633123456');
  });

  it('redacts every event of a log and keeps meta and the input as they were', () => {
    const log = [event('user/formFailed', { password: 'p', message: 'no' }), event('cart/itemAdded', { line: { sku: 'BRK-1', qty: 1 } })];
    const before = structuredClone(log);
    const redacted = redactLog(log);
    expect(redacted[0]).toEqual({ type: 'user/formFailed', data: { password: REDACTED, message: 'no' }, meta });
    expect(redacted[1]).toEqual(log[1]);
    expect(log).toEqual(before);
  });
});
