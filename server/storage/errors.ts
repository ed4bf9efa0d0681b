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
