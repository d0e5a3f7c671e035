import { describe, expect, it } from 'vitest';
import { daysLeft, parseFlexibleDate, toIsoDate } from './dates';

const iso = (date: Date | null) => (date ? toIsoDate(date) : null);

describe('parseFlexibleDate (§5 end-date formats)', () => {
  it('reads YYYY-MM-DD and ISO date-times', () => {
    expect(iso(parseFlexibleDate('2025-04-03'))).toBe('2025-04-03');
    expect(iso(parseFlexibleDate('2025-04-03T22:30:00Z'))).toBe('2025-04-03');
  });

  it('reads DD/MM/YYYY', () => {
    expect(iso(parseFlexibleDate('25/12/2025'))).toBe('2025-12-25');
    expect(iso(parseFlexibleDate(' 1/2/2026 '))).toBe('2026-02-01');
  });

  it('reads MM/DD/YYYY when DD/MM is impossible', () => {
    expect(iso(parseFlexibleDate('12/31/2025'))).toBe('2025-12-31');
  });

  it('reads an ambiguous date as DD/MM', () => {
    expect(iso(parseFlexibleDate('03/04/2025'))).toBe('2025-04-03');
  });

  it('rejects dates that do not exist and other text', () => {
    expect(parseFlexibleDate('31/02/2025')).toBeNull();
    expect(parseFlexibleDate('2025-02-30')).toBeNull();
    expect(parseFlexibleDate('13/13/2025')).toBeNull();
    expect(parseFlexibleDate('tomorrow')).toBeNull();
    expect(parseFlexibleDate('2025/04/03')).toBeNull();
    expect(parseFlexibleDate('')).toBeNull();
  });

  it('accepts 29 February only in leap years', () => {
    expect(iso(parseFlexibleDate('29/02/2028'))).toBe('2028-02-29');
    expect(parseFlexibleDate('29/02/2027')).toBeNull();
  });
});

describe('daysLeft (§9)', () => {
  const today = new Date('2025-06-10T15:00:00Z');

  it('counts whole calendar days to the end date', () => {
    expect(daysLeft('2025-06-20', today)).toBe(10);
    expect(daysLeft('11/06/2025', today)).toBe(1);
    expect(daysLeft(new Date('2025-07-10T00:00:00Z'), today)).toBe(30);
  });

  it('is 0 on the closing day and never negative', () => {
    expect(daysLeft('2025-06-10', today)).toBe(0);
    expect(daysLeft('2025-06-01', today)).toBe(0);
    expect(daysLeft('01/01/2020', today)).toBe(0);
  });

  it('answers null for an unreadable date', () => {
    expect(daysLeft('soon', today)).toBeNull();
    expect(daysLeft(new Date('nope'), today)).toBeNull();
  });
});
