import type { CompetitionZone, ZoneKind } from '@fj/shared';

/** The zone a table position is in, if any (zones never overlap: the API refuses it). */
export function zoneAt(position: number, zones: readonly CompetitionZone[] | undefined): ZoneKind | undefined {
  return zones?.find((zone) => position >= zone.from && position <= zone.to)?.kind;
}

/** "1" or "2–3": the positions of a zone as the legend shows them. */
export const zoneRange = (zone: CompetitionZone) => (zone.from === zone.to ? String(zone.from) : `${zone.from}–${zone.to}`);
