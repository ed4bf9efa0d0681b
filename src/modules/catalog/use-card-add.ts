import { useCallback, useState } from 'react';
import type { EventType } from '../../kernel/messages';
import { useKernel } from '../../kernel/react';
import { summaryOf, type ListedProduct } from './listed-product';

/** What becomes of an add: the cart's outcome events, or the kernel's refusal of a command on the way. */
const OUTCOMES: readonly EventType[] = ['cart/itemAdded', 'cart/quantityChanged', 'cart/addRefused', 'kernel/commandRejected'];

/**
 * "Add to cart" on a listing's cards (issue 20): the same `catalog/requestAddToCart` the product page sends, so
 * the cart module adds the line (and says so) as it does there, with the product's step as the quantity. A sku
 * is busy from the tap until the cart's outcome of that request arrives (its events carry the request's
 * correlation id), or, should none come, until the kernel is idle.
 */
export function useCardAdd(): { busy: ReadonlySet<string>; add: (product: ListedProduct) => Promise<void> } {
  const kernel = useKernel();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const add = useCallback(
    async (product: ListedProduct) => {
      setBusy((now) => new Set(now).add(product.sku));
      // Listening before dispatching: the cart's reactor may answer before the dispatch below resolves.
      const answered = new Set<string>();
      let settle = () => {};
      const settled = new Promise<void>((resolve) => (settle = resolve));
      let correlation: string | null = null;
      const off = kernel.on('*', (event) => {
        if (!OUTCOMES.includes(event.type)) return;
        answered.add(event.meta.correlationId);
        if (event.meta.correlationId === correlation) settle();
      });
      try {
        const step = product.step ?? 1;
        const result = await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product: summaryOf(product, null, { quantityStep: step }), qty: step, options: {} } });
        correlation = result.events[0]?.meta.correlationId ?? null;
        if (!result.ok || correlation === null || answered.has(correlation)) settle();
        await Promise.race([settled, kernel.whenIdle()]);
      } finally {
        off();
        setBusy((now) => {
          const next = new Set(now);
          next.delete(product.sku);
          return next;
        });
      }
    },
    [kernel],
  );
  return { busy, add };
}
