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

/** 400 with the given message. */
export const badRequest = (message: string) => new ApiError(400, message);
/** 404 with the given message. */
export const notFound = (message: string) => new ApiError(404, message);
