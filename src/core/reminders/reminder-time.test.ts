import { describe, expect, it } from 'vitest';
import { formatReminderTime, localDay, nextOccurrence, readReminderRequest } from './reminder-time.js';

describe('readReminderRequest', () => {
  it.each([
    ['8:00', 8, 0],
    ['8', 8, 0],
    ['08.30', 8, 30],
    ['7h', 7, 0],
    ['21:15h', 21, 15],
    ['0:05', 0, 5],
  ])('reads "%s" as %i:%i in Europe/Madrid', (text, hour, minute) => {
    expect(readReminderRequest(text)).toEqual({ kind: 'at', time: { hour, minute, zone: 'Europe/Madrid' } });
  });

  it('takes a zone after the hour, spelt as Intl spells it', () => {
    expect(readReminderRequest('7:30 europe/london')).toEqual({
      kind: 'at',
      time: { hour: 7, minute: 30, zone: 'Europe/London' },
    });
    expect(readReminderRequest('7:30 Mars/Olympus')).toEqual({ kind: 'bad_zone', zone: 'Mars/Olympus' });
  });

  it.each(['off', 'OFF', 'atura', 'desactiva', 'stop'])('reads "%s" as off', (text) => {
    expect(readReminderRequest(text)).toEqual({ kind: 'off' });
  });

  it.each(['24:00', '8:60', 'demà', '8:00 Europe/Madrid extra', '8:5', '-1'])('refuses "%s"', (text) => {
    expect(readReminderRequest(text).kind).toBe('invalid');
  });

  it('shows the setting when nothing follows the command', () => {
    expect(readReminderRequest('  ')).toEqual({ kind: 'show' });
  });

  it('formats the minutes with two digits', () => {
    expect(formatReminderTime({ hour: 7, minute: 5 })).toBe('7:05');
    expect(formatReminderTime({ hour: 21, minute: 30 })).toBe('21:30');
  });
});

describe('nextOccurrence', () => {
  const madrid = (hour: number, minute = 0) => ({ hour, minute, zone: 'Europe/Madrid' });

  it('falls later the same day when the hour is still ahead (winter: UTC+1)', () => {
    expect(nextOccurrence(madrid(8), new Date('2026-11-26T05:00:00Z'))).toEqual({
      at: new Date('2026-11-26T07:00:00Z'),
      day: '2026-11-26',
    });
  });

  it('falls the next day once the hour has passed, including at the very minute', () => {
    expect(nextOccurrence(madrid(8), new Date('2026-11-26T07:00:00Z'))).toEqual({
      at: new Date('2026-11-27T07:00:00Z'),
      day: '2026-11-27',
    });
  });

  it('follows summer time: 8:00 in Madrid is 07:00 UTC before the change and 06:00 UTC after', () => {
    expect(nextOccurrence(madrid(8), new Date('2027-03-27T08:00:00Z'))).toEqual({
      at: new Date('2027-03-28T06:00:00Z'),
      day: '2027-03-28',
    });
    expect(nextOccurrence(madrid(8), new Date('2027-10-30T08:00:00Z'))).toEqual({
      at: new Date('2027-10-31T07:00:00Z'),
      day: '2027-10-31',
    });
  });

  it("uses the person's own date, not UTC's, near midnight", () => {
    // 23:30 UTC on the 25th is already the 26th in Madrid.
    expect(localDay(new Date('2026-11-25T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-26');
    expect(nextOccurrence(madrid(0, 45), new Date('2026-11-25T23:30:00Z'))).toEqual({
      at: new Date('2026-11-25T23:45:00Z'),
      day: '2026-11-26',
    });
  });

  it('sends a skipped hour at the hour the clocks jumped to, and a repeated hour once, the first time', () => {
    // Chile moves its clocks from 0:00 to 1:00 on 6 September 2026: 0:30 does not exist that night.
    const santiago = { hour: 0, minute: 30, zone: 'America/Santiago' };
    expect(nextOccurrence(santiago, new Date('2026-09-05T12:00:00Z'))).toEqual({
      at: new Date('2026-09-06T04:30:00Z'),
      day: '2026-09-06',
    });
    expect(nextOccurrence(santiago, new Date('2026-09-06T04:30:00Z'))).toEqual({
      at: new Date('2026-09-07T03:30:00Z'),
      day: '2026-09-07',
    });
    // New York skips 2:00–3:00 on 8 March 2026, and goes through 1:00–2:00 twice on 1 November.
    const newYork = (hour: number) => ({ hour, minute: 30, zone: 'America/New_York' });
    expect(nextOccurrence(newYork(2), new Date('2026-03-08T05:00:00Z')).at).toEqual(new Date('2026-03-08T07:30:00Z'));
    expect(nextOccurrence(newYork(1), new Date('2026-11-01T04:00:00Z'))).toEqual({
      at: new Date('2026-11-01T05:30:00Z'),
      day: '2026-11-01',
    });
    expect(nextOccurrence(newYork(1), new Date('2026-11-01T05:30:00Z')).day).toBe('2026-11-02');
  });

  it('always falls after the instant asked from, on every day of a year, in zones either side of UTC', () => {
    for (const zone of [
      'Europe/Madrid',
      'America/Santiago',
      'America/New_York',
      'Australia/Sydney',
      'Pacific/Auckland',
    ]) {
      for (let hour = 0; hour < 24; hour += 5) {
        for (
          let at = Date.parse('2026-01-01T00:00:00Z');
          at < Date.parse('2027-01-01T00:00:00Z');
          at += 7 * 60 * 60 * 1000 + 13 * 60 * 1000
        ) {
          const next = nextOccurrence({ hour, minute: 30, zone }, new Date(at));
          expect(next.at.getTime(), `${zone} ${hour}:30 after ${new Date(at).toISOString()}`).toBeGreaterThan(at);
          expect(next.at.getTime() - at).toBeLessThanOrEqual(25 * 60 * 60 * 1000);
          expect(localDay(next.at, zone)).toBe(next.day);
        }
      }
    }
  });

  it('works in other zones', () => {
    expect(nextOccurrence({ hour: 8, minute: 0, zone: 'America/New_York' }, new Date('2026-11-26T12:00:00Z'))).toEqual({
      at: new Date('2026-11-26T13:00:00Z'),
      day: '2026-11-26',
    });
  });
});
