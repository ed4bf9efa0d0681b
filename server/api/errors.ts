import type { FastifyInstance, FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../storage/errors';
import { apiErrorMessage } from './security';

/** The answer while the database cannot be reached (a lost link, a restart): retry soon, nothing is lost. */
export const DATABASE_UNAVAILABLE = 'The shop cannot reach its database just now. Please try again in a few seconds.';
/** Seconds a client waits before retrying a 503 (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * A request the API refuses, with a message for the caller. The server's error handler answers it as
 * the envelope `{code: statusCode, result: message}` with that HTTP status (4xx keep their message;
 * anything else becomes 500 'Internal Server Error' without details).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 429 with the given message; `retryAfterSeconds` becomes the Retry-After header (see `installRetryAfter`). */
export class TooManyRequests extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** Adds Retry-After to the answers of TooManyRequests thrown by the routes added after this call. */
export function installRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequests && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
  });
}

/** 400 with the given message. */
export const badRequest = (message: string) => new ApiError(400, message);
/** 404 with the given message. */
export const notFound = (message: string) => new ApiError(404, message);

/**
 * The `{code, result}` answer for an error thrown while handling an API request: 4xx errors (ApiError,
 * Fastify's own validation errors) keep their message, anything else is a 500 without details.
 */
export function errorEnvelope(error: { statusCode?: number; message?: string; code?: string }): { code: number; result: string } {
  if (isDatabaseUnavailable(error)) return { code: 503, result: DATABASE_UNAVAILABLE };
  // A refusal of the shop's own with a 503 (a search stopped at its timeout) keeps its message.
  if (error instanceof ApiError && error.statusCode === 503) return { code: 503, result: error.message };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return { code: status, result: status === 500 ? 'Internal Server Error' : (apiErrorMessage(error) ?? error.message ?? 'Bad request') };
}

/** Gives an app that serves only API routes (route specs, tools) the server's error answers. */
export function installApiErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (error: { statusCode?: number; message?: string; code?: string }, _request, reply) => {
    const answer = errorEnvelope(error);
    return retryLater(reply, answer.code).code(answer.code).send(answer);
  });
}

/** Adds Retry-After to a 503 answer. */
export function retryLater(reply: FastifyReply, status: number): FastifyReply {
  return status === 503 ? reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)) : reply;
}
