export { formatPrice, priceRangeLabel, discountPercentage } from './price';
export type { PriceRange } from './price';
export { formatDate } from './date';
export { roundMoney } from './money';
