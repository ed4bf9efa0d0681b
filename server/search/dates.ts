/**
 * Date values of catalogue filters (terms and range on created_at, special_from_date, ...), checked before
 * they reach SQL: PostgreSQL would answer '2026-02-30', '0000-00-00' or a number with an error (a 500).
 * Elasticsearch's default date format is accepted: an ISO 8601 date or date-time, or epoch milliseconds.
 */
import { badRequest } from '../api/errors';
import type { Scalar } from './ast';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/i;

/** The accepted forms, for messages. */
export const DATE_FORMS = 'an ISO 8601 date (2026-02-01 or 2026-02-01T10:00:00Z) or epoch milliseconds';

/** A real calendar date of years 1 to 9999 (no 30 February), as ISO text PostgreSQL reads; null when not. */
export function isoDateOf(value: Scalar): string | null {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return null;
    const date = new Date(value);
    const year = date.getUTCFullYear();
    return year >= 1 && year <= 9999 ? date.toISOString() : null;
  }
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined || year < 1) return null;
  const calendar = new Date(Date.UTC(2000, month - 1, day));
  calendar.setUTCFullYear(year);
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  return value.trim();
}

/** The date of a filter on `field` as ISO text, or a 400 naming the field and the accepted forms. */
export function filterDate(value: Scalar, field: string, what = 'Date value'): string {
  const iso = isoDateOf(value);
  if (iso === null) throw badRequest(`${what} of '${field}' must be ${DATE_FORMS}, got '${String(value).slice(0, 64)}'`);
  return iso;
}
