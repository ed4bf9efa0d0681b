import { useEffect, useState } from 'react';
import { useKernel } from '../../../kernel/react';
import { serverMessage, SyncLayerToken, type SyncLayer } from '../../../kernel/sync';

/** Page size of the order history (spec section 9: 20, page 1). */
export const ORDER_PAGE_SIZE = 20;

/** An order line as GET /api/user/order-history answers it (Magento's order shape). */
export interface OrderLine {
  sku: string;
  name: string;
  qty_ordered: number;
  price_incl_tax: number;
  row_total_incl_tax: number;
}

/** An address of an order (the fields shown). */
export interface OrderAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[];
  city?: string;
  postcode?: string;
  country_id?: string;
  telephone?: string;
}

/** One order of the history. */
export interface OrderSummary {
  entity_id: number;
  increment_id: string;
  created_at: string;
  status: string;
  grand_total: number;
  subtotal_incl_tax: number;
  /** Shipping without tax: not what the shopper paid for it. */
  shipping_amount: number;
  /** Shipping as charged (tax included): subtotal_incl_tax + discount_amount + shipping_incl_tax = grand_total. */
  shipping_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  coupon_code: string | null;
  payment: { method: string };
  billing_address: OrderAddress | null;
  shipping_address: OrderAddress | null;
  items: OrderLine[];
}

export interface OrderHistoryPage {
  items: OrderSummary[];
  total_count: number;
}

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; value: T };

/** The statuses an order can have, as their i18n keys ('account' namespace). */
export const ORDER_STATUS: Record<string, string> = {
  pending: 'Pending',
  pending_payment: 'Pending payment',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
};

type Fetcher = (page: number) => Promise<OrderHistoryPage>;

/**
 * A read of the order history through the sync layer (the `{{token}}` of the session). Kept in component
 * state, not the event log: it is the server's read model, refetched on every visit, and holds addresses.
 */
export function useHistoryFetcher(): Fetcher {
  const kernel = useKernel();
  return async (page) => {
    const answer = await kernel.container.get<SyncLayer>(SyncLayerToken).execute({
      id: `order-history-${page}-${Date.now()}`,
      url: `/api/user/order-history?token={{token}}&pageSize=${ORDER_PAGE_SIZE}&currentPage=${page}`,
      method: 'GET',
      silent: true,
      createdAt: new Date().toISOString(),
    });
    if (answer.code !== 200) throw new Error(serverMessage(answer.result) ?? 'The order history could not be loaded.');
    return answer.result as OrderHistoryPage;
  };
}

/** Loads `load()` whenever `key` changes; the answer of an older key is dropped. */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; value: Loaded<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, value: { status: 'loaded', value } }),
      (error: unknown) => current && setState({ key, value: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads by key only; load closes over the same inputs
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}

/** Finds an order by its number, paging through the history (newest first) until it is found. */
export async function findOrder(fetchPage: Fetcher, incrementId: string): Promise<OrderSummary | null> {
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    const found = answer.items.find((order) => order.increment_id === incrementId);
    if (found) return found;
    if (answer.items.length === 0 || page * ORDER_PAGE_SIZE >= answer.total_count) return null;
  }
}
