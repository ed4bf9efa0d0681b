/**
 * Customer API of the vue-storefront-api contract (spec section 7 "User"): registration, login with
 * rotating refresh tokens and a rate limit, profile, password reset and change, order history.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../../contract/envelope';
import { issueAccessToken, requireCustomer, type CustomerRow } from '../commerce/auth/tokens';
import {
  addressSchema,
  ajv,
  assertLoginAllowed,
  assertResetRequestAllowed,
  assertResetTokenAllowed,
  assertValid,
  createCustomer,
  customAttributesSchema,
  customerByEmail,
  emailSchema,
  hashPassword,
  issueRefreshToken,
  MESSAGES,
  nameSchema,
  normalizeEmail,
  orderHistory,
  passwordSchema,
  profileOf,
  recordLoginAttempt,
  recordResetAttempt,
  requestPasswordReset,
  RESET_EXPIRED,
  resetPassword,
  rotateRefreshToken,
  setPasswordHash,
  trimFields,
  updateCustomer,
  verifyNothing,
  verifyPassword,
  wrongTokenRefusal,
  type CustomerInput,
} from '../commerce/users';
import { paymentMethodsOf } from '../commerce/payments/installed';
import type { ApiDeps } from './deps';
import { ApiError, badRequest, installRetryAfter } from './errors';
import { customerReviews } from './review';
import { viewForRequest } from './store-view';

/** The answer to a wrong e-mail or password (the same for both: no account probing). */
export const LOGIN_FAILED = 'You did not sign in correctly or your account is temporarily disabled.';
/** The answer to an unknown, used, revoked or expired refresh token. */
export const REFRESH_INVALID = 'Refresh token is invalid or expired.';
/** The errorMessage of a password change with a wrong current password. */
export const WRONG_PASSWORD = "The password doesn't match this account. Verify the password and try again.";

const customerProperties = {
  email: emailSchema,
  firstname: nameSchema,
  lastname: nameSchema,
  store_id: { type: 'integer' },
  website_id: { type: 'integer' },
  addresses: { type: 'array', maxItems: 20, items: addressSchema },
  custom_attributes: customAttributesSchema,
} as const;

interface CreateBody {
  customer: CustomerInput & { store_id?: number };
  password: string;
  /** Our addition: the client order id of the guest order this account is created for (checkout's opt-in). */
  order_id?: string;
}

const validateCreate = ajv.compile<CreateBody>({
  type: 'object',
  required: ['customer', 'password'],
  properties: {
    customer: { type: 'object', required: ['email', 'firstname', 'lastname'], properties: customerProperties },
    password: passwordSchema,
    order_id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' },
  },
});

const validateUpdate = ajv.compile<{ customer: Partial<CustomerInput> }>({
  type: 'object',
  required: ['customer'],
  properties: { customer: { type: 'object', properties: customerProperties } },
});

const credential = { type: 'string', minLength: 1, maxLength: 1024 } as const;
const validateLogin = ajv.compile<{ username: string; password: string; captcha?: string }>({
  type: 'object',
  required: ['username', 'password'],
  properties: { username: credential, password: credential, captcha: { type: 'string', maxLength: 4096 } },
});
const validateRefresh = ajv.compile<{ refreshToken: string }>({ type: 'object', required: ['refreshToken'], properties: { refreshToken: credential } });
const validateEmail = ajv.compile<{ email: string }>({ type: 'object', required: ['email'], properties: { email: emailSchema } });
const validateCreatePassword = ajv.compile<{ email: string; resetToken: string; newPassword: string }>({
  type: 'object',
  required: ['email', 'resetToken', 'newPassword'],
  properties: { email: emailSchema, resetToken: credential, newPassword: passwordSchema },
});
const validatePage = ajv.compile<{ pageSize: number; currentPage: number }>({
  type: 'object',
  properties: { pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 }, currentPage: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
});

const ADDRESS_TEXT = ['firstname', 'lastname', 'street', 'city', 'postcode', 'country_id', 'telephone', 'company', 'vat_id', 'region_code'] as const;

