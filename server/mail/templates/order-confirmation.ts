/**
 * The order confirmation e-mail in the five shop languages: order number, date, lines, totals,
 * addresses, shipping and payment methods. Plain text plus escaped HTML; money as the shop shows it
 * (two decimals in the view's locale, then the sign).
 */
import { escapeHtml, type MailContent, type MailLanguage } from '../outbox';

/** An address as printed in the e-mail. */
export interface MailAddress {
  firstname?: string;
  lastname?: string;
  company?: string | null;
  street?: string[];
  postcode?: string;
  city?: string;
  region?: string | null;
  country_id: string;
  telephone?: string | null;
}

/** What the confirmation says. */
export interface OrderConfirmationFacts {
  language: MailLanguage;
  /** BCP-47 locale and IANA time zone of the store view (money and date format). */
  locale: string;
  timeZone: string;
  shopName: string;
  orderNumber: string;
  placedAt: Date;
  customerName: string;
  lines: { name: string; sku: string; qty: number; rowTotalInclTax: number }[];
  totals: { subtotalInclTax: number; shippingInclTax: number; discount: number; tax: number; grandTotal: number; couponCode: string | null };
  shippingAddress: MailAddress | null;
  billingAddress: MailAddress;
  /** Null for virtual orders (nothing to ship). */
  shippingMethod: string | null;
  /** `carrier_method` of the shipping method ('sameday_window_1300_1500'): names it in the mail's language. */
  shippingMethodCode?: string | null;
  paymentMethodCode: string;
  /** The method's title in the mail's language (its server part's `mailTitles`). */
  paymentMethodTitle: string;
}

