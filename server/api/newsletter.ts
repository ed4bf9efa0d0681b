/**
 * Newsletter API at /api/ext/mailchimp-subscribe/subscribe (spec section 7 "Newsletter"): GET the state
 * of an e-mail, POST to subscribe (the first subscription mails a 10 % coupon), DELETE to unsubscribe.
 * Vue Storefront 1 posts only `{email}` (ADR 0073): a missing domain or language is the store view's
 * (`?storeCode=`, else the default view): 'fi' for a Finnish view, otherwise 'ee', and the view's language.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import { subscribe, subscriptionStatus, unsubscribe, type NewsletterDomain } from '../commerce/newsletter';
import { ajv, assertValid, emailSchema, normalizeEmail, trimFields } from '../commerce/users';
import type { MailLanguage } from '../mail/outbox';
import type { ApiDeps } from './deps';
import type { StoreView } from '../../src/kernel/store-view/types';
import { viewForRequest } from './store-view';

/** The newsletter path of the contract. */
export const NEWSLETTER_PATH = '/api/ext/mailchimp-subscribe/subscribe';

const validateEmail = ajv.compile<{ email: string }>({ type: 'object', required: ['email'], properties: { email: emailSchema } });
const validateSubscribe = ajv.compile<{ email: string; domain?: NewsletterDomain; language?: MailLanguage }>({
  type: 'object',
  required: ['email'],
  properties: { email: emailSchema, domain: { type: 'string', enum: ['ee', 'fi'] }, language: { type: 'string', enum: ['et', 'ru', 'en', 'fi', 'it'] } },
});

// The store view a subscription came from when the client does not say (its messages are from that shop).
const STORE_OF: Record<NewsletterDomain, Partial<Record<MailLanguage, string>>> = { ee: { et: 'est', ru: 'rus', en: 'eng' }, fi: {} };

const emailOf = (value: unknown): unknown => {
  const copy = structuredClone(value ?? {});
  trimFields(copy, ['email']);
  return copy;
};

type Request = { Querystring: { email?: string; storeCode?: string }; Body: unknown };

/** The list of a view's subscribers: the Finnish shop has its own (spec section 7: fi for the Finnish store, otherwise ee). */
const domainOf = (view: StoreView): NewsletterDomain => (view.tax.defaultCountry === 'FI' ? 'fi' : 'ee');

/** GET ?email, POST {email[, domain, language]}[?storeCode], DELETE {email} (or ?email). */
export async function newsletterRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get<Request>(NEWSLETTER_PATH, async (request) => {
    const { email } = assertValid(validateEmail, emailOf({ email: request.query.email }));
    return envelope(200, await subscriptionStatus(deps.db, normalizeEmail(email)));
  });

  app.post<Request>(NEWSLETTER_PATH, async (request) => {
    const given = assertValid(validateSubscribe, emailOf(request.body));
    const { email } = given;
    // Without a domain or language (Vue Storefront 1 sends only the e-mail) the request's view says them.
    const view = viewForRequest(deps.storeViews, { storeCode: request.query.storeCode });
    const domain = given.domain ?? domainOf(view);
    const language = given.language ?? view.language;
    const storeCode = request.query.storeCode ? view.storeCode : domain === 'fi' ? 'fin' : (STORE_OF.ee[language] ?? 'est');
    await subscribe(deps.db, { email, emailNorm: normalizeEmail(email), domain, language, storeCode }, deps.now());
    return envelope(200, 'subscribed');
  });

  app.delete<Request>(NEWSLETTER_PATH, async (request) => {
    const body = request.body && typeof request.body === 'object' ? request.body : { email: request.query.email };
    const { email } = assertValid(validateEmail, emailOf(body));
    await unsubscribe(deps.db, normalizeEmail(email), deps.now());
    return envelope(200, 'unsubscribed');
  });
}
