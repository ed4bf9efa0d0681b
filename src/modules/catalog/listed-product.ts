import type { ProductSummary } from '../../kernel/product';
import { displayPrices, stockStatus, type PricedDoc, type StockInfo } from './logic';

/** A product document as lists read it (category grid, home lists, search results). */
export interface ListedProductDoc extends PricedDoc {
  id: number;
  sku: string;
  name: string;
  slug: string;
  type_id: string;
  brand?: string;
  image?: string;
  stock?: StockInfo;
}

/** One product of a list, ready to show (prices as numbers; the page formats them). */
export interface ListedProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  typeId: string;
  brand: string | null;
  image: string | null;
  final: number;
  original: number;
  special: boolean;
  stock: 'ok' | 'volatile' | 'out_of_stock';
}

/** A document as a list shows it: prices incl. tax with the special price only inside its window, stock status. */
export function listed(doc: ListedProductDoc, now: Date): ListedProduct {
  const prices = displayPrices(doc, { showTax: true, now });
  return {
    id: doc.id,
    sku: doc.sku,
    name: doc.name,
    slug: doc.slug,
    typeId: doc.type_id,
    brand: doc.brand ?? null,
    image: doc.image ?? null,
    final: prices.final,
    original: prices.original,
    special: prices.special,
    stock: stockStatus(doc, { stockSync: true }),
  };
}

const SUMMARY_STOCK: Record<ListedProduct['stock'], ProductSummary['stock']> = { ok: 'in_stock', volatile: 'volatile', out_of_stock: 'out_of_stock' };

/** The kernel's product summary of a listed product (what wishlist, compare and recently viewed keep). */
export function summaryOf(product: ListedProduct, childSku: string | null = null): ProductSummary {
  return {
    id: product.id,
    sku: product.sku,
    childSku,
    name: product.name,
    slug: product.slug,
    typeId: product.typeId,
    brand: product.brand,
    image: product.image,
    price: product.final,
    regularPrice: product.special ? product.original : null,
    stock: SUMMARY_STOCK[product.stock],
  };
}