/** A copy of the body with the customer's texts trimmed (a blank field counts as missing). */
function customerBody(body: unknown): unknown {
  const copy = structuredClone(body ?? {}) as { customer?: { addresses?: unknown } };
  const customer = copy.customer;
  trimFields(customer, ['email', 'firstname', 'lastname']);
  if (customer && Array.isArray(customer.addresses)) for (const address of customer.addresses) trimFields(address, ADDRESS_TEXT);
  return copy;
}

function bodyOf(body: unknown, trim: readonly string[] = []): unknown {
  const copy = structuredClone(body ?? {});
  trimFields(copy, trim);
  return copy;
}

type TokenQuery = { Querystring: { token?: string; storeCode?: string } };
type PagedQuery = { Querystring: { token?: string; storeCode?: string; pageSize?: string; currentPage?: string } };

/** `pageSize` (1-100, default 20) and `currentPage` (default 1) of a paged list, or a 400 naming the bad one. */
function pageOf(query: PagedQuery['Querystring']): { pageSize: number; currentPage: number } {
  // Whole numbers of at most 6 digits before ajv coerces them ('1e309' and 'Infinity' would become numbers).
  const page = (value: unknown) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value === '' || value === undefined ? undefined : value);
  return assertValid(validatePage, { pageSize: page(query.pageSize), currentPage: page(query.currentPage) });
}

/**
 * POST /api/user/create, /login, /refresh, /reset-password, /create-password, /change-password?token;
 * GET and POST /api/user/me?token; GET /api/user/order-history and /api/user/reviews?token&pageSize&currentPage.
 */
