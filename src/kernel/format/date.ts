import type { StoreView } from '../store-view/types';

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Only numeric parts are used, so the locale is fixed; hourCycle h23 avoids '24:05' after midnight.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A date and time in the view's time zone: 'HH:mm D-M-YYYY' ('HH:mm DD-MM-YYYY' in Russian).
 * An unparseable input is returned unchanged rather than breaking the page.
 * @example formatDate('2024-03-05T07:04:00Z', est) === '09:04 5-3-2024'
 */
export function formatDate(iso: string, view: StoreView): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = {} as Parts;
  for (const part of formatterFor(view.timeZone).formatToParts(date)) {
    if (part.type in { year: 1, month: 1, day: 1, hour: 1, minute: 1 }) parts[part.type as keyof Parts] = part.value;
  }
  const pad = view.language === 'ru' ? (value: string) => value.padStart(2, '0') : (value: string) => value;
  return `${parts.hour.padStart(2, '0')}:${parts.minute.padStart(2, '0')} ${pad(parts.day)}-${pad(parts.month)}-${parts.year}`;
}
