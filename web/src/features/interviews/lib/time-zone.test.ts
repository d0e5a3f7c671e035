import { describe, expect, it } from 'vitest';
import { formatInterviewRange, formatInterviewTime, isoToLocalInput, localInputToIso, viewerTimeZone, zoneOffsetMinutes } from './time-zone';

describe('interview times: a wall-clock time typed in a zone becomes ISO with that zone offset', () => {
  it.each([
    ['2030-01-15T10:30', 'Europe/London', '2030-01-15T10:30:00+00:00'],
    ['2030-07-15T10:30', 'Europe/London', '2030-07-15T10:30:00+01:00'],
    ['2030-01-15T09:00', 'America/New_York', '2030-01-15T09:00:00-05:00'],
    ['2030-07-15T09:00', 'America/New_York', '2030-07-15T09:00:00-04:00'],
    ['2030-03-02T18:45', 'Asia/Kolkata', '2030-03-02T18:45:00+05:30'],
    ['2030-06-01T00:15', 'Asia/Riyadh', '2030-06-01T00:15:00+03:00'],
  ])('%s in %s → %s', (local, zone, iso) => {
    expect(localInputToIso(local, zone)).toBe(iso);
    expect(new Date(iso).getTime()).toBe(Date.parse(localInputToIso(local, zone)!));
  });

  it('the instant is right across a change of offset: the night London moves its clocks back', () => {
    // 27 Oct 2030: 01:59 BST is 00:59 UTC; 02:30 is after the change, GMT.
    expect(new Date(localInputToIso('2030-10-27T00:30', 'Europe/London')!).toISOString()).toBe('2030-10-26T23:30:00.000Z');
    expect(new Date(localInputToIso('2030-10-27T02:30', 'Europe/London')!).toISOString()).toBe('2030-10-27T02:30:00.000Z');
  });

  it('reads back as the same datetime-local value in that zone, and another zone sees its own clock', () => {
    const iso = localInputToIso('2030-07-15T09:00', 'America/New_York')!;
    expect(isoToLocalInput(iso, 'America/New_York')).toBe('2030-07-15T09:00');
    expect(isoToLocalInput(iso, 'Europe/London')).toBe('2030-07-15T14:00');
    expect(isoToLocalInput(iso, 'Asia/Tokyo')).toBe('2030-07-15T22:00');
  });

  it('answers null for text that is not a datetime-local value', () => {
    expect(localInputToIso('', 'Europe/London')).toBeNull();
    expect(localInputToIso('15/07/2030 09:00', 'Europe/London')).toBeNull();
  });

  it('knows offsets, including half hours and the negative side', () => {
    const july = Date.UTC(2030, 6, 1, 12);
    expect(zoneOffsetMinutes(july, 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(july, 'America/Los_Angeles')).toBe(-420);
    expect(zoneOffsetMinutes(july, 'Asia/Kolkata')).toBe(330);
  });
});

describe('interview times: shown in the viewer zone and language', () => {
  const utc = '2030-07-15T13:00:00.000Z';

  it('one instant reads as each viewer own clock, in English and Arabic (Western digits)', () => {
    expect(formatInterviewTime(utc, 'Europe/London', 'en')).toBe('Mon, 15 Jul 2030, 14:00');
    expect(formatInterviewTime(utc, 'America/New_York', 'en')).toBe('Mon, 15 Jul 2030, 09:00');
    const arabic = formatInterviewTime(utc, 'Asia/Riyadh', 'ar');
    expect(arabic).toContain('16:00');
    expect(arabic).toContain('2030');
    expect(arabic).toMatch(/يوليو/);
  });

  it('a range shows the end time alone on the same day, the end date too when it runs past midnight', () => {
    expect(formatInterviewRange(utc, 45, 'Europe/London', 'en')).toBe('Mon, 15 Jul 2030, 14:00–14:45');
    expect(formatInterviewRange('2030-07-15T22:30:00.000Z', 60, 'Europe/London', 'en')).toMatch(/^Mon, 15 Jul 2030, 23:30\s–\sTue, 16 Jul 2030, 00:30$/);
  });

  it("the saved zone wins; without one (or with one the browser does not know) it is the browser's", () => {
    expect(viewerTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(viewerTimeZone(null)).toBe(browser);
    expect(viewerTimeZone('Mars/Olympus_Mons')).toBe(browser);
  });
});