interface Texts {
  subject: (orderNumber: string) => string;
  hello: (name: string) => string;
  thanks: string;
  orderNumber: string;
  date: string;
  products: string;
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  grandTotal: string;
  shippingAddress: string;
  billingAddress: string;
  shippingMethod: string;
  paymentMethod: string;
  noShipping: string;
  footer: string;
  /** The shop's shipping methods by `carrier_method` code (server/commerce/quote/shipping.ts). */
  shippingMethods: Record<string, string>;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: {
    subject: (n) => `Your order ${n} has been received`,
    hello: (name) => `Hello ${name},`,
    thanks: 'Thank you for your order! We will let you know when it is on its way.',
    orderNumber: 'Order number',
    date: 'Date',
    products: 'Products',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    tax: 'incl. VAT',
    grandTotal: 'Grand total',
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    shippingMethod: 'Shipping method',
    paymentMethod: 'Payment method',
    noShipping: 'No shipping needed',
    footer: 'Returns are accepted within 14 days. Customer support Mon-Fri 9:00-17:00.',
    shippingMethods: { flatrate_flatrate: 'DPD Courier', sameday_window_1300_1500: 'Same-day courier, Tallinn and Rae 13:00-15:00', sameday_window_1530_1700: 'Same-day courier, Tallinn and Rae 15:30-17:00', pickup_tallinn: 'Store pickup at our Tallinn store' },
  },
  et: {
    subject: (n) => `Teie tellimus ${n} on vastu võetud`,
    hello: (name) => `Tere, ${name}!`,
    thanks: 'Täname tellimuse eest! Anname teada, kui see on teele saadetud.',
    orderNumber: 'Tellimuse number',
    date: 'Kuupäev',
    products: 'Tooted',
    subtotal: 'Vahesumma',
    shipping: 'Transport',
    discount: 'Allahindlus',
    tax: 'sh käibemaks',
    grandTotal: 'Kokku',
    shippingAddress: 'Tarneaadress',
    billingAddress: 'Arveaadress',
    shippingMethod: 'Tarneviis',
    paymentMethod: 'Makseviis',
    noShipping: 'Tarnet ei ole vaja',
    footer: 'Tagastamine 14 päeva jooksul. Klienditugi E-R 9:00-17:00.',
    shippingMethods: { flatrate_flatrate: 'DPD kuller', sameday_window_1300_1500: 'Sama päeva kuller, Tallinn ja Rae 13:00-15:00', sameday_window_1530_1700: 'Sama päeva kuller, Tallinn ja Rae 15:30-17:00', pickup_tallinn: 'Kauplusest kättesaamine, Tallinna kauplus' },
  },
  ru: {
    subject: (n) => `Ваш заказ ${n} принят`,
    hello: (name) => `Здравствуйте, ${name}!`,
    thanks: 'Спасибо за заказ! Мы сообщим, когда он будет отправлен.',
    orderNumber: 'Номер заказа',
    date: 'Дата',
    products: 'Товары',
    subtotal: 'Промежуточный итог',
    shipping: 'Доставка',
    discount: 'Скидка',
    tax: 'в т. ч. НДС',
    grandTotal: 'Итого',
    shippingAddress: 'Адрес доставки',
    billingAddress: 'Платёжный адрес',
    shippingMethod: 'Способ доставки',
    paymentMethod: 'Способ оплаты',
    noShipping: 'Доставка не требуется',
    footer: 'Возврат в течение 14 дней. Поддержка Пн-Пт 9:00-17:00.',
    shippingMethods: { flatrate_flatrate: 'Курьер DPD', sameday_window_1300_1500: 'Курьер в тот же день, Таллин и Рае 13:00-15:00', sameday_window_1530_1700: 'Курьер в тот же день, Таллин и Рае 15:30-17:00', pickup_tallinn: 'Самовывоз из нашего магазина в Таллине' },
  },
  fi: {
    subject: (n) => `Tilauksesi ${n} on vastaanotettu`,
    hello: (name) => `Hei ${name},`,
    thanks: 'Kiitos tilauksestasi! Ilmoitamme, kun se on lähetetty.',
    orderNumber: 'Tilausnumero',
    date: 'Päivämäärä',
    products: 'Tuotteet',
    subtotal: 'Välisumma',
    shipping: 'Toimitus',
    discount: 'Alennus',
    tax: 'sis. ALV',
    grandTotal: 'Yhteensä',
    shippingAddress: 'Toimitusosoite',
    billingAddress: 'Laskutusosoite',
    shippingMethod: 'Toimitustapa',
    paymentMethod: 'Maksutapa',
    noShipping: 'Ei toimitusta',
    footer: 'Palautusoikeus 14 päivää. Asiakaspalvelu ma-pe 9:00-17:00.',
    shippingMethods: { flatrate_flatrate: 'DPD-kuriiri', sameday_window_1300_1500: 'Saman päivän kuriiri, Tallinna ja Rae 13:00-15:00', sameday_window_1530_1700: 'Saman päivän kuriiri, Tallinna ja Rae 15:30-17:00', pickup_tallinn: 'Nouto Tallinnan myymälästämme' },
  },
  it: {
    subject: (n) => `Il tuo ordine ${n} è stato ricevuto`,
    hello: (name) => `Ciao ${name},`,
    thanks: 'Grazie per il tuo ordine! Ti avviseremo quando sarà spedito.',
    orderNumber: 'Numero ordine',
    date: 'Data',
    products: 'Prodotti',
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    discount: 'Sconto',
    tax: 'IVA inclusa',
    grandTotal: 'Totale',
    shippingAddress: 'Indirizzo di spedizione',
    billingAddress: 'Indirizzo di fatturazione',
    shippingMethod: 'Metodo di spedizione',
    paymentMethod: 'Metodo di pagamento',
    noShipping: 'Nessuna spedizione necessaria',
    footer: 'Resi accettati entro 14 giorni. Assistenza lun-ven 9:00-17:00.',
    shippingMethods: { flatrate_flatrate: 'Corriere DPD', sameday_window_1300_1500: 'Corriere in giornata, Tallinn e Rae 13:00-15:00', sameday_window_1530_1700: 'Corriere in giornata, Tallinn e Rae 15:30-17:00', pickup_tallinn: 'Ritiro nel nostro negozio di Tallinn' },
  },
};

