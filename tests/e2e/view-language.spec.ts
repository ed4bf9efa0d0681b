import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_TEXTS, tallinnShopper, toShippingStep, type CheckoutTexts } from './checkout-journey';
import { E2E_PORT, outboxMails, uniqueEmail, waitForHydration, waitForServiceWorker } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 20 bug 6: what a shopper saw in English in another view. The shipping carriers in the Estonian and
 * Russian checkout (and the order e-mail), the horsepower unit of engine names, the Italian plate lookup
 * and its messages, and the offline page of a page never seen, which speaks the URL's store view.
 */

/** The Russian view's checkout texts beside the shared English, Estonian and Italian ones. */
const RU: CheckoutTexts = {
  ...CHECKOUT_TEXTS.en,
  prefix: '/rus',
  addToCart: 'В корзину',
  cartButton: /Корзина/,
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'Адрес электронной почты',
  continueShipping: 'Перейти к доставке',
  street: 'Улица и дом',
  city: 'Город',
  zip: 'Почтовый индекс',
  phone: 'Номер телефона',
  dpd: /Курьер DPD/,
  continuePayment: 'Перейти к оплате',
};

/**
 * The same-day courier is offered on weekdays before 15:00 in Tallinn only: when the server's clock says
 * otherwise the journey adds it to the server's answer as the server words it then, so the view's name for
 * it is checked at any hour.
 */
async function alwaysOfferSameDay(page: Page): Promise<void> {
  await page.route('**/api/cart/shipping-methods*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: number; result: { carrier_code: string }[] };
    if (Array.isArray(body.result) && !body.result.some((method) => method.carrier_code === 'sameday')) {
      body.result.splice(1, 0, {
        carrier_code: 'sameday', method_code: 'window_1300_1500', carrier_title: 'Same-day courier', method_title: 'Tallinn and Rae courier 13:00-15:00',
        amount: 6.56, base_amount: 6.56, price_excl_tax: 6.56, price_incl_tax: 8, available: true, error_message: '',
      } as { carrier_code: string });
    }
    await route.fulfill({ response, json: body });
  });
}

/** Personal details and a Tallinn address: answers the shipping step with its methods listed. */
const toShippingMethods = (page: Page, texts: CheckoutTexts, email: string) => toShippingStep(page, texts, tallinnShopper(email));

test('checkout (et): the same-day courier and store pickup are named in Estonian, in the steps and the order e-mail', async ({ page, request }) => {
  test.slow();
  await alwaysOfferSameDay(page);
  const texts = CHECKOUT_TEXTS.et;
  const email = uniqueEmail('words-et');
  const { shipping, step } = await toShippingMethods(page, texts, email);

  const sameDay = shipping.getByRole('radio', { name: /Tallinna ja Rae kuller 13:00-15:00/ });
  await expect(sameDay).toHaveAccessibleDescription('Sama päeva kuller');
  const pickup = shipping.getByRole('radio', { name: /Tulen ise järele Tallinna kauplusest/ });
  await expect(pickup).toHaveAccessibleDescription('Kauplusest kättesaamine');
  await expect(shipping).not.toContainText('Same-day courier');
  await expect(shipping).not.toContainText('Store pickup');

  // Pickup, cash on delivery, the order: its e-mail names the method in Estonian too.
  await pickup.check();
  await shipping.getByRole('button', { name: texts.continuePayment }).click();
  await expect(shipping).toContainText('Tulen ise järele Tallinna kauplusest');
  const payment = step(2);
  await payment.getByRole('radio', { name: texts.cod }).check();
  await payment.getByRole('button', { name: texts.continueReview }).click();
  const review = step(3);
  await review.getByLabel(texts.terms).check();
  await review.getByRole('button', { name: texts.place }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.thanks })).toBeVisible();
  await expect.poll(async () => (await outboxMails(request, email)).filter((mail) => mail.kind === 'order_confirmation').length).toBe(1);
  const [mail] = (await outboxMails(request, email)).filter((m) => m.kind === 'order_confirmation');
  expect(mail?.text_body).toContain('Tarneviis: Kauplusest kättesaamine, Tallinna kauplus');
  expect(mail?.text_body).not.toContain('Pickup at our Tallinn store');
});

