import type { EventDraft } from '../../../kernel/messages';
import type { CartLine, LineEvent } from '../messages';

/** What decides whether two lines are the same line. */
export type LineIdentity = Pick<CartLine, 'sku' | 'typeId' | 'checksum' | 'serverItemId'>;

const sameServerItem = (a: LineIdentity, b: LineIdentity) => a.serverItemId !== null && a.serverItemId === b.serverItemId;

/**
 * Line identity (spec section 3, behaviour notes "Cart"): a bundle matches by its selections' checksum
 * (whatever the server item ids), or by server item id when it has no selections; a line with custom
 * options by sku and options checksum, or the server item id; a configurable variant only by sku; any other
 * line by sku or server item id.
 */
export function sameLine(a: LineIdentity, b: LineIdentity): boolean {
  if (a.typeId === 'bundle' || b.typeId === 'bundle') {
    if (a.typeId !== b.typeId) return false;
    return a.checksum !== '' || b.checksum !== '' ? a.checksum === b.checksum : sameServerItem(a, b);
  }
  if (a.checksum !== '' || b.checksum !== '') return (a.sku === b.sku && a.checksum === b.checksum) || sameServerItem(a, b);
  if (a.typeId === 'configurable' || b.typeId === 'configurable') return a.sku === b.sku;
  return a.sku === b.sku || sameServerItem(a, b);
}

/**
 * The ids removed with a line (spec section 4 "Removing"): the line and its child lines (those whose parent
 * sku is its sku), except for a bundle, whose parts are not lines of their own.
 */
export function removedWith(line: CartLine, lines: readonly CartLine[]): string[] {
  if (line.typeId === 'bundle') return [line.id];
  return [line.id, ...lines.filter((other) => other.id !== line.id && other.parentSku === line.sku).map((other) => other.id)];
}

/**
 * The lines after one line event. The decider's state and the projections fold with it, so they cannot
 * drift apart.
 */
export function nextLines(lines: readonly CartLine[], event: EventDraft<LineEvent>): CartLine[] {
  switch (event.type) {
    case 'cart/itemAdded':
      return [...lines, event.data.line];
    case 'cart/quantityChanged': {
      const { lineId, qty, stock } = event.data;
      return lines.map((line) => (line.id === lineId ? { ...line, qty, stock } : line));
    }
    case 'cart/itemsRemoved':
      return lines.filter((line) => !event.data.lineIds.includes(line.id));
    case 'cart/cleared':
    case 'cart/sessionReset':
      return [];
    case 'cart/itemConfigured': {
      const { lineId, sku, product_option, checksum, price, image, limits, qty } = event.data;
      // The edit screen's saves carry the variant's own price, image and limits, and the new quantity (ADR 0052).
      const extra = { ...(price === undefined ? {} : { price }), ...(image === undefined ? {} : { image }), ...(limits ? { limits } : {}), ...(qty === undefined ? {} : { qty }) };
      return lines.map((line) => (line.id === lineId ? { ...line, sku, product_option, checksum, ...extra, stockMessage: null } : line));
    }
    case 'cart/serverLinesMerged': {
      const { bound, removeLocal } = event.data.plan;
      if (event.data.plan.dryRun) return [...lines];
      return lines.flatMap((line) => {
        if (removeLocal.includes(line.id)) return [];
        const binding = bound.find((b) => b.lineId === line.id);
        return binding ? [{ ...line, serverItemId: binding.serverItemId, qty: binding.qty }] : [line];
      });
    }
    case 'cart/serverLineAdded':
      return [...lines, event.data.line];
    case 'cart/lineSynced': {
      const { lineId, serverItemId } = event.data;
      // The quantity stays the client's: a later change may already be on its way.
      return lines.map((line) => (line.id === lineId ? { ...line, serverItemId } : line));
    }
    case 'cart/lineUpdateFailed': {
      const { lineId, restoreQty, restore } = event.data;
      if (restoreQty === null) return lines.filter((line) => line.id !== lineId);
      return lines.map((line) => (line.id === lineId ? { ...line, ...restore, qty: restoreQty } : line));
    }
    case 'cart/connected':
      // Item ids belong to the server cart they came from: in another cart (guest to customer) the lines are
      // matched again by sku and options when the pull after connecting merges them.
      return lines.map((line) => (line.serverItemId === null ? line : { ...line, serverItemId: null }));
    case 'cart/lineStockChecked': {
      const { lineId, stockMessage } = event.data;
      return lines.map((line) => (line.id === lineId ? { ...line, stockMessage } : line));
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The mini cart count (spec section 9): the number of lines and the sum of their quantities. */
export function cartCount(lines: readonly Pick<CartLine, 'qty'>[]): { items: number; quantity: number } {
  return { items: lines.length, quantity: lines.reduce((sum, line) => sum + line.qty, 0) };
}
