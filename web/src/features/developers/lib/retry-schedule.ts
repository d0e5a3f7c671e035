import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from '@fj/shared';

/** 300 → { value: 5, unit: 'minute' }: the largest whole unit. */
export function splitDuration(seconds: number): { value: number; unit: 'second' | 'minute' | 'hour' } {
  if (seconds >= 3600 && seconds % 3600 === 0) return { value: seconds / 3600, unit: 'hour' };
  if (seconds >= 60 && seconds % 60 === 0) return { value: seconds / 60, unit: 'minute' };
  return { value: seconds, unit: 'second' };
}

/** The retry schedule in the page's language: "5 seconds, 5 minutes, 30 minutes, 2 hours …". */
export function retryScheduleText(locale: string): string {
  const parts = WEBHOOK_RETRY_SCHEDULE_SECONDS.map((seconds) => {
    const { value, unit } = splitDuration(seconds);
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  });
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
