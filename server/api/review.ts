/**
 * `POST /api/review/create` of the vue-storefront-api contract (validated, stored pending moderation) and the
 * customer's own reviews that `GET /api/user/reviews` lists.
 */
import { Ajv, type ErrorObject } from 'ajv';
import { compileOnFirstUse } from './lazy-validator';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import { requireCustomer } from '../commerce/auth/tokens';
import type { Queryable } from '../storage/port';
import type { ApiDeps } from './deps';
import { badRequest, notFound } from './errors';
import { viewForRequest, viewForStoreId } from './store-view';

/** Review status of new reviews: pending, whatever the client sends (1 approved, 3 not approved). */
export const REVIEW_PENDING = 2;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/** JSON schema of the request body (unknown properties are ignored). */
export const reviewRequestSchema = {
  type: 'object',
  required: ['review'],
  properties: {
    review: {
      type: 'object',
      required: ['product_id', 'title', 'detail', 'nickname'],
      properties: {
        product_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
        title: text(255),
        detail: text(5000),
        nickname: text(128),
        review_entity: { type: 'string', enum: ['product'] },
        review_status: { type: 'integer' },
        // Accepted for contract compatibility, never stored: the author is the `?token=`'s customer or nobody.
        customer_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
        store_id: { type: 'integer', minimum: 0, maximum: 2147483647 },
        ratings: {
          type: 'array',
          maxItems: 20,
          items: { type: 'object', required: ['value'], properties: { rating_id: { type: 'integer' }, value: { type: 'integer', minimum: 1, maximum: 5 } } },
        },
      },
    },
  },
} as const;

interface ReviewBody {
  review: { product_id: number; title: string; detail: string; nickname: string; store_id?: number; ratings?: unknown[] };
}

// coerceTypes: clients of the contract send ids as strings as often as numbers.
const validate = compileOnFirstUse(() => new Ajv({ allErrors: true, coerceTypes: true }).compile<ReviewBody>(reviewRequestSchema));

const field = (error: ErrorObject): string => {
  const path = error.instancePath.replace(/^\/review\/?/, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  return missing ? (path ? `${path}.${missing}` : missing) : path || 'review';
};

const message = (error: ErrorObject): string => {
  const params = error.params as { limit?: number; type?: string; allowedValues?: unknown[] };
  switch (error.keyword) {
    case 'required':
    case 'pattern':
      return 'Field is required.';
    case 'minLength':
      return 'Field is required.';
    case 'maxLength':
      return `At most ${params.limit} characters.`;
    case 'maxItems':
      return `At most ${params.limit} items.`;
    case 'minimum':
      return `Must be at least ${params.limit}.`;
    case 'maximum':
      return `Must be at most ${params.limit}.`;
    case 'enum':
      return `Must be one of ${(params.allowedValues ?? []).join(', ')}.`;
    case 'type':
      return `Must be ${params.type === 'integer' ? 'an integer' : `a ${params.type}`}.`;
    default:
      return error.message ?? 'Invalid value.';
  }
};

/** The validation errors of a body as one clear message, `'title: Field is required. nickname: ...'`. */
export function reviewErrors(body: unknown): string | null {
  if (validate(body)) {
    // ajv coerces 'Infinity' to a number that passes `integer` and `maximum`: ids must be real integers.
    const review = (body as ReviewBody).review as Record<string, unknown>;
    const bad = ['product_id', 'customer_id', 'store_id'].filter((key) => review[key] !== undefined && review[key] !== null && !Number.isSafeInteger(review[key]));
    return bad.length ? bad.map((key) => `${key}: Must be an integer.`).join(' ') : null;
  }
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) seen.add(`${field(error)}: ${message(error)}`);
  return [...seen].join(' ');
}

/**
 * POST /api/review/create[?token][&storeCode] {review:{product_id, title, detail, nickname, ...}}: 400 with
 * the field messages when invalid, 404 for an unknown product, else stored pending → `{id, review_status: 2}`.
 * The store is `storeCode`, else `review.store_id`, else the default view. The author is the token's
 * customer (401 for an invalid or expired token; none or an empty one is a guest's review); the body's
 * `customer_id` is ignored, so nobody can write in someone else's name.
 */
export async function reviewRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.post<{ Body: unknown; Querystring: { storeCode?: string; token?: string } }>('/api/review/create', async (request) => {
    // The sync layer sends `token=` (empty) for a guest whose task asked for `{{token}}`.
    const { token } = request.query;
    const customerId = token ? (await requireCustomer(deps.db, deps.commerce, token, deps.now())).id : null;
    const body = structuredClone(request.body ?? {});
    const errors = reviewErrors(body);
    if (errors) throw badRequest(errors);
    const { review } = body as ReviewBody;
    const view = request.query.storeCode || review.store_id === undefined ? viewForRequest(deps.storeViews, { storeCode: request.query.storeCode }) : viewForStoreId(deps.storeViews, review.store_id);
    const { rows: products } = await deps.db.query('SELECT 1 FROM product WHERE id = $1', [review.product_id]);
    if (!products.length) throw notFound(`No product with id ${review.product_id}`);
    const { rows } = await deps.db.query<{ id: number }>(
      `INSERT INTO review (product_id, title, detail, nickname, review_status, store_id, customer_id, ratings, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id`,
      [review.product_id, review.title.trim(), review.detail.trim(), review.nickname.trim(), REVIEW_PENDING, view.storeId, customerId, JSON.stringify(review.ratings ?? []), deps.now().toISOString()],
    );
    return envelope(200, { id: rows[0]?.id, review_status: REVIEW_PENDING });
  });
}

/** One of the customer's reviews as GET /api/user/reviews answers it; product name and slug in the view's language. */
export interface CustomerReview {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  slug: string;
  title: string;
  detail: string;
  nickname: string;
  /** 1 approved, 2 pending, 3 not approved. */
  review_status: number;
  ratings: { rating_id?: number; value: number }[];
  created_at: string;
}

/** A page of the customer's reviews. */
export interface CustomerReviewPage {
  items: CustomerReview[];
  total_count: number;
  page_size: number;
  current_page: number;
}

/**
 * The reviews `customerId` wrote, every status, newest first. The product's name and slug are the
 * `language` ones, else the English ones, else any (the catalogue may not translate every product).
 */
export async function customerReviews(db: Queryable, customerId: number, language: string, pageSize: number, page: number): Promise<CustomerReviewPage> {
  const { rows: counted } = await db.query<{ total: number | string }>('SELECT count(*) AS total FROM review WHERE customer_id = $1', [customerId]);
  const { rows } = await db.query<Omit<CustomerReview, 'created_at'> & { created_at: Date | string }>(
    `SELECT r.id, r.product_id, p.sku, COALESCE(i.name, f.name, p.sku) AS name, COALESCE(i.slug, f.slug, lower(p.sku)) AS slug,
            r.title, r.detail, r.nickname, r.review_status, r.ratings, r.created_at
       FROM review r
       JOIN product p ON p.id = r.product_id
       LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = $2
       LEFT JOIN LATERAL (SELECT n.name, n.slug FROM product_i18n n WHERE n.product_id = p.id ORDER BY n.language = 'en' DESC, n.language LIMIT 1) f ON i.product_id IS NULL
      WHERE r.customer_id = $1
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $3 OFFSET $4`,
    [customerId, language, pageSize, (page - 1) * pageSize],
  );
  return {
    items: rows.map((row) => ({ ...row, review_status: Number(row.review_status), created_at: new Date(row.created_at).toISOString() })),
    total_count: Number(counted[0]?.total ?? 0),
    page_size: pageSize,
    current_page: page,
  };
}
