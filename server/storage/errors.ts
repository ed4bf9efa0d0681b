/**
 * The database cannot be opened, reached or migrated. Its message is one line meant for the operator
 * (which database, what went wrong); the original error stays in `cause` for the logs.
 */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** The first line of an error's message, or its code when the message is empty (AggregateError). */
export function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) {
    const line = error.message.split('\n')[0]?.trim();
    if (line) return line;
    if ('code' in error && error.code) return String(error.code);
    return error.name;
  }
  return String(error);
}

/** PostgreSQL SQLSTATEs of a lost or refused connection: class 08, shutdowns, "cannot connect now", too many connections. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Node's socket errors on the way to the database. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres's own words for a connection that went away or never came. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|terminating connection due to administrator command)/;

/**
 * True when the error says the database cannot be reached just now (connection lost, refused, timed out,
 * server shutting down), so the request answers 503 and may be retried, rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error ? isDatabaseUnavailable(error.cause) : false;
}
