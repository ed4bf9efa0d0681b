/**
 * Starts the local fakes of the payment providers' APIs for the e2e run (playwright.config.ts runs it as a web
 * server): `npx tsx tests/e2e/provider-fakes.ts`. Stops with the process.
 */
import { startFakeMakeCommerce, startFakePaypal, startFakeStripe } from '../../server/commerce/payments';
import { FAKE_KEYS, FAKE_PORTS } from './providers';

const running = await Promise.all([
  startFakeMakeCommerce({ port: FAKE_PORTS.makecommerce, shopId: FAKE_KEYS.MAKECOMMERCE_SHOP_ID, secretKey: FAKE_KEYS.MAKECOMMERCE_SECRET_KEY }),
  startFakePaypal({ port: FAKE_PORTS.paypal, clientId: FAKE_KEYS.PAYPAL_CLIENT_ID, clientSecret: FAKE_KEYS.PAYPAL_CLIENT_SECRET }),
  startFakeStripe({ port: FAKE_PORTS.stripe, secretKey: FAKE_KEYS.STRIPE_SECRET_KEY }),
]);
console.log(`provider fakes: ${running.map((fake) => fake.url).join(' ')}`);

const stop = () => void Promise.all(running.map((fake) => fake.close())).finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
