/** Order placement: the public face used by the order route (and by tools that place orders). */
export { placeOrder } from './place-order';
export type { OrderLog, PlaceOrderRequest } from './place-order';
export { OrderRefusal, ORDER_MESSAGES } from './refusal';
export { confirmationOf, incrementId, orderByClientId } from './store';
export { stockTakes, reserveStock } from './stock';
export type { StockTake, StockShortage } from './stock';
