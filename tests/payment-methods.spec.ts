/**
 * A payment method is a module on both sides (ADR 0069): in every store view, each method a client module
 * offers (its `checkout/paymentMethod` slot key) has a registered server part for that view, and each
 * server part a view offers has a client module to pay it with. A half-added method fails here instead of
 * silently never appearing in checkout or having its orders refused.
 */
import { describe, expect, it } from 'vitest';
import { paymentInvoiceModule } from '../docs/examples/payment-invoice';
import { invoicePaymentMethod } from '../docs/examples/payment-invoice/server';
import { INSTALLED_PAYMENT_METHODS, type PaymentMethodServerPart } from '../server/commerce/payments';
import { loadAllModules } from '../src/app/manifest';
import { storeViews } from '../src/app/store-views';
import { resolveSlotFills } from '../src/kernel/extensions';
import type { ModuleDefinition } from '../src/kernel/module';
import type { StoreView } from '../src/kernel/store-view/types';

/** What does not match, one sentence per method and view; empty when both sides agree. */
export function paymentMethodMismatches(modules: readonly ModuleDefinition[], parts: readonly PaymentMethodServerPart[], views: readonly StoreView[]): string[] {
  return views.flatMap((view) => {
    const active = modules.filter((module) => !module.when || module.when(view));
    const client = new Set(resolveSlotFills(active, 'checkout/paymentMethod').map((fill) => fill.key));
    const server = new Set(parts.filter((part) => part.views(view)).map((part) => part.code));
    return [
      ...[...client].filter((code) => !server.has(code)).map((code) => `${view.storeCode}: a client module offers "${code}" but no server part is registered for it in this view`),
      ...[...server].filter((code) => !client.has(code)).map((code) => `${view.storeCode}: the server offers "${code}" but no client module fills checkout/paymentMethod for it`),
    ];
  });
}

describe('payment methods on both sides', () => {
  it('agree for every installed method in every store view', async () => {
    const modules = await loadAllModules();
    expect(resolveSlotFills(modules, 'checkout/paymentMethod').map((fill) => fill.key).sort()).toEqual(INSTALLED_PAYMENT_METHODS.map((part) => part.code).sort());
    expect(paymentMethodMismatches(modules, INSTALLED_PAYMENT_METHODS, storeViews)).toEqual([]);
  });

  it('fail loudly for a client module whose server part is missing, and for a server part without its module', async () => {
    const modules = await loadAllModules();
    const invoice = paymentInvoiceModule as ModuleDefinition;
    expect(paymentMethodMismatches([...modules, invoice], INSTALLED_PAYMENT_METHODS, storeViews)).toEqual(['fin: a client module offers "invoice" but no server part is registered for it in this view']);
    expect(paymentMethodMismatches(modules, [...INSTALLED_PAYMENT_METHODS, invoicePaymentMethod], storeViews)).toEqual(['fin: the server offers "invoice" but no client module fills checkout/paymentMethod for it']);
    expect(paymentMethodMismatches([...modules, invoice], [...INSTALLED_PAYMENT_METHODS, invoicePaymentMethod], storeViews)).toEqual([]);
  });

  it('catch a server part offered in other views than its module', async () => {
    const modules = await loadAllModules();
    const everywhere = { ...invoicePaymentMethod, views: () => true };
    const found = paymentMethodMismatches([...modules, paymentInvoiceModule as ModuleDefinition], [...INSTALLED_PAYMENT_METHODS, everywhere], storeViews);
    expect(found).toContain('est: the server offers "invoice" but no client module fills checkout/paymentMethod for it');
    expect(found).not.toContain('fin: the server offers "invoice" but no client module fills checkout/paymentMethod for it');
  });
});
