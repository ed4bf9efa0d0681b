import { optionsChecksum } from '../../../../contract/cart-identity';
import type { CartItemAnswer } from '../../../../contract/cart';
import type { CartLine, MergePlan } from '../messages';
import { sameLine, type LineIdentity } from './lines';

// The plan's shape is part of the `cart/serverLinesMerged` event, so it lives with the messages (which import nothing from logic/).
export type { MergePlan } from '../messages';

/** How a merge decides (spec section 4 "Cart sync" merge rules; constants in config.ts). */
export interface MergeOptions {
  /** Client state is forced: server items the client lacks are deleted on the server, client lines always pushed. */
  forceClient?: boolean;
  /** Configured: client lines missing on the server are removed locally (when not forced). */
  serverMergeByDefault?: boolean;
  /** Configured: a quantity mismatch takes the server quantity. */
  serverQtyWins?: boolean;
  /** The guest cart merging into the customer's after a login: a line on both sides gets the sum (once). */
  sumQuantities?: boolean;
  /** Only report the differences. */
  dryRun?: boolean;
}

const identityOf = (item: CartItemAnswer): LineIdentity => ({
  sku: item.sku,
  typeId: item.product_type,
  checksum: optionsChecksum(item.product_option),
  serverItemId: item.item_id,
});

/**
 * Merges the client's lines with the server cart's items (spec section 4 merge rules, behaviour notes "Cart"):
 * client line missing on the server → push, or remove locally when server state wins by default and client
 * state is not forced; quantity mismatch → update the server with the client's quantity (or take the server's,
 * or the sum of both on the one-time guest-cart merge); server item missing on the client → delete on the
 * server when client state is forced, else fetch and add locally. Pure; a dry run returns the same report.
 */
export function mergeCart(lines: readonly CartLine[], items: readonly CartItemAnswer[], options: MergeOptions = {}): MergePlan {
  const plan: MergePlan = { bound: [], push: [], removeLocal: [], deleteOnServer: [], fetch: [], dryRun: options.dryRun ?? false };
  const unmatched = [...items];
  for (const line of lines) {
    // The line's own server item first, then any item that is the same line.
    const index = [unmatched.findIndex((item) => line.serverItemId !== null && item.item_id === line.serverItemId), unmatched.findIndex((item) => sameLine(line, identityOf(item)))].find((i) => i >= 0) ?? -1;
    if (index < 0) {
      if (options.serverMergeByDefault && !options.forceClient) plan.removeLocal.push(line.id);
      else plan.push.push({ lineId: line.id, qty: line.qty, serverItemId: null });
      continue;
    }
    const [item] = unmatched.splice(index, 1) as [CartItemAnswer];
    let qty = line.qty;
    if (options.sumQuantities) qty = line.qty + item.qty;
    else if (options.serverQtyWins && !options.forceClient) qty = item.qty;
    plan.bound.push({ lineId: line.id, serverItemId: item.item_id, qty });
    if (qty !== item.qty) plan.push.push({ lineId: line.id, qty, serverItemId: item.item_id });
  }
  for (const item of unmatched) {
    if (options.forceClient) plan.deleteOnServer.push({ item_id: item.item_id, sku: item.sku });
    else plan.fetch.push(item);
  }
  return plan;
}

/** True when the plan changes nothing on either side. */
export const mergeIsClean = (plan: MergePlan): boolean => !plan.push.length && !plan.removeLocal.length && !plan.deleteOnServer.length && !plan.fetch.length;
