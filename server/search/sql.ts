/** Collects parameters while SQL text is built: `p(value)` returns its `$n` placeholder. */
export class SqlParams {
  readonly values: unknown[];

  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  /** Adds a parameter and returns its placeholder. */
  p(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A copy that continues the numbering (for queries sharing a WHERE clause). */
  fork(): SqlParams {
    return new SqlParams(this.values);
  }
}

/** Escapes LIKE wildcards so a value matches literally. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** JS twin of the SQL shop_norm_id: upper case without spaces, dashes, dots and slashes. */
export function normId(value: string): string {
  return value.replace(/[\s./-]+/g, '').toUpperCase();
}
