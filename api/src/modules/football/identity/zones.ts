import type { Knex } from 'knex';
import { Type } from 'typebox';
import { ZONE_KINDS, type CompetitionZone } from '@fj/shared';
import { RequestObject } from '../../../lib/schemas';
import { FormRuleError } from '../../../lib/validate-form';
import { Slug } from '../football.schemas';

/** A table is at most this long (the scale seed's leagues have 20 clubs; real ones at most 24). */
export const MAX_TABLE_POSITION = 40;
const MAX_ZONES = 10;

export const ZonesBody = RequestObject({
  competition: Slug,
  zones: Type.Array(
    RequestObject({
      from: Type.Integer({ minimum: 1, maximum: MAX_TABLE_POSITION }),
      to: Type.Integer({ minimum: 1, maximum: MAX_TABLE_POSITION }),
      kind: Type.Union(ZONE_KINDS.map((kind) => Type.Literal(kind))),
    }),
    { maxItems: MAX_ZONES, description: 'Position ranges with a kind; none may overlap. An empty list clears the zones.' },
  ),
});

/** The rules a schema cannot say: each range runs forward, and no position is in two zones. Field errors by index. */
export function checkZones(zones: readonly CompetitionZone[]): CompetitionZone[] {
  const errors: Record<string, string> = {};
  zones.forEach((zone, index) => {
    if (zone.from > zone.to) errors[`zones.${index}.to`] = 'The last position must not be before the first.';
  });
  const sorted = zones.map((zone, index) => ({ zone, index })).sort((a, b) => a.zone.from - b.zone.from);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.zone.from <= previous.zone.to && !errors[`zones.${current.index}.from`]) {
      errors[`zones.${current.index}.from`] = `Positions ${current.zone.from}–${Math.min(current.zone.to, previous.zone.to)} are already in another zone.`;
    }
  }
  if (Object.keys(errors).length) throw new FormRuleError(errors);
  return sorted.map(({ zone }) => ({ from: zone.from, to: zone.to, kind: zone.kind }));
}

/** Stores a competition's zones (ordered by position); undefined when there is no such competition. */
export async function saveZones(trx: Knex | Knex.Transaction, slug: string, zones: CompetitionZone[]): Promise<{ id: number; before: unknown } | undefined> {
  const current = await trx('competitions').where({ slug }).forUpdate().first('id', 'zones');
  if (!current) return undefined;
  await trx('competitions').where({ id: current.id }).update({ zones: JSON.stringify(zones) });
  return { id: current.id as number, before: current.zones };
}