/** Money as the shop shows it: two decimals in the locale, then the sign (spec section 9). */
export function formatMoney(amount: number, locale: string): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(amount))} €`;
}

/** HH:mm D-M-YYYY in the view's time zone (spec section 9 date format). */
function formatDate(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'numeric', year: 'numeric', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.hour}:${parts.minute} ${Number(parts.day)}-${Number(parts.month)}-${parts.year}`;
}

const addressLines = (a: MailAddress): string[] =>
  [
    [a.firstname, a.lastname].filter(Boolean).join(' '),
    a.company ?? '',
    ...(a.street ?? []),
    [a.postcode, a.city].filter(Boolean).join(' '),
    [a.region, a.country_id].filter(Boolean).join(', '),
    a.telephone ?? '',
  ].filter((line) => line.trim() !== '');

/** Renders the confirmation (subject, text, HTML) in the facts' language. */
export function renderOrderConfirmation(facts: OrderConfirmationFacts): MailContent {
  const t = TEXTS[facts.language];
  const money = (amount: number) => formatMoney(amount, facts.locale);
  // The method's own title in the mail's language (its server part's mailTitles, ADR 0069).
  const payment = facts.paymentMethodTitle;
  const shippingMethod = facts.shippingMethod === null ? t.noShipping : (facts.shippingMethodCode ? t.shippingMethods[facts.shippingMethodCode] : undefined) ?? facts.shippingMethod;
  const totals: [string, string][] = [
    [t.subtotal, money(facts.totals.subtotalInclTax)],
    ...(facts.shippingMethod !== null ? [[t.shipping, money(facts.totals.shippingInclTax)] as [string, string]] : []),
    ...(facts.totals.discount !== 0 ? [[`${t.discount}${facts.totals.couponCode ? ` (${facts.totals.couponCode})` : ''}`, money(-Math.abs(facts.totals.discount))] as [string, string]] : []),
    [t.grandTotal, money(facts.totals.grandTotal)],
    [t.tax, money(facts.totals.tax)],
  ];
  const header: [string, string][] = [
    [t.orderNumber, facts.orderNumber],
    [t.date, formatDate(facts.placedAt, facts.timeZone)],
  ];
  const methods: [string, string][] = [
    [t.shippingMethod, shippingMethod],
    [t.paymentMethod, payment],
  ];
  const addresses: [string, string[]][] = [
    ...(facts.shippingAddress ? [[t.shippingAddress, addressLines(facts.shippingAddress)] as [string, string[]]] : []),
    [t.billingAddress, addressLines(facts.billingAddress)],
  ];

  const text = [
    t.hello(facts.customerName),
    '',
    t.thanks,
    '',
    ...header.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.products}:`,
    ...facts.lines.map((l) => `- ${l.name} (${l.sku}) x ${l.qty}: ${money(l.rowTotalInclTax)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...methods.map(([label, value]) => `${label}: ${value}`),
    ...addresses.flatMap(([label, lines]) => ['', `${label}:`, ...lines]),
    '',
    t.footer,
    facts.shopName,
  ].join('\n');

  const h = escapeHtml;
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  const html = [
    `<!doctype html><html lang="${facts.language}"><head><meta charset="utf-8"><title>${h(t.subject(facts.orderNumber))}</title></head><body>`,
    `<p>${h(t.hello(facts.customerName))}</p>`,
    `<p>${h(t.thanks)}</p>`,
    `<table>${header.map(([label, value]) => row([h(label), h(value)])).join('')}</table>`,
    `<h2>${h(t.products)}</h2>`,
    `<table>${facts.lines.map((l) => row([`${h(l.name)} (${h(l.sku)})`, `× ${l.qty}`, h(money(l.rowTotalInclTax))])).join('')}</table>`,
    `<table>${totals.map(([label, value]) => row([h(label), h(value)])).join('')}</table>`,
    `<table>${methods.map(([label, value]) => row([h(label), h(value)])).join('')}</table>`,
    ...addresses.map(([label, lines]) => `<h2>${h(label)}</h2><p>${lines.map(h).join('<br>')}</p>`),
    `<p>${h(t.footer)}<br>${h(facts.shopName)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject: t.subject(facts.orderNumber), text, html };
}
