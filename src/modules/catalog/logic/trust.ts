import type { StockInfo } from './types';

/** Spec section 1: the shop's promises shown beside a price. */
export const SHOP_PROMISES = { deliveryDays: { from: 1, to: 10 }, returnDays: 14, carrier: 'DPD', support: { days: 'Mon-Fri', from: '9:00', to: '17:00' } } as const;

/** At most this many left in stock: the page says how many ("Only 3 left"). */
export const LOW_STOCK_QTY = 5;

/**
 * How many are left when few are (1..LOW_STOCK_QTY), else null: out of stock, plenty, or a product whose stock is
 * not counted (kits and configurable parents carry qty 0 with `manage_stock` false).
 */
export function lowStockQty(stock: (StockInfo & { manage_stock?: boolean | null }) | undefined): number | null {
  if (!stock || !stock.is_in_stock || stock.manage_stock === false) return null;
  const qty = Number(stock.qty);
  return Number.isFinite(qty) && qty >= 1 && qty <= LOW_STOCK_QTY ? Math.floor(qty) : null;
}

/** The Tallinn and Rae courier's windows (spec section 9): order before the cut-off, delivered the same day. */
export const COURIER_WINDOWS = [
  { orderBy: '12:00', cutoffMinutes: 12 * 60, window: '13:00-15:00' },
  { orderBy: '15:00', cutoffMinutes: 15 * 60, window: '15:30-17:00' },
] as const;

export type CourierWindow = (typeof COURIER_WINDOWS)[number];

const tallinnClock = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Tallinn', weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/**
 * The same-day courier window still open at `now` in Tallinn (Monday to Friday, before 12:00 or 15:00), or null
 * after the last cut-off and at weekends. The server offers the same windows at checkout (server/commerce/quote).
 */
export function openCourierWindow(now: Date): CourierWindow | null {
  const parts = Object.fromEntries(tallinnClock.formatToParts(now).map((part) => [part.type, part.value]));
  if (parts.weekday === 'Sat' || parts.weekday === 'Sun') return null;
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return COURIER_WINDOWS.find((window) => minutes < window.cutoffMinutes) ?? null;
}

/** The same-day courier delivers to Estonian addresses only (Tallinn and Rae): views taxed in Estonia show it. */
export function courierApplies(view: { tax: { defaultCountry: string } }): boolean {
  return view.tax.defaultCountry.toUpperCase() === 'EE';
}
