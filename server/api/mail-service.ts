/**
 * Support view of the e-mail outbox: `GET /api/ext/mail-service/outbox?recipient=&limit=` with the header
 * `x-ops-key: <OPS_KEY>`. Without OPS_KEY configured the endpoint does not exist (404, like any unknown
 * path); a wrong key is 403. Lets staff (and the scripted curl checkout) see what the shop sent.
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { ApiDeps } from './deps';
import { requireOpsKey } from './ops-key';

/** The outbox viewer route. */
export async function mailServiceRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get<{ Querystring: { recipient?: string; limit?: number } }>(
    '/api/ext/mail-service/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { recipient: { type: 'string', maxLength: 254 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      requireOpsKey(request, deps);
      const { rows } = await deps.db.query(
        `SELECT id, kind, recipient, store_code, language, subject, text_body, created_at, sent_at
           FROM outbox WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT $2`,
        [request.query.recipient ?? null, request.query.limit ?? 20],
      );
      return envelope(200, rows);
    },
  );
}
