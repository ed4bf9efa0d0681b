/**
 * Rounds money to cents (half away from zero, robust to binary noise such as 1.005). One rule for the
 * storefront's prices and the server's totals, so a page never shows a cent the order does not charge.
 */
export function roundMoney(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Number((Math.abs(value) * 100).toPrecision(12)))) / 100;
}
