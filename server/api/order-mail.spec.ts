import { describe, expect, it } from 'vitest';
import { formatMoney, renderOrderConfirmation, type OrderConfirmationFacts } from '../mail/templates/order-confirmation';

const facts = (patch: Partial<OrderConfirmationFacts> = {}): OrderConfirmationFacts => ({
  language: 'en',
  locale: 'en-GB',
  timeZone: 'Europe/Tallinn',
  shopName: 'English',
  orderNumber: '400000042',
  placedAt: new Date('2026-06-01T12:00:00Z'),
  customerName: 'Mari <b>Maasikas</b>',
  lines: [{ name: 'Brake pads & discs', sku: 'BP-1', qty: 2, rowTotalInclTax: 1234.5 }],
  totals: { subtotalInclTax: 1234.5, shippingInclTax: 5, discount: -123.45, tax: 215.6, grandTotal: 1116.05, couponCode: 'SUMMER2026' },
  shippingAddress: { firstname: 'Mari', lastname: 'Maasikas', street: ['Rüütli 1', 'apt 2'], city: 'Tartu', postcode: '51007', country_id: 'EE' },
  billingAddress: { firstname: 'Mari', lastname: 'Maasikas', company: 'Auto OÜ', street: ['Narva mnt 5'], city: 'Tallinn', postcode: '10117', country_id: 'EE' },
  shippingMethod: 'DPD Courier',
  paymentMethodCode: 'cashondelivery',
  paymentMethodTitle: 'Cash on delivery',
  ...patch,
});

describe('the order confirmation e-mail', () => {
  it('lists number, date, lines, totals, methods and addresses', () => {
    const mail = renderOrderConfirmation(facts());
    expect(mail.subject).toBe('Your order 400000042 has been received');
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Order number: 400000042',
        // HH:mm D-M-YYYY in Tallinn time (UTC+3 in June).
        'Date: 15:00 1-6-2026',
        '- Brake pads & discs (BP-1) x 2: 1,234.50 €',
        'Subtotal: 1,234.50 €',
        'Shipping: 5.00 €',
        'Discount (SUMMER2026): -123.45 €',
        'Grand total: 1,116.05 €',
        'incl. VAT: 215.60 €',
        'Shipping method: DPD Courier',
        'Payment method: Cash on delivery',
        'Shipping address:',
        'Rüütli 1',
        'Billing address:',
        'Auto OÜ',
        '10117 Tallinn',
      ]),
    );
  });

  it('escapes the HTML body', () => {
    const { html } = renderOrderConfirmation(facts());
    expect(html).toContain('Mari &lt;b&gt;Maasikas&lt;/b&gt;');
    expect(html).toContain('Brake pads &amp; discs (BP-1)');
    expect(html).not.toContain('<b>Maasikas');
  });

  it('speaks each shop language', () => {
    const subject = (language: OrderConfirmationFacts['language']) => renderOrderConfirmation(facts({ language })).subject;
    expect(subject('et')).toBe('Teie tellimus 400000042 on vastu võetud');
    expect(subject('fi')).toBe('Tilauksesi 400000042 on vastaanotettu');
    expect(subject('ru')).toBe('Ваш заказ 400000042 принят');
    expect(subject('it')).toBe('Il tuo ordine 400000042 è stato ricevuto');
    const finnish = renderOrderConfirmation(facts({ language: 'fi', locale: 'fi-FI', paymentMethodTitle: 'Postiennakko' })).text;
    expect(finnish).toContain('Maksutapa: Postiennakko');
    expect(finnish).toContain('Yhteensä: 1\u00a0116,05 €');
  });

  it("names the shipping method in the mail language (the quote's English titles are not shown)", () => {
    const method = (language: OrderConfirmationFacts['language'], code: string, title: string) =>
      renderOrderConfirmation(facts({ language, shippingMethod: title, shippingMethodCode: code })).text.split('\n').find((line) => line.startsWith(`${{ en: 'Shipping method', et: 'Tarneviis', ru: 'Способ доставки', fi: 'Toimitustapa', it: 'Metodo di spedizione' }[language]}: `));
    expect(method('et', 'sameday_window_1300_1500', 'Tallinn and Rae courier 13:00-15:00')).toBe('Tarneviis: Sama päeva kuller, Tallinn ja Rae 13:00-15:00');
    expect(method('ru', 'pickup_tallinn', 'Pickup at our Tallinn store')).toBe('Способ доставки: Самовывоз из нашего магазина в Таллине');
    expect(method('fi', 'flatrate_flatrate', 'DPD Courier')).toBe('Toimitustapa: DPD-kuriiri');
    expect(method('it', 'sameday_window_1530_1700', 'Tallinn and Rae courier 15:30-17:00')).toBe('Metodo di spedizione: Corriere in giornata, Tallinn e Rae 15:30-17:00');
    expect(method('en', 'pickup_tallinn', 'Pickup at our Tallinn store')).toBe('Shipping method: Store pickup at our Tallinn store');
    // A method the mail does not know keeps the quote's title.
    expect(method('et', 'other_method', 'Other carrier')).toBe('Tarneviis: Other carrier');
  });

  it('says a virtual order ships nothing and leaves out shipping and discount rows', () => {
    const { text } = renderOrderConfirmation(facts({ shippingMethod: null, shippingAddress: null, totals: { subtotalInclTax: 10.89, shippingInclTax: 0, discount: 0, tax: 0.9, grandTotal: 10.89, couponCode: null } }));
    expect(text).toContain('Shipping method: No shipping needed');
    expect(text).not.toContain('Shipping address:');
    expect(text).not.toContain('Shipping: ');
    expect(text).not.toContain('Discount');
  });

  it('formats money with two decimals, then the sign', () => {
    expect(formatMoney(5, 'et-EE')).toBe('5,00 €');
    expect(formatMoney(-3.5, 'en-GB')).toBe('-3.50 €');
  });
});
