/**
 * The HTML of the sandbox approval pages (and of the provider fakes' pages): plain, accessible, escaped,
 * working without JavaScript. Each button is a form that POSTs; hidden fields carry what the target needs.
 */
import { escapeHtml } from '../../mail/outbox';

/** A button of the page: a form posting `fields` to `action`. */
export interface SandboxButton {
  label: string;
  action: string;
  fields?: Record<string, string>;
}

/** What a sandbox page shows. */
export interface SandboxPage {
  /** Provider name in the title, e.g. 'Bank link (sandbox)'. */
  provider: string;
  shop: string;
  /** The order number, or the provider's reference when no order exists yet. */
  reference: string;
  referenceLabel?: string;
  amount: number;
  currency: string;
  /** A line under the figures (what the buttons do). */
  note?: string;
  buttons: SandboxButton[];
  lang?: string;
}

const money = (amount: number, currency: string): string => `${amount.toFixed(2)} ${currency === 'EUR' ? '€' : currency}`;

/** The full HTML document of a sandbox page. */
export function renderSandboxPage(page: SandboxPage): string {
  const forms = page.buttons
    .map((button) => {
      const hidden = Object.entries(button.fields ?? {})
        .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
        .join('');
      return `<form method="post" action="${escapeHtml(button.action)}">${hidden}<button type="submit">${escapeHtml(button.label)}</button></form>`;
    })
    .join('\n      ');
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(page.provider)} – ${escapeHtml(page.shop)}</title>
    <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}form{display:inline-block;margin:1rem 1rem 0 0}button{font-size:1rem;padding:.5rem 1rem}button:focus{outline:3px solid #1a5fb4;outline-offset:2px}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(page.provider)}</h1>
      <p>This is a test payment page. No money is moved.</p>
      <dl>
        <dt>Shop</dt><dd>${escapeHtml(page.shop)}</dd>
        <dt>${escapeHtml(page.referenceLabel ?? 'Order number')}</dt><dd>${escapeHtml(page.reference)}</dd>
        <dt>Amount</dt><dd>${escapeHtml(money(page.amount, page.currency))}</dd>
      </dl>
      ${page.note ? `<p>${escapeHtml(page.note)}</p>` : ''}
      ${forms}
    </main>
  </body>
</html>
`;
}

/** Headers of every sandbox page: HTML, never cached, never framed. */
export const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;
