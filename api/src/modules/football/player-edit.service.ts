import type { Knex } from 'knex';
import { isCandidateRole, playerCreateSchema, playerEditSchema, type PlayerEditForm } from '@fj/shared';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { SLUG_CONSTRAINTS, uniqueSlug, withFreeSlug } from '../../lib/slug';
import { FormRuleError, validateForm, validatePartialUpdate } from '../../lib/validate-form';
import type { Actor } from '../../plugins/policy-types';
import { recordAudit } from '../audit';
import type { ClubsRepo } from './clubs-staff.repo';
import { mayEditAnyPlayer } from './football.service';
import type { PlayersRepo } from './players.repo';

/** Form field → players column, for the scalar fields of `POST /update-player`. */
const COLUMNS: Record<string, string> = {
  name: 'name', fullName: 'full_name', shortName: 'short_name', currentClub: 'current_club_id', nationalTeam: 'national_team_id',
  position: 'position', mainPosition: 'main_position', positionCode: 'position_code', otherPositions: 'other_positions', foot: 'foot',
  nationality: 'nationality', otherNationality: 'other_nationality', placeOfBirth: 'place_of_birth', countryOfBirth: 'country_of_birth',
  dateOfBirth: 'date_of_birth', gender: 'gender', height: 'height_cm', weight: 'weight_kg', value: 'value_eur', bio: 'bio',
  youtubeLink: 'youtube_link', status: 'status', standing: 'standing', postTitle: 'post_title', postName: 'post_name', externalId: 'external_id',
};

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value ? String(value).slice(0, 10) : '');
/** A stored value in the form's shape, so an unchanged field compares equal. */
function storedValue(column: string, value: unknown): unknown {
  if (column === 'date_of_birth') return dateText(value);
  if (column === 'value_eur') return value === null || value === undefined ? null : Number(value);
  if (column === 'other_positions') return [...((value as string[] | null) ?? [])];
  return value ?? (column.endsWith('_id') || column.endsWith('_cm') || column.endsWith('_kg') ? null : '');
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Deps {
  db: Knex;
  players: PlayersRepo;
  clubs: ClubsRepo;
}

async function profileTypeOf(db: Knex | Knex.Transaction, userId: number): Promise<string | null> {
  return ((await db('users').where({ id: userId }).first('profile_type')) as { profile_type: string | null } | undefined)?.profile_type ?? null;
}

export function createPlayerEditService({ db, players, clubs }: Deps) {
  async function assertClubs(form: Partial<PlayerEditForm>, trx: Knex.Transaction) {
    const wanted = [form.currentClub, form.nationalTeam, ...(form.careers ?? []).map((career) => career.clubId), ...(form.appearances ?? []).map((a) => a.clubId)]
      .filter((id): id is number => typeof id === 'number');
    const found = await clubs.existingIds([...new Set(wanted)], trx);
    const errors: Record<string, string> = {};
    if (form.currentClub && !found.has(form.currentClub)) errors.currentClub = 'Please choose a club from the list.';
    if (form.nationalTeam && !found.has(form.nationalTeam)) errors.nationalTeam = 'Please choose a team from the list.';
    (form.careers ?? []).forEach((career, index) => {
      if (career.clubId && !found.has(career.clubId)) errors[`careers[${index}].clubId`] = 'Please choose a club from the list.';
    });
    if (Object.keys(errors).length > 0) throw new FormRuleError(errors);
  }

  /** Appearances as rows: each match exists and is played, the club played it, goals never exceed the club's. */
  async function appearanceRows(playerId: number, currentClub: number | null, form: Partial<PlayerEditForm>, trx: Knex.Transaction) {
    const entries = form.appearances ?? [];
    const ids = [...new Set(entries.map((entry) => entry.matchId))];
    const matches = new Map(
      ((await trx('matches').whereIn('id', ids).select('id', 'home_club_id', 'away_club_id', 'ft_home', 'ft_away', 'status')) as Record<string, number | string | null>[])
        .map((row) => [Number(row.id), row]),
    );
    const errors: Record<string, string> = {};
    const seen = new Set<number>();
    const rows = entries.map((entry, index) => {
      const match = matches.get(entry.matchId);
      const at = `appearances[${index}]`;
      if (!match) errors[`${at}.matchId`] = 'Please choose a match from the list.';
      else if (match.status !== 'finished') errors[`${at}.matchId`] = 'This match has not been played yet.';
      if (seen.has(entry.matchId)) errors[`${at}.matchId`] = 'This match is listed twice.';
      seen.add(entry.matchId);
      const clubId = entry.clubId ?? currentClub;
      const side = match && clubId === match.home_club_id ? 'home' : match && clubId === match.away_club_id ? 'away' : null;
      if (match && !side) errors[`${at}.clubId`] = 'His club did not play in this match.';
      const clubGoals = side === 'home' ? Number(match!.ft_home) : side === 'away' ? Number(match!.ft_away) : 0;
      if (side && entry.goals > clubGoals) errors[`${at}.goals`] = `His club scored ${clubGoals} in this match.`;
      return {
        player_id: playerId, match_id: entry.matchId, club_id: clubId, started: entry.started, minutes: entry.minutes, goals: entry.goals,
        assists: entry.assists, yellow_cards: entry.yellow, red_cards: entry.red, rating: entry.rating,
        stat_s: entry.s, stat_so: entry.so, stat_pt: entry.pt, stat_pa: entry.pa, stat_pk: entry.pk, stat_tt: entry.tt, stat_tb: entry.tb,
        stat_ti: entry.ti, stat_da: entry.da, stat_ds: entry.ds, stat_fd: entry.fd, stat_fc: entry.fc,
      };
    });
    if (Object.keys(errors).length > 0) throw new FormRuleError(errors);
    return rows;
  }

  async function replaceList(trx: Knex.Transaction, table: string, owner: Record<string, number>, rows: Record<string, unknown>[]) {
    await trx(table).where(owner).delete();
    for (let start = 0; start < rows.length; start += 500) await trx(table).insert(rows.slice(start, start + 500));
  }

  return {
    /**
     * `POST /update-player`: administrators and data scouts edit any player; a candidate whose profile type is
     * player edits only the profile linked to their account (and not its appearances); anyone else 403. Every
     * change is written with one edit event (who, when, each field's from and to) in the same transaction.
     */
    async update(actor: Actor, body: unknown) {
      const editor = mayEditAnyPlayer(actor);
      const ownProfileOnly = !editor && isCandidateRole(actor.roles) && (await profileTypeOf(db, actor.id)) === 'player';
      if (!editor && !ownProfileOnly) throw forbidden('Only data scouts, administrators and the player himself can edit a player profile');
      const { sent, values } = validatePartialUpdate(playerEditSchema, body as Record<string, unknown>, ['id']);
      const form = values as Partial<PlayerEditForm> & { id: number };
      return db.transaction(async (trx) => {
        const current = await players.lockById(form.id, trx);
        if (!current) throw notFound('Player not found');
        if (ownProfileOnly && current.user_id !== actor.id) throw forbidden('You can edit only your own player profile');
        if (ownProfileOnly && form.appearances) throw new FormRuleError({ appearances: 'Appearances are recorded by data scouts.' });
        await assertClubs(form, trx);

        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const update: Record<string, unknown> = {};
        for (const [field, column] of Object.entries(COLUMNS)) {
          if (!sent.includes(field)) continue;
          const next = (form as Record<string, unknown>)[field];
          const to = column === 'date_of_birth' ? (next || null) : next;
          const from = storedValue(column, current[column]);
          if (!same(from, column === 'date_of_birth' ? (next ?? '') : next)) {
            update[column] = to;
            changes[field] = { from, to: next };
          }
        }
        if (Object.keys(update).length > 0) await players.update(form.id, update, trx);

        if (form.careers) {
          const before = (await trx('player_careers').where({ player_id: form.id }).orderBy('id')
            .select('kind', 'club_id', 'team_name', 'from_date', 'to_date', 'apps', 'goals')) as Record<string, unknown>[];
          const rows = form.careers.map((career) => ({
            player_id: form.id, kind: career.kind, club_id: career.clubId ?? null, team_name: career.teamName,
            from_date: career.from || null, to_date: career.to || null, apps: career.apps, goals: career.goals,
          }));
          const shape = (list: Record<string, unknown>[]) => list.map((row) => [row.kind, row.club_id ?? null, row.team_name, dateText(row.from_date), dateText(row.to_date), Number(row.apps), Number(row.goals)]);
          if (!same(shape(before), shape(rows))) {
            await replaceList(trx, 'player_careers', { player_id: form.id }, rows);
            changes.careers = { from: before.length, to: rows.length };
          }
        }
        if (form.achievements) {
          const before = (await trx('achievements').where({ player_id: form.id }).orderBy('id').select('season', 'achievement')) as { season: string; achievement: string }[];
          const rows = form.achievements.map((entry) => ({ player_id: form.id, season: entry.season, achievement: entry.achievement }));
          if (!same(before.map((row) => [row.season, row.achievement]), rows.map((row) => [row.season, row.achievement]))) {
            await replaceList(trx, 'achievements', { player_id: form.id }, rows);
            changes.achievements = { from: before, to: rows.map(({ season, achievement }) => ({ season, achievement })) };
          }
        }
        if (form.appearances) {
          const currentClub = sent.includes('currentClub') ? form.currentClub ?? null : (current.current_club_id as number | null);
          const rows = await appearanceRows(form.id, currentClub, form, trx);
          const columns = ['match_id', 'club_id', 'started', 'minutes', 'goals', 'assists', 'yellow_cards', 'red_cards', 'rating',
            ...['s', 'so', 'pt', 'pa', 'pk', 'tt', 'tb', 'ti', 'da', 'ds', 'fd', 'fc'].map((key) => `stat_${key}`)];
          const before = (await trx('player_appearances').where({ player_id: form.id }).orderBy('match_id').select(columns)) as Record<string, unknown>[];
          const shape = (list: Record<string, unknown>[]) =>
            [...list].sort((a, b) => Number(a.match_id) - Number(b.match_id)).map((row) => columns.map((column) => (column === 'rating' ? (row.rating === null ? null : Number(row.rating)) : column === 'started' ? Boolean(row[column]) : Number(row[column]))));
          if (!same(shape(before), shape(rows))) {
            await replaceList(trx, 'player_appearances', { player_id: form.id }, rows);
            changes.appearances = { from: before.length, to: rows.length };
          }
        }

        if (Object.keys(changes).length > 0) {
          await players.recordEdit({ player_id: form.id, actor_user_id: actor.id, changes }, trx);
          if (editor) {
            const before = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.from]));
            const after = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to]));
            await recordAudit(trx, { actorUserId: actor.id, action: 'player.edit', targetType: 'player', targetId: form.id, before, after });
          }
        }
        return { id: form.id, slug: String(current.slug), changed: Object.keys(changes) };
      });
    },

    /** `POST /player-claim`: a candidate whose profile type is player claims a profile or creates one for review. */
    async claim(actor: Actor, body: { mode: 'claim' | 'create'; playerId?: number; message?: string; player?: unknown }) {
      if (!isCandidateRole(actor.roles) || (await profileTypeOf(db, actor.id)) !== 'player') {
        throw forbidden('Only candidates with a player profile type can claim a player profile');
      }
      return db.transaction(async (trx) => {
        const owned = await trx('players').where({ user_id: actor.id }).first('id');
        if (owned) throw conflict('Your account already has a player profile');
        const pending = await trx('player_claims').where({ user_id: actor.id, status: 'pending' }).first('id');
        if (pending) throw conflict('You already have a claim waiting for review');
        let playerId: number;
        if (body.mode === 'claim') {
          if (!body.playerId) throw new FormRuleError({ playerId: 'Please choose your profile.' });
          const player = await trx('players').where({ id: body.playerId, published: true }).forUpdate().first('id', 'user_id');
          if (!player) throw notFound('Player not found');
          if (player.user_id) throw conflict('This profile already belongs to an account');
          const other = await trx('player_claims').where({ player_id: player.id, status: 'pending' }).first('id');
          if (other) throw conflict('Someone has already claimed this profile; a data scout is reviewing it');
          playerId = player.id;
        } else {
          const values = validateForm(playerCreateSchema, body.player ?? {});
          if (values.currentClub && (await clubs.existingIds([values.currentClub], trx)).size === 0) {
            throw new FormRuleError({ 'player.currentClub': 'Please choose a club from the list.' });
          }
          playerId = await withFreeSlug(trx, [SLUG_CONSTRAINTS.player], async (savepoint) => {
            const slug = await uniqueSlug(values.name, async (candidate) => (await savepoint('players').where({ slug: candidate }).first('id')) !== undefined);
            const [created] = await savepoint('players').insert({
              slug, name: values.name, position_code: values.positionCode, nationality: values.nationality,
              date_of_birth: values.dateOfBirth, current_club_id: values.currentClub ?? null, published: false,
            }).returning(['id']);
            return created.id as number;
          });
        }
        const [claim] = await trx('player_claims')
          .insert({ player_id: playerId, user_id: actor.id, kind: body.mode, message: body.message?.trim() ?? '' })
          .returning(['id', 'status', 'kind', 'player_id']);
        return { id: claim.id, status: claim.status, kind: claim.kind, playerId: claim.player_id };
      });
    },

    async myClaim(actor: Actor) {
      const claim = await db('player_claims as pc')
        .join('players as p', 'p.id', 'pc.player_id')
        .where('pc.user_id', actor.id)
        .orderBy('pc.id', 'desc')
        .first('pc.id', 'pc.kind', 'pc.status', 'pc.created_at as createdAt', 'p.id as playerId', 'p.slug as playerSlug', 'p.name as playerName');
      const owned = await db('players').where({ user_id: actor.id }).first('id', 'slug', 'name');
      return { claim: claim ?? null, player: owned ?? null };
    },

    async claims(status: string) {
      return db('player_claims as pc')
        .join('players as p', 'p.id', 'pc.player_id')
        .join('users as u', 'u.id', 'pc.user_id')
        .where('pc.status', status)
        .orderBy('pc.created_at')
        .limit(200)
        .select('pc.id', 'pc.kind', 'pc.status', 'pc.message', 'pc.created_at as createdAt', 'p.id as playerId', 'p.slug as playerSlug',
          'p.name as playerName', 'p.published', 'u.display_name as userName', 'u.email as userEmail');
    },

    /** A data scout approves (links the account, publishes the profile) or rejects a pending claim. */
    async decide(actor: Actor, id: number, decision: 'approve' | 'reject') {
      return db.transaction(async (trx) => {
        const claim = await trx('player_claims').where({ id }).forUpdate().first();
        if (!claim) throw notFound('Claim not found');
        if (claim.status !== 'pending') throw conflict('This claim has already been decided');
        if (decision === 'approve') {
          const owned = await trx('players').where({ user_id: claim.user_id }).first('id');
          if (owned) throw conflict('This account already has a player profile');
          await trx('players').where({ id: claim.player_id }).update({ user_id: claim.user_id, published: true, updated_at: trx.fn.now() });
          await players.recordEdit({ player_id: claim.player_id, actor_user_id: actor.id, changes: { owner: { from: null, to: claim.user_id }, published: { from: false, to: true } } }, trx);
        }
        await trx('player_claims').where({ id }).update({ status: decision === 'approve' ? 'approved' : 'rejected', decided_by: actor.id, decided_at: trx.fn.now() });
        return { id, status: decision === 'approve' ? 'approved' : 'rejected' };
      });
    },
  };
}

export type PlayerEditService = ReturnType<typeof createPlayerEditService>;
