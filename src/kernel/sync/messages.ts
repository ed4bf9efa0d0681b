/**
 * Transport messages. The texts are the spec's (section 8, spelling kept) and double as i18n keys:
 * the notify adapter translates them.
 */
export const SYNC_MESSAGES = {
  badContentType: 'Error with response - bad content-type!',
  wrongFormat: 'Unhandled error, wrong response format!',
  unauthorized: 'Error refreshing user token. User is not authorized to access the resource.',
  refreshAttemptsExceeded:
    'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  refreshNetworkError: 'Unexpected authorization error. Check your Network conection.',
  cartIdMissing: 'Error executing sync task: the required cartId argument is null. Re-creating shopping cart synchro.',
  notSent: 'Network unavailable: the task was not sent.',
  queued: 'Network unavailable: the task is queued and will be sent when back online.',
  cancelled: 'The task was cancelled.',
  ok: 'OK',
} as const;

/** Result codes for answers the server did not give (every other code is the server's). */
export const SYNC_CODES = {
  ok: 200,
  unauthorized: 401,
  /** A task needed a cart id and there was none; no request was made. */
  cartIdMissing: 412,
  /** A readable HTTP answer that was not a `{code, result}` envelope, with a success HTTP status. */
  badResponse: 500,
  /** No answer: offline or the request failed on the network. */
  notSent: 0,
} as const;
