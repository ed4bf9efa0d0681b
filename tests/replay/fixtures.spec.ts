import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonl } from '../../src/kernel/event-log/jsonl';
import type { StoredEvent } from '../../src/kernel/messages';
import { replay, modulesUsedBy } from '../../src/kernel/replay';
import { loadAllModules } from '../../src/app/manifest';
import { garageModule } from './garage-module';

/**
 * Every exported log under fixtures/ must still replay with today's modules. A fixture `name.jsonl`
 * with a sibling `name.expected.json` must also end in exactly that kernel state. To keep an old
 * event version covered, export a log before bumping the version and drop both files here
 * (`npx tsx tests/replay/record-shop-session.ts` records the cart, checkout, user, wishlist and vehicle one).
 */
const dir = join(import.meta.dirname, 'fixtures');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
const modules = [...(await loadAllModules()), garageModule];
const logs = new Map(fixtures.map((file) => [file, parseJsonl(readFileSync(join(dir, file), 'utf8'))] as const));

/**
 * Events a projection folds that no fixture holds yet: mostly the payment providers', the offline orders' and
 * failure paths a recorded session does not reach. The list may only shrink: a fixture that covers one fails
 * the test until the event is taken off (so a new fixture's coverage is written down).
 */
const NOT_YET_IN_A_FIXTURE = new Set([
  'app-update/updateAccepted', 'app-update/updateOffered', 'app-update/updatePostponed',
  'cart/connectBypassed', 'cart/connectFailed', 'cart/itemConfigured', 'cart/orderedCartReleased', 'cart/pullFailed',
  'cart/syncDisabled', 'cart/totalsFailed',
  'catalog/pricesSynced', 'catalog/stockListed',
  'checkout-module-it-cards/authenticationFailed', 'checkout-module-it-cards/authenticationStarted',
  'checkout-module-it-cards/authenticationSucceeded', 'checkout-module-it-cards/cardEntryStarted',
  'checkout-module-it-cards/cardUnavailable', 'checkout-module-it-cards/configReceived',
  'checkout-module-it-cards/configRequested', 'checkout-module-it-cards/paymentMethodCreated',
  'checkout-module-it-cards/paymentMethodFailed', 'checkout-module-it-cards/paymentMethodRequested',
  'checkout-module-it-cards/sdkLoaded', 'checkout-module-it-cards/testChallengeAnswered',
  'checkout/activityWindowLapsed', 'checkout/orderPlacementFailed', 'checkout/orderQueued',
  'checkout/orderValidationFailed', 'checkout/paymentActionRequired', 'checkout/shippingInformationFailed',
  'cms/blocksSeen', 'cms/pageSeen',
  'compare/cleared', 'compare/itemAdded', 'compare/itemRemoved',
  'newsletter/requestFailed', 'newsletter/unsubscribed', 'newsletter/unsubscriptionRequested',
  'notifications/notificationDismissed',
  'offline-orders/confirmationRequested', 'offline-orders/orderCancelled', 'offline-orders/orderQueued',
  'offline-orders/orderTransmitted', 'offline-orders/reminderChoiceRecorded', 'offline-orders/transmissionFailed',
  'offline-orders/transmissionStarted',
  'payment-bank-link/shopperReturned', 'payment-bank-link/transactionCreated', 'payment-bank-link/transactionFailed',
  'payment-bank-link/transactionRequested',
  'payment-paypal/buttonsFailed', 'payment-paypal/checkoutFailed', 'payment-paypal/checkoutOpened',
  'payment-paypal/checkoutRequested', 'payment-paypal/completionFailed', 'payment-paypal/configFailed',
  'payment-paypal/configReceived', 'payment-paypal/configRequested', 'payment-paypal/orderPaid',
  'payment-paypal/paymentApproved', 'payment-paypal/paymentCancelled', 'payment-paypal/paymentCompleted',
  'payment-paypal/paymentRefused',
  'reviews/submissionFailed', 'reviews/submissionRequested', 'reviews/submitted',
  'ui-state/submenuClosed', 'ui-state/submenuOpened',
  'user/newPasswordRequested',
]);

/** Every version an event type was released at: 1 up to the newest its upcasters reach. */
function releasedVersions(type: string): number[] {
  const versions = [1];
  while (modules.some((m) => (m.upcasters ?? []).some((u) => u.type === type && u.from === versions.at(-1)))) versions.push(versions.at(-1)! + 1);
  return versions;
}

describe('replay fixtures', () => {
  it('has fixtures to check', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it('holds every released version of every event a projection folds (the ones not yet covered listed)', () => {
    const held = new Set([...logs.values()].flatMap((events: StoredEvent[]) => events.map((e) => `${e.type}@v${e.meta.version}`)));
    const folded = [...new Set(modules.flatMap((m) => (m.projections ?? []).flatMap((p) => [...p.handles] as string[])))];
    const wanted = folded.flatMap((type) => releasedVersions(type).map((version) => ({ type, version })));
    const missing = wanted.filter(({ type, version }) => !held.has(`${type}@v${version}`)).map(({ type, version }) => (version === 1 ? type : `${type}@v${version}`));
    expect(missing.filter((type) => !NOT_YET_IN_A_FIXTURE.has(type)), 'events without a fixture').toEqual([]);
    expect([...NOT_YET_IN_A_FIXTURE].filter((type) => !missing.includes(type)), 'covered now: take them off NOT_YET_IN_A_FIXTURE').toEqual([]);
    // An upcast event is covered at each of its versions (garage/vehicleSaved at v1 and v2).
    expect(held).toContain('garage/vehicleSaved@v1');
    expect(held).toContain('garage/vehicleSaved@v2');
  });

  it('replays the recorded shop session to its final cart and order', () => {
    const steps = replay(logs.get('shop-session-v1.jsonl')!, modules);
    const final = steps.at(-1)!.state.projections;
    expect((final['cart/lines'] as { items: { sku: string; qty: number }[] }).items.map(({ sku, qty }) => [sku, qty])).toEqual([['WB-450', 2], ['BP-123', 1]]);
    expect((final['checkout/state'] as { lastOrder: { orderNumber: string } }).lastOrder.orderNumber).toBe('200000001');
    expect((final['wishlist/items'] as { items: unknown[] }).items).toEqual([]);
  });

  it.each(fixtures)('%s replays to its expected state', (file) => {
    const events = logs.get(file)!;
    const steps = replay(events, modulesUsedBy(events, modules));
    expect(steps).toHaveLength(events.length);
    const expectedFile = join(dir, file.replace(/\.jsonl$/, '.expected.json'));
    if (existsSync(expectedFile)) {
      expect(steps.at(-1)?.state).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
    }
  });
});