export async function userRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const customerOf = (request: FastifyRequest<TokenQuery>): Promise<CustomerRow> => requireCustomer(deps.db, deps.commerce, request.query.token, deps.now());
  const profile = async (customer: CustomerRow) => envelope(200, await profileOf(deps.db, deps.commerce, customer));
  // 429s of the throttles below tell when to come back.
  installRetryAfter(app);

  app.post<TokenQuery & { Body: unknown }>('/api/user/create', async (request) => {
    const { customer, password, order_id: claimOrderId } = assertValid(validateCreate, customerBody(request.body), 'customer');
    const storeId = customer.store_id ?? viewForRequest(deps.storeViews, { storeCode: request.query.storeCode }).storeId;
    if (!deps.storeViews.some((view) => view.storeId === storeId)) {
      throw badRequest(`store_id: Must be one of ${deps.storeViews.map((view) => view.storeId).join(', ')}.`);
    }
    return profile(await createCustomer(deps.db, customer, password, storeId, deps.now(), claimOrderId));
  });

  app.post<{ Body: unknown }>('/api/user/login', async (request) => {
    const { username, password, captcha } = assertValid(validateLogin, bodyOf(request.body, ['username']));
    const now = deps.now();
    const account = normalizeEmail(username);
    await assertLoginAllowed(deps.db, account, request.ip, now, { captcha: deps.captcha, answer: captcha });
    const customer = await customerByEmail(deps.db, account);
    const ok = customer ? await verifyPassword(password, customer.password_hash) : await verifyNothing(password);
    await recordLoginAttempt(deps.db, account, request.ip, ok, now);
    if (!customer || !ok) throw new ApiError(401, LOGIN_FAILED);
    // Both tokens carry the token version read with the password: a change in between voids them.
    const refreshToken = await issueRefreshToken(deps.db, customer.id, customer.token_version, deps.commerce.refreshTokenTtlSeconds, now);
    return envelope(200, await issueAccessToken(deps.commerce, customer, now), { refreshToken });
  });

  app.post<{ Body: unknown }>('/api/user/refresh', async (request) => {
    const { refreshToken } = assertValid(validateRefresh, bodyOf(request.body));
    const now = deps.now();
    const outcome = await deps.db.transaction((tx) => rotateRefreshToken(tx, refreshToken, deps.commerce.refreshTokenTtlSeconds, now));
    if (!outcome.ok) throw new ApiError(401, REFRESH_INVALID);
    const customer = { id: outcome.customerId, group_id: outcome.groupId, token_version: outcome.tokenVersion };
    return envelope(200, await issueAccessToken(deps.commerce, customer, now), { refreshToken: outcome.refreshToken });
  });

  app.get<TokenQuery>('/api/user/me', async (request) => profile(await customerOf(request)));

  app.post<TokenQuery & { Body: unknown }>('/api/user/me', async (request) => {
    const customer = await customerOf(request);
    const { customer: changes } = assertValid(validateUpdate, customerBody(request.body), 'customer');
    return profile(await updateCustomer(deps.db, customer, changes, deps.now()));
  });

  app.post<TokenQuery & { Body: unknown }>('/api/user/reset-password', async (request) => {
    const { email } = assertValid(validateEmail, bodyOf(request.body, ['email']));
    const now = deps.now();
    await assertResetRequestAllowed(deps.db, request.ip, now);
    await recordResetAttempt(deps.db, 'request', normalizeEmail(email), request.ip, now);
    const view = request.query.storeCode ? viewForRequest(deps.storeViews, { storeCode: request.query.storeCode }) : null;
    const origin = deps.commerce.publicUrl ? { publicUrl: deps.commerce.publicUrl } : { protocol: request.protocol, host: request.host };
    await requestPasswordReset(deps.db, deps.storeViews, view, email, origin, now);
    return envelope(200, true);
  });

  app.post<{ Body: unknown }>('/api/user/create-password', async (request) => {
    const { email, resetToken, newPassword } = assertValid(validateCreatePassword, bodyOf(request.body, ['email', 'resetToken']));
    const now = deps.now();
    // Guessing is limited per address before anything is checked; past the e-mail's limit a wrong token
    // answers 429, while the genuine link still works (reset-limit.ts).
    await assertResetTokenAllowed(deps.db, request.ip, now);
    try {
      await resetPassword(deps.db, email, resetToken, newPassword, now);
    } catch (error) {
      if (!(error instanceof ApiError && error.message === RESET_EXPIRED)) throw error;
      const account = normalizeEmail(email);
      const refusal = await wrongTokenRefusal(deps.db, account, now);
      await recordResetAttempt(deps.db, 'token', account, request.ip, now);
      throw refusal ?? error;
    }
    return envelope(200, true);
  });

  app.post<TokenQuery & { Body: unknown }>('/api/user/change-password', async (request, reply: FastifyReply) => {
    const customer = await customerOf(request);
    const body = (request.body ?? {}) as { currentPassword?: unknown; newPassword?: unknown };
    const refuse = (errorMessage: string) => reply.code(400).send(envelope(400, { errorMessage }));
    if (typeof body.newPassword !== 'string' || body.newPassword.length < 8) return refuse(MESSAGES.password);
    if (body.newPassword.length > 256) return refuse('Password must have at most 256 characters.');
    const now = deps.now();
    const account = normalizeEmail(customer.email);
    // The same limit as logins: a stolen access token must not become a way to guess the password.
    // Without the CAPTCHA: the caller holds the account's access token, the account-wide question is for logins.
    await assertLoginAllowed(deps.db, account, request.ip, now);
    const stored = await customerByEmail(deps.db, customer.email);
    const ok = typeof body.currentPassword === 'string' && stored !== null && (await verifyPassword(body.currentPassword, stored.password_hash));
    if (!ok) {
      await recordLoginAttempt(deps.db, account, request.ip, false, now);
      return refuse(WRONG_PASSWORD);
    }
    const passwordHash = await hashPassword(body.newPassword);
    await deps.db.transaction((tx) => setPasswordHash(tx, customer.id, passwordHash, now));
    return envelope(200, true);
  });

  app.get<PagedQuery>('/api/user/order-history', async (request) => {
    const customer = await customerOf(request);
    const { pageSize, currentPage } = pageOf(request.query);
    return envelope(200, await orderHistory(deps.db, deps.storeViews, customer.id, pageSize, currentPage, (code) => paymentMethodsOf(deps).get(code)?.title));
  });

  // The customer's product reviews, every status, newest first; product names in the view's language.
  app.get<PagedQuery>('/api/user/reviews', async (request) => {
    const customer = await customerOf(request);
    const { pageSize, currentPage } = pageOf(request.query);
    const view = viewForRequest(deps.storeViews, { storeCode: request.query.storeCode });
    return envelope(200, await customerReviews(deps.db, customer.id, view.language, pageSize, currentPage));
  });
}
