/**
 * @module
 * The hour of a morning check-in, as a person types it ("8:00", "8", "7.30 Europe/London", "off"),
 * and when it next falls in their time zone. Zone arithmetic uses Intl, so summer time is handled
 * by the platform's zone data rather than by fixed offsets.
 */

/** The zone of a check-in unless the person names another. */
export const DEFAULT_ZONE = 'Europe/Madrid';

/** A daily hour in a zone. */
export interface ReminderTime {
  hour: number;
  minute: number;
  /** An IANA zone, e.g. `Europe/Madrid`. */
  zone: string;
}

/** What was typed after the command. */
export type ReminderRequest =
  | { kind: 'show' }
  | { kind: 'off' }
  | { kind: 'at'; time: ReminderTime }
  | { kind: 'invalid' }
  | { kind: 'bad_zone'; zone: string };

export const OFF_WORDS: ReadonlySet<string> = new Set([
  'off',
  'stop',
  'no',
  'cap',
  'atura',
  'desactiva',
  'desactivar',
  'para',
]);

/** Reads "8", "8:00", "08.30", "8h", "8:30h", optionally followed by a zone; or a word that turns them off. */
export function readReminderRequest(text: string, fallbackZone = DEFAULT_ZONE): ReminderRequest {
  const [clock = '', zone, ...extra] = text.trim().split(/\s+/).filter(Boolean);
  if (!clock) return { kind: 'show' };
  if (OFF_WORDS.has(clock.toLowerCase()) && zone === undefined) return { kind: 'off' };
  const match = /^(\d{1,2})(?:[:.h](\d{2}))?h?$/i.exec(clock);
  if (!match || extra.length > 0) return { kind: 'invalid' };
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (hour > 23 || minute > 59) return { kind: 'invalid' };
  if (zone !== undefined && !isTimeZone(zone)) return { kind: 'bad_zone', zone };
  return { kind: 'at', time: { hour, minute, zone: zone === undefined ? fallbackZone : canonicalZone(zone) } };
}

/** "8:05": how the hour is shown back, the same in both languages. */
export const formatReminderTime = (time: Pick<ReminderTime, 'hour' | 'minute'>): string =>
  `${time.hour}:${String(time.minute).padStart(2, '0')}`;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone as Intl spells it ("europe/london" → "Europe/London"). */
const canonicalZone = (zone: string): string => formatIn(zone).resolvedOptions().timeZone;

function partsIn(date: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The date (YYYY-MM-DD) it is in `zone` at `date`. */
export function localDay(date: Date, zone: string): string {
  const { year, month, day } = partsIn(date, zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, zone: string): number {
  const p = partsIn(new Date(instant), zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the wall clock of `zone` shows `hour:minute` on `day`. Around a summer-time change the zone's
 * offset is read at both candidate instants: when the hour is skipped (clocks go forward) the later one is
 * taken, the hour the clocks jumped to; when it happens twice (clocks go back), the first.
 */
function instantOf(day: string, time: ReminderTime): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, time.hour, time.minute);
  const candidates = [
    ...new Set([
      wall - offsetAt(wall - 12 * 60 * 60 * 1000, time.zone),
      wall - offsetAt(wall + 12 * 60 * 60 * 1000, time.zone),
    ]),
  ].sort((a, b) => a - b);
  const showing = candidates.filter((instant) => instant + offsetAt(instant, time.zone) === wall);
  return new Date(showing.length > 0 ? showing[0] : candidates[candidates.length - 1]);
}

const nextDay = (day: string, by = 1): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + by * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The first time after `after` the check-in falls, and the person's date then. */
export function nextOccurrence(time: ReminderTime, after: Date): { at: Date; day: string } {
  // From the day before: a zone behind UTC may still be on it, and a skipped hour may fall earlier than expected.
  let day = nextDay(localDay(after, time.zone), -1);
  for (;;) {
    const at = instantOf(day, time);
    if (at.getTime() > after.getTime()) return { at, day };
    day = nextDay(day);
  }
}
