import { intlLocale } from '../../../lib/intl-locale';

/**
 * Interview times travel as UTC instants (ISO 8601) and are shown in the viewer's zone: the profile's `timezone`,
 * else the browser's. A slot is typed as a wall-clock time in that zone (`datetime-local`) and sent with its offset.
 */

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone times are shown in: the saved one when it is a real IANA zone, else the browser's. */
export function viewerTimeZone(saved: string | null | undefined): string {
  return isKnownTimeZone(saved) ? saved : browserTimeZone();
}

/** Every IANA zone the browser knows (the time zone picker's options), the given ones kept even if it lacks them. */
export function timeZoneNames(...keep: (string | null | undefined)[]): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = new Set<string>(supported.length ? supported : ['UTC']);
  for (const zone of keep) if (isKnownTimeZone(zone)) names.add(zone);
  return [...names].sort();
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The clock on the wall in `zone` at `instant`. */
function wallTimeAt(instant: number, zone: string): WallTime {
  const parts = Object.fromEntries(wallFormatter(zone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Minutes `zone` is ahead of UTC at `instant` (London in summer: 60; New York in winter: -300). */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc(wallTimeAt(whole, zone)) - whole) / 60_000);
}

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The UTC instant of a `datetime-local` value read as a wall-clock time in `zone`; null when it cannot be read. */
export function localInputToInstant(local: string, zone: string): number | null {
  const match = LOCAL_INPUT.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second || 0);
  // The offset at the wall time read as UTC is right except near a change of offset: one correction settles it.
  let instant = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  const corrected = wall - zoneOffsetMinutes(instant, zone) * 60_000;
  if (corrected !== instant) instant = corrected;
  return instant;
}

/** A `datetime-local` value in `zone` as ISO 8601 with that zone's offset: '2026-12-01T10:30:00+01:00'. */
export function localInputToIso(local: string, zone: string): string | null {
  const instant = localInputToInstant(local, zone);
  if (instant === null) return null;
  const wall = wallTimeAt(instant, zone);
  const date = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${date}${offsetText(zoneOffsetMinutes(instant, zone))}`;
}

/** An instant as the `datetime-local` value showing it in `zone` ('2026-12-01T10:30'); '' when unreadable. */
export function isoToLocalInput(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = wallTimeAt(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const displayFormatters = new Map<string, Intl.DateTimeFormat>();
function displayFormatter(language: string | undefined, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  const key = `${locale} ${zone} ${JSON.stringify(options)}`;
  let formatter = displayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    displayFormatters.set(key, formatter);
  }
  return formatter;
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** 'Tue, 1 Dec 2026, 10:30' in `zone`; '' when unreadable. */
export function formatInterviewTime(iso: string, zone: string, language: string | undefined): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return displayFormatter(language, zone, DATE_AND_TIME).format(instant);
}

/** 'Tue, 1 Dec 2026, 10:30–11:15' in `zone` (the language's own range: the end date too when it falls on another day). */
export function formatInterviewRange(iso: string, durationMinutes: number, zone: string, language: string | undefined): string {
  const start = Date.parse(iso);
  if (Number.isNaN(start)) return '';
  return displayFormatter(language, zone, DATE_AND_TIME).formatRange(start, start + durationMinutes * 60_000);
}

/** The zone as people read it: 'Europe/London (GMT+01:00)'. */
export function timeZoneLabel(zone: string, at: number = Date.now()): string {
  const minutes = zoneOffsetMinutes(at, zone);
  return `${zone.replace(/_/g, ' ')} (GMT${minutes === 0 ? '' : offsetText(minutes)})`;
}

/** A zone's label set apart from the sentence around it (a Latin name inside Arabic keeps its own order). */
export function isolatedZoneLabel(zone: string): string {
  return `\u2068${timeZoneLabel(zone)}\u2069`;
}
