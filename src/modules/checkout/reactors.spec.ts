import { describe, expect, it } from 'vitest';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createTestKernel } from '../../kernel/testing';
import { checkoutModule } from './index';
import { CheckoutStorage } from './reactors';
import { guestStart, login, logout, userStandIn } from './test-stand-ins';
import { CheckoutVault } from './vault';

const PASSWORD = 'very-secret-1';

async function started() {
  const kernel = await createTestKernel([userStandIn, checkoutModule]);
  const store = kernel.container.get<DurableStore>(CheckoutStorage);
  const vault = kernel.container.get<CheckoutVault>(CheckoutVault);
  const run = async (command: Parameters<typeof kernel.dispatch>[0]) => {
    const result = await kernel.dispatch(command);
    await kernel.whenIdle();
    return result;
  };
  return { kernel, store, vault, run };
}

describe('checkout reactors: the session and the storage (spec sections 4 and 7)', () => {
  it('stores what the guest saved under personal-details, without a password, in the store checkout-<storeCode>', async () => {
    const { kernel, store, vault, run } = await started();
    expect(store.name).toBe('checkout-test');
    await run(guestStart);
    vault.put(PASSWORD);
    await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: true } });
    expect(await store.get('personal-details')).toEqual({ firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: true });
    expect(vault.has()).toBe(true);
    // The log is what support receives: the password is nowhere in it.
    expect(JSON.stringify(await kernel.log.read())).not.toContain(PASSWORD);
  });

  it('after a login the details are the profile, the account offer and its password are dropped', async () => {
    const { kernel, store, vault, run } = await started();
    vault.put(PASSWORD);
    await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: true } });
    await run(login('login'));
    const expected = { firstName: 'Kati', lastName: 'Kask', emailAddress: 'kati@example.com', createAccount: false };
    expect(kernel.getProjection('checkout/state').personalDetails).toEqual(expected);
    expect(await store.get('personal-details')).toEqual(expected);
    expect(vault.has()).toBe(false);
  });

  it('a start-up with a stored session fills an empty step only', async () => {
    const { kernel, run } = await started();
    await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false } });
    await run(login('startup'));
    expect(kernel.getProjection('checkout/state').personalDetails?.firstName).toBe('Mari');
  });

  it('a logout clears the details, the storage key and the password', async () => {
    const { kernel, store, vault, run } = await started();
    vault.put(PASSWORD);
    await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: true } });
    await run(logout);
    expect(kernel.getProjection('checkout/state')).toMatchObject({ personalDetails: null, personalDetailsStatus: 'editing', modifiedAt: null });
    expect(await store.get('personal-details')).toBeUndefined();
    expect(vault.has()).toBe(false);
  });

  it('a save without an account forgets a password typed before', async () => {
    const { vault, run } = await started();
    vault.put(PASSWORD);
    await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false } });
    expect(vault.take()).toBeUndefined();
  });

  it('a reload folds the saved details back from the log', async () => {
    const { kernel, run } = await started();
    await run({ type: 'checkout/savePersonalDetails', data: { firstName: 'Mari', lastName: 'Maasikas', emailAddress: 'mari@example.com', createAccount: false } });
    const reloaded = await createTestKernel([userStandIn, checkoutModule], { log: kernel.log });
    expect(reloaded.getProjection('checkout/state')).toMatchObject({ personalDetails: { firstName: 'Mari' }, personalDetailsStatus: 'done' });
  });
});
