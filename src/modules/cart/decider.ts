import { optionsChecksum } from '../../../contract/cart-identity';
import type { EventDraft } from '../../kernel/messages';
import { DomainError, type Decider } from '../../kernel/module';
import {
  CART_TEXTS,
  childBySizeAndColour,
  nextLines,
  parseAddQuantity,
  productProblems,
  quantityProblem,
  removedWith,
  sameLine,
  stockCheck,
  withSizeAndColour,
} from './logic';
import type { CartCommand, CartEditMode, CartEvent, CartLine, CartNotice } from './messages';

export interface CartState {
  lines: CartLine[];
  editMode: CartEditMode | null;
}

const refused = (sku: string, ...notices: CartNotice[]): EventDraft<'cart/addRefused'>[] => [{ type: 'cart/addRefused', data: { sku, notices } }];
const noSuchConfiguration: CartNotice = { type: 'error', message: CART_TEXTS.noSuchConfiguration, ns: 'cart' };

function lineOf(lines: readonly CartLine[], lineId: string): CartLine {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new DomainError('cart/unknownLine', `No cart line ${lineId}`);
  return line;
}

/**
 * The cart (spec sections 3 to 5): add, update quantity, ask before removing, remove, clear, edit mode and
 * configuring a variant's line. Refusals the shopper is told about (a product that may not be added, a
 * quantity a line cannot hold) are events carrying the spec's texts (ADR 0021); a command naming no line is
 * a DomainError.
 */
export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  initialState: () => ({ lines: [], editMode: null }),

  decide(command, state, ctx) {
    switch (command.type) {
      case 'cart/addItem': {
        const { product, limits = {} } = command.data;
        const sku = product.childSku ?? product.sku;
        const qty = parseAddQuantity(command.data.qty);
        const badQty = quantityProblem(qty, {});
        if (badQty) return refused(sku, badQty);
        const problems = productProblems(product, command.data.productErrors);
        if (problems.length) return refused(sku, ...problems);
        // A configurable product is bought as its chosen variant; a grouped one as its parts, each added on its own
        // (the product page's request names them: reactors.ts), so a grouped product itself never is a line (server parity).
        if ((product.typeId === 'configurable' && !product.childSku) || product.typeId === 'grouped') return refused(sku, noSuchConfiguration);
        const stock = stockCheck(product);
        if (stock === 'out_of_stock') return refused(sku, { type: 'warning', message: CART_TEXTS.outOfStock, ns: 'cart' });

        const product_option = command.data.product_option ?? null;
        const candidate: CartLine = {
          id: ctx.newId(),
          sku,
          parentSku: product.childSku ? product.sku : null,
          productId: product.id,
          name: product.name,
          slug: product.slug,
          typeId: product.typeId,
          image: product.image,
          price: product.price,
          qty,
          product_option,
          checksum: optionsChecksum(product_option),
          serverItemId: null,
          stock,
          limits,
        };
        const existing = state.lines.find((line) => sameLine(line, candidate));
        const total = (existing?.qty ?? 0) + qty;
        const tooMany = quantityProblem(total, limits);
        if (tooMany) return refused(sku, tooMany);
        if (!existing) return [{ type: 'cart/itemAdded', data: { line: candidate } }];
        return [{ type: 'cart/quantityChanged', data: { lineId: existing.id, qty: total, prevQty: existing.qty, by: 'add', stock } }];
      }
      case 'cart/updateQuantity': {
        const line = lineOf(state.lines, command.data.lineId);
        const { qty } = command.data;
        const problem = quantityProblem(qty, line.limits);
        if (problem) return [{ type: 'cart/quantityRefused', data: { lineId: line.id, qty, notices: [problem] } }];
        if (qty === line.qty) return [];
        return [{ type: 'cart/quantityChanged', data: { lineId: line.id, qty, prevQty: line.qty, by: 'update', stock: line.stock } }];
      }
      case 'cart/requestRemoval': {
        const line = state.lines.find((candidate) => candidate.id === command.data.lineId);
        return line ? [{ type: 'cart/removalRequested', data: { lineId: line.id } }] : [];
      }
      case 'cart/removeItem': {
        // Removing a line already gone (a second click) changes nothing.
        const line = state.lines.find((candidate) => candidate.id === command.data.lineId);
        return line ? [{ type: 'cart/itemsRemoved', data: { lineIds: removedWith(line, state.lines) } }] : [];
      }
      case 'cart/clear':
        return state.lines.length ? [{ type: 'cart/cleared', data: {} }] : [];
      case 'cart/openEditMode':
        return [{ type: 'cart/editModeOpened', data: command.data }];
      case 'cart/changeEditMode': {
        if (!state.editMode) throw new DomainError('cart/editModeOff', 'Cart edit mode is off.');
        const { qty = state.editMode.qty, options = {} } = command.data;
        return [{ type: 'cart/editModeChanged', data: { productId: state.editMode.productId, qty, options: { ...state.editMode.options, ...options } } }];
      }
      case 'cart/closeEditMode':
        return state.editMode ? [{ type: 'cart/editModeClosed', data: {} }] : [];
      case 'cart/configureItem': {
        const line = lineOf(state.lines, command.data.lineId);
        // Only a configurable's variant has a parent to choose another child of; other lines stay as they are.
        if (line.parentSku === null) return [];
        const child = childBySizeAndColour(command.data.children, command.data.options);
        if (!child) throw new DomainError('cart/noSuchConfiguration', CART_TEXTS.noSuchConfiguration);
        const product_option = withSizeAndColour(line.product_option, command.data.options);
        return [{ type: 'cart/itemConfigured', data: { lineId: line.id, sku: child.sku, product_option, checksum: optionsChecksum(product_option) } }];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(draft, event) {
    switch (event.type) {
      case 'cart/editModeOpened':
      case 'cart/editModeChanged':
        draft.editMode = event.data;
        break;
      case 'cart/editModeClosed':
        draft.editMode = null;
        break;
      case 'cart/addRefused':
      case 'cart/quantityRefused':
      case 'cart/removalRequested':
        break;
      default:
        draft.lines = nextLines(draft.lines as CartLine[], event);
    }
  },
};
