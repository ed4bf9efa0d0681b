/** Standard VAT rates in force in 2026 (percent), by country: data, not code. */
export const VAT_RATES: Readonly<Record<string, number>> = { EE: 24, FI: 25.5, IT: 22, LV: 21, LT: 21, SE: 25, DE: 19, PL: 23 };

/** Product tax class of every catalogue product, and the retail customer tax class. */
export const PRODUCT_TAX_CLASS = 2;
export const CUSTOMER_TAX_CLASS = 3;

/** One `tax_rule` row per country, for product class 2 and customer class 3 (Magento's shape of rates). */
export function taxRuleRows(): Record<string, unknown>[] {
  return Object.entries(VAT_RATES).map(([country, rate], index) => ({
    id: index + 1,
    code: `VAT ${country}`,
    priority: 0,
    product_tax_class_ids: [PRODUCT_TAX_CLASS],
    customer_tax_class_ids: [CUSTOMER_TAX_CLASS],
    rates: [{ id: index + 1, code: `VAT-${country}-${rate}`, rate, tax_country_id: country, region_name: '*', tax_region_id: 0, tax_postcode: '*' }],
  }));
}
