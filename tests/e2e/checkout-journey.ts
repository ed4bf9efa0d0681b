import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, waitForHydration } from './support';

/**
 * What the checkout journeys share: the part every journey buys, the checkout's texts in the English, Estonian
 * and Italian views, and the way to the payment step (cart, personal details, shipping with DPD). Each payment
 * journey adds its method's own texts.
 */
export const CHECKOUT_PRODUCT = '/p/FERODO-FDB98647/ferodo-fdb-98647-857';

/** The dev server's HMR socket and Vite's own messages are not the shop's errors. */
export const appErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

/** The grand total the review shows (its emphasised last row: the server's figure), with a dot. */
export async function reviewTotal(review: Locator): Promise<string> {
  const total = /\d+[.,]\d{2}/.exec((await review.locator('dl strong').last().textContent()) ?? '')?.[0]?.replace(',', '.');
  expect(total).toBeTruthy();
  return total!;
}

export interface CheckoutTexts {
  /** The view's address prefix on a shop's origin (absolute for a view on its own domain). */
  prefix: string;
  addToCart: string;
  cartButton: RegExp;
  firstName: string;
  lastName: string;
  email: string;
  continueShipping: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
  dpd: RegExp;
  continuePayment: string;
  cod: RegExp;
  continueReview: string;
  place: string;
  terms: string;
  termsMessage: string;
  thanks: string;
  orderNumber: RegExp;
}

export type CheckoutView = 'en' | 'et' | 'it';

/** The checkout in three views: English (/eng), Estonian (the default, no prefix), Italian (its own host). */
export const CHECKOUT_TEXTS: Record<CheckoutView, CheckoutTexts> = {
  en: {
    prefix: '/eng',
    addToCart: 'Add to cart',
    cartButton: /Shopping cart, 1 product/,
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    continueShipping: 'Continue to shipping',
    street: 'Street address',
    city: 'City',
    zip: 'Zip code',
    phone: 'Phone number',
    dpd: /DPD Courier/,
    continuePayment: 'Continue to payment',
    cod: /Cash On Delivery/,
    continueReview: 'Continue to review',
    place: 'Place the order',
    terms: 'I accept the terms and conditions',
    termsMessage: 'You must accept the terms and conditions.',
    thanks: 'Thank you for your order!',
    orderNumber: /Your order number is (\S+)\./,
  },
  et: {
    prefix: '',
    addToCart: 'Lisa ostukorvi',
    cartButton: /Ostukorv/,
    firstName: 'Eesnimi',
    lastName: 'Perekonnanimi',
    email: 'E-posti aadress',
    continueShipping: 'Jätka tarnega',
    street: 'Tänav ja maja',
    city: 'Linn',
    zip: 'Postiindeks',
    phone: 'Telefoninumber',
    dpd: /DPD kuller/,
    continuePayment: 'Jätka maksega',
    cod: /Sularahas kättesaamisel/,
    continueReview: 'Jätka ülevaatusega',
    place: 'Esita tellimus',
    terms: 'Nõustun müügitingimustega',
    termsMessage: 'Pead nõustuma müügitingimustega.',
    thanks: 'Täname tellimuse eest!',
    orderNumber: /Sinu tellimuse number on (\S+)\./,
  },
  it: {
    // The Italian view has its own host (it.localhost), as the shop's Italian domain.
    prefix: `http://it.localhost:${E2E_PORT}`,
    addToCart: 'Aggiungi al carrello',
    cartButton: /Carrello/,
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Indirizzo e-mail',
    continueShipping: 'Continua con la spedizione',
    street: 'Indirizzo',
    city: 'Città',
    zip: 'CAP',
    phone: 'Numero di telefono',
    dpd: /Corriere DPD/,
    continuePayment: 'Continua con il pagamento',
    cod: /Pagamento alla consegna/,
    continueReview: 'Continua con il riepilogo',
    place: "Effettua l'ordine",
    terms: 'Accetto i termini e le condizioni',
    termsMessage: 'Devi accettare i termini e le condizioni.',
    thanks: 'Grazie per il tuo ordine!',
    orderNumber: /Il numero del tuo ordine è (\S+)\./,
  },
};

/** The checkout's four steps on the page (the ordered list of step sections). */
export function checkoutSteps(page: Page): { step: (index: number) => Locator } {
  const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
  return { step: (index) => steps.getByRole('listitem').nth(index) };
}

/** Puts the journey's part in the cart and opens the checkout. */
export async function cartToCheckout(page: Page, texts: Pick<CheckoutTexts, 'prefix' | 'addToCart' | 'cartButton'>): Promise<void> {
  await page.goto(`${texts.prefix}${CHECKOUT_PRODUCT}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: texts.cartButton })).toBeVisible();
  await page.goto(`${texts.prefix}/checkout`);
  await waitForHydration(page);
}

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  zip: string;
  phone: string;
}

/** A shopper in Tallinn with this e-mail. */
export const tallinnShopper = (email: string): Shopper => ({ firstName: 'Mari', lastName: 'Maasikas', email, street: 'Pikk 1', city: 'Tallinn', zip: '10115', phone: '+372 5555 1234' });

/** Cart, personal details and the shipping address; answers the shipping step with DPD Courier listed. */
export async function toShippingStep(page: Page, texts: CheckoutTexts, shopper: Shopper): Promise<{ shipping: Locator; step: (index: number) => Locator }> {
  await cartToCheckout(page, texts);
  const { step } = checkoutSteps(page);
  await step(0).getByLabel(texts.firstName, { exact: true }).fill(shopper.firstName);
  await step(0).getByLabel(texts.lastName, { exact: true }).fill(shopper.lastName);
  await step(0).getByLabel(texts.email, { exact: true }).fill(shopper.email);
  await step(0).getByRole('button', { name: texts.continueShipping }).click();
  const shipping = step(1);
  await expect(shipping.getByLabel(texts.firstName, { exact: true })).toHaveValue(shopper.firstName);
  await shipping.getByLabel(texts.street, { exact: true }).fill(shopper.street);
  await shipping.getByLabel(texts.city, { exact: true }).fill(shopper.city);
  await shipping.getByLabel(texts.zip, { exact: true }).fill(shopper.zip);
  await shipping.getByLabel(texts.phone, { exact: true }).fill(shopper.phone);
  await expect(shipping.getByRole('radio', { name: texts.dpd })).toBeVisible();
  return { shipping, step };
}

/** Cart, personal details and shipping with DPD Courier; answers the payment and review steps. */
export async function toPaymentStep(page: Page, texts: CheckoutTexts, shopper: Shopper): Promise<{ payment: Locator; review: Locator }> {
  const { shipping, step } = await toShippingStep(page, texts, shopper);
  await shipping.getByRole('radio', { name: texts.dpd }).check();
  await shipping.getByRole('button', { name: texts.continuePayment }).click();
  return { payment: step(2), review: step(3) };
}
