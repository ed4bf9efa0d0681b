import { describe, expect, it } from 'vitest';
import { createDurableStore } from '../event-log/durable-store';
import { createMapStorage } from '../event-log/storage';
import { createDurableTaskStore } from './durable-task-store';
import { Container } from 'inversify';
import { CartSessionToken, containerSession, deferredSession, guestSession, UserSessionToken } from './tokens';
import type { QueuedTask, SessionPort } from './types';

describe('sync wiring helpers', () => {
  it('a deferred session follows whichever session is bound at call time', async () => {
    let current: SessionPort = guestSession;
    const session = deferredSession(() => current);
    expect(session.getToken()).toBeNull();
    current = { ...guestSession, getToken: () => 'tok', getCartId: () => 'cart-1', refresh: async () => 'new' };
    expect(session.getToken()).toBe('tok');
    expect(session.getCartId()).toBe('cart-1');
    expect(await session.refresh()).toBe('new');
  });

  it("a container session asks the user's and the cart's halves bound at call time", async () => {
    const container = new Container();
    const session = containerSession(container);
    expect(session.getToken()).toBeNull();
    expect(session.getCartId()).toBeNull();
    let missing = 0;
    container.bind(UserSessionToken).toConstantValue({ getToken: () => 'tok', refresh: async () => 'tok-2', onAuthAborted: () => {} });
    container.bind(CartSessionToken).toConstantValue({ getCartId: () => 'cart-9', onCartIdMissing: () => (missing += 1) });
    expect(session.getToken()).toBe('tok');
    expect(await session.refresh()).toBe('tok-2');
    expect(session.getCartId()).toBe('cart-9');
    session.onCartIdMissing?.();
    expect(missing).toBe(1);
  });

  it('the durable task store keeps the queue across store instances on the same storage', async () => {
    const storage = createMapStorage();
    const task = { id: 't1', url: '/api/cart/pull?token={{token}}', method: 'GET', createdAt: '2026-11-22T00:00:00.000Z' };
    const queued = [{ task, transmitted: false }] as unknown as QueuedTask[];
    await createDurableTaskStore(createDurableStore('sync', { storage })).save(queued);
    expect(await createDurableTaskStore(createDurableStore('sync', { storage })).load()).toEqual(queued);
    expect(await createDurableTaskStore(createDurableStore('empty', { storage: createMapStorage() })).load()).toEqual([]);
  });
});