test('checkout (ru): the same-day courier and store pickup are named in Russian', async ({ page }) => {
  test.slow();
  await alwaysOfferSameDay(page);
  const { shipping } = await toShippingMethods(page, RU, uniqueEmail('words-ru'));
  await expect(shipping.getByRole('radio', { name: /Курьер по Таллину и Рае 13:00-15:00/ })).toHaveAccessibleDescription('Курьер в тот же день');
  await expect(shipping.getByRole('radio', { name: /Самовывоз из нашего магазина в Таллине/ })).toHaveAccessibleDescription('Самовывоз из магазина');
  await expect(shipping).not.toContainText('Same-day courier');
  await expect(shipping).not.toContainText('Store pickup');
});

test('Italian plates on it.localhost: the messages in Italian, the demo plate finds its car, named with CV', async ({ page }) => {
  test.slow();
  await page.goto(`http://it.localhost:${E2E_PORT}/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Scegli la tua auto' }).click();
  const form = page.getByRole('form', { name: 'Trova la tua auto dalla targa' });
  const plate = form.getByLabel('Targa');
  await form.getByRole('button', { name: 'Cerca' }).click();
  await expect(plate).toHaveAccessibleDescription('Inserisci il numero di targa');
  // An Estonian plate is not an Italian one; an Italian plate nobody registered is not found either.
  for (const unknown of ['123 ABC', 'ZZ 999 ZZ']) {
    await plate.fill(unknown);
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expect(plate).toHaveAccessibleDescription('Impossibile trovare il veicolo dalla targa');
  }
  // AB 123 CD is the demo VW Golf VII 1.4 TSI (server/catalogue/generator/registrations.ts).
  await plate.fill('ab 123 cd');
  await form.getByRole('button', { name: 'Cerca' }).click();
  const chip = page.getByText('La tua auto:');
  await expect(chip).toContainText('VW Golf VII 1.4 TSI 92 kW / 125 CV (2012-2016)');
  await expect(chip).not.toContainText(' hp ');
});

test('engine names carry the view’s horsepower unit: hj in Estonian, л.с. in Russian, hp in English', async ({ page }) => {
  for (const [home, chip, unit] of [['/', 'Sinu auto:', 'hj'], ['/rus', 'Ваш автомобиль:', 'л.с.'], ['/eng', 'Your car:', 'hp']] as const) {
    await page.goto(home === '/' ? '/?ktypnr=10815' : `${home}?ktypnr=10815`);
    await waitForHydration(page);
    await expect(page.getByText(chip)).toContainText(`1.4 TSI 92 kW / 125 ${unit} (2012-2016)`);
  }
});

/** Opens `home` until the worker controls it, then a never-seen page of `never` offline: answers its heading and home link. */
async function offlinePage(page: Page, home: string, never: string): Promise<{ title: string; link: { name: string; href: string | null } }> {
  await page.goto(home, { timeout: 60_000 });
  await waitForHydration(page);
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  try {
    await page.goto(never);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const link = page.locator('a.home');
    return { title, link: { name: (await link.textContent()) ?? '', href: await link.getAttribute('href') } };
  } finally {
    await page.context().setOffline(false);
  }
}

test('the offline page of a never-seen page speaks the URL’s store view, not the browser’s language (en-US here)', async ({ page }) => {
  test.slow();
  expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
  const local = `http://localhost:${E2E_PORT}`;
  expect(await offlinePage(page, `${local}/`, `${local}/c/never-visited-here`)).toEqual({ title: 'Ühendus puudub', link: { name: 'Avalehele', href: '/' } });
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
  // The same origin's worker, a prefixed view.
  expect(await offlinePage(page, `${local}/rus`, `${local}/rus/c/never-visited-here`)).toEqual({ title: 'Нет подключения к интернету', link: { name: 'На главную', href: '/rus' } });
  // The own domains: each origin has its worker and its offline page.
  const finnish = `http://fi.localhost:${E2E_PORT}`;
  expect(await offlinePage(page, `${finnish}/`, `${finnish}/c/never-visited-here`)).toEqual({ title: 'Ei verkkoyhteyttä', link: { name: 'Etusivulle', href: '/' } });
  const italian = `http://it.localhost:${E2E_PORT}`;
  expect(await offlinePage(page, `${italian}/`, `${italian}/c/never-visited-here`)).toEqual({ title: 'Sei offline', link: { name: 'Vai alla home page', href: '/' } });
});
