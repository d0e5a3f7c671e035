const DAY_MS = 86_400_000;

export interface Period {
  /** Inclusive start (midnight UTC). */
  from: Date;
  /** Exclusive end (midnight UTC after the last day). */
  to: Date;
}

const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `from`/`to` as whole UTC days (`to` inclusive); missing ends default to the `defaultDays` up to today. */
export function periodOf(query: { from?: string; to?: string }, now: Date, defaultDays = 30): Period {
  const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : new Date(startOfDay(now).getTime() + DAY_MS);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - defaultDays * DAY_MS);
  return from < to ? { from, to } : { from: to, to: from };
}

/** An optional period for list filters: only the ends that were given. */
export function rangeOf(query: { from?: string; to?: string }): { from?: Date; to?: Date } {
  return {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}
