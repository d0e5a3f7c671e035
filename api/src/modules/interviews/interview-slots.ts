/** An ISO 8601 date-time that names its offset (Z or ±hh:mm): a bare local time would mean a different moment per reader. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const SLOT_MESSAGES = {
  format: 'Use an ISO 8601 date and time with its offset, e.g. 2026-12-01T10:00:00+01:00.',
  past: 'This time has already passed.',
  duplicate: 'This time is offered twice.',
  notOffered: 'Please choose one of the offered times.',
} as const;

export interface ParsedSlots {
  dates: Date[];
  errors: Record<string, string>;
}

/** The start times of a proposal: each with an offset, in the future, none twice. Errors are keyed `slots.<index>`. */
export function parseSlots(values: readonly string[], now: Date, field = 'slots'): ParsedSlots {
  const errors: Record<string, string> = {};
  const dates: Date[] = [];
  const seen = new Set<number>();
  values.forEach((value, index) => {
    const key = `${field}.${index}`;
    const date = WITH_OFFSET.test(value) ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) errors[key] = SLOT_MESSAGES.format;
    else if (date.getTime() <= now.getTime()) errors[key] = SLOT_MESSAGES.past;
    else if (seen.has(date.getTime())) errors[key] = SLOT_MESSAGES.duplicate;
    else {
      seen.add(date.getTime());
      dates.push(date);
    }
  });
  return { dates, errors };
}

/** One chosen time (booking, accepting a request): a valid instant; whether it was offered is the caller's check. */
export function parseSlot(value: string): Date | null {
  if (!WITH_OFFSET.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
