import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShopModules, main, type ReplayCliIo } from '../../scripts/replay';
import type { ReplayStep } from '../../src/kernel/replay';

/**
 * A shopper's cart log (three products added, one twice, a quantity changed, one removed), exported as JSON
 * lines, replayed by the CLI entry with the shop's modules: the final cart lines must come out the same.
 */
const fixture = join(import.meta.dirname, 'fixtures', 'cart-v1.jsonl');

async function runCli(argv: string[]) {
  let out = '';
  let err = '';
  const io: ReplayCliIo = { readFile: (path) => import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8')), out: (text) => void (out += text), err: (text) => void (err += text) };
  const code = await main(argv, io);
  return { code, out, err };
}

describe('replay CLI on an exported cart log', () => {
  // Importing every module once is the slow part (over a minute on a loaded 2-core machine); the tests time the CLI.
  beforeAll(() => loadShopModules().then(() => undefined), 300_000);

  it('rebuilds the final cart lines', async () => {
    const { code, out, err } = await runCli([fixture, '--json']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const steps = JSON.parse(out) as ReplayStep[];
    expect(steps.map((step) => step.event.type)).toEqual(['cart/itemAdded', 'cart/itemAdded', 'cart/quantityChanged', 'cart/itemAdded', 'cart/quantityChanged', 'cart/itemsRemoved']);
    const final = steps.at(-1)!.state.projections['cart/lines'] as { items: { sku: string; qty: number; price: number }[] };
    expect(final.items.map(({ sku, qty, price }) => ({ sku, qty, price }))).toEqual([
      { sku: 'BP-2041', qty: 2, price: 39.9 },
      { sku: 'OF-118', qty: 3, price: 7.5 },
    ]);
  }, 60_000);

  it('prints per event what happened to which product, the cart after it, and the final cart', async () => {
    const { code, out } = await runCli([fixture]);
    expect(code).toBe(0);
    expect(out).toMatch(/^#3 09:17:21 {2}cart\/quantityChanged +Added more of Brake pads front, Toyota Corolla \(BP-2041\): quantity 1 → 2$/m);
    expect(out).toMatch(/^#5 09:18:55 {2}cart\/quantityChanged +Quantity of Oil filter \(OF-118\) changed 2 → 3$/m);
    expect(out).toMatch(/^#6 09:19:42 {2}cart\/itemsRemoved +Removed 1 × Wiper blade 600 mm \(WB-600\) from the cart\n +cart: 2 × Brake pads front, Toyota Corolla \(BP-2041\) at 39\.90\n +3 × Oil filter \(OF-118\) at 7\.50$/m);
    expect(out.endsWith('Final cart:\n  2 × Brake pads front, Toyota Corolla (BP-2041) at 39.90\n  3 × Oil filter (OF-118) at 7.50\n  Lines total 102.30\n')).toBe(true);
  }, 60_000);

  it("replays issue 6's journey log (guest cart, coupon, register, logout, guest line, login merge) offline to the merged cart", async () => {
    const journey = join(import.meta.dirname, 'fixtures', 'cart-session-journey.jsonl');
    const { code, out, err } = await runCli([journey, '--json']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const steps = JSON.parse(out) as ReplayStep[];
    const types = steps.map((step) => step.event.type);
    // The story the log tells support staff: logged out (cart reset), a guest line, then the login's merge.
    const loggedOut = types.indexOf('user/loggedOut');
    expect(loggedOut).toBeGreaterThan(types.indexOf('cart/couponApplied'));
    expect(types.indexOf('cart/sessionReset', loggedOut)).toBeGreaterThan(loggedOut);
    const login = steps.findIndex((step, index) => index > loggedOut && step.event.type === 'user/sessionAuthorised' && (step.event.data as { via: string }).via === 'login');
    expect(login).toBeGreaterThan(loggedOut);
    const merged = steps.findIndex((step, index) => index > login && step.event.type === 'cart/connected' && (step.event.data as { mergeGuest: boolean }).mergeGuest);
    expect(merged).toBeGreaterThan(login);
    // Every server answer is in the log: the replay needs no network and ends at the merged cart.
    const final = steps.at(-1)!.state.projections['cart/lines'] as { items: { sku: string; qty: number; parentSku: string | null; serverItemId: number | null }[] };
    expect(Object.fromEntries(final.items.map((line) => [line.sku, line.qty]))).toEqual({ 'FERODO-FDB98647': 2, 'BOSCH-AEROTWIN-450': 1, 'KIT-SERVICE-VAG': 1, 'TRW-GDB3819': 1 });
    expect(final.items.find((line) => line.sku === 'BOSCH-AEROTWIN-450')?.parentSku).toBe('BOSCH-AEROTWIN');
    expect(final.items.every((line) => line.serverItemId !== null)).toBe(true);
  }, 60_000);
});
