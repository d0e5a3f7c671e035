import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import type { StoreFile } from './candidates';
import { makeSamplePdf } from './sample-files';

/**
 * Issue 22 demo data (docs/partner-downloads.md): eight partner resources from fictional partners, real one-page PDFs
 * made here, over every category and minimum tier, one unpublished, with a few members' downloads counted; and the
 * WhatsApp community link set by the administrator (rotated once), with a couple of reveals.
 */
const RESOURCES = [
  { title: 'Pre-season fitness planner', partner: 'Northfield Performance Lab', category: 'training', minimum_tier: 'STANDARD', published: true,
    description: 'A six-week pre-season plan with weekly loads, recovery days and simple field tests for semi-professional squads.' },
  { title: 'Academy coach CV template', partner: 'Touchline Careers', category: 'templates', minimum_tier: 'STANDARD', published: true,
    description: 'A one-page CV layout used by academy coaches who were shortlisted at professional clubs, with notes on each section.' },
  { title: 'Guide to UEFA coaching licences', partner: 'Coach Pathway Institute', category: 'guides', minimum_tier: 'STANDARD', published: true,
    description: 'What each licence level involves, how long it takes, typical costs and how clubs read them on an application.' },
  { title: 'Match analysis report template', partner: 'Vantage Video Analysis', category: 'templates', minimum_tier: 'ELITE', published: true,
    description: 'The report structure professional analysts hand to head coaches after a match, with example key-moment clips listed.' },
  { title: 'Football salaries report 2026', partner: 'Pitchside Insight', category: 'reports', minimum_tier: 'ELITE', published: true,
    description: 'Salary ranges for coaching, medical, analysis and operations roles across the top five divisions and the women’s game.' },
  { title: 'Sports nutrition starter guide', partner: 'GreenPitch Nutrition', category: 'guides', minimum_tier: 'ELITE', published: true,
    description: 'Fuelling before, during and after matches, written for players and the staff who plan their week.' },
  { title: 'Members’ 20% off performance kit', partner: 'Stride Kitworks', category: 'offers', minimum_tier: 'UNLIMITED', published: true,
    description: 'A partner voucher with the code and the terms: 20% off boots, GPS vests and recovery kit for Unlimited members.' },
  { title: 'Scouting database walkthrough (draft)', partner: 'ScoutGrid', category: 'training', minimum_tier: 'UNLIMITED', published: false,
    description: 'A draft walkthrough of the partner’s scouting database, not published until the partner signs it off.' },
] as const;

/** Who downloaded what in the demo (username → resource titles, counted once each, the first twice). */
const DOWNLOADS: Readonly<Record<string, readonly string[]>> = {
  subscriber: ['Pre-season fitness planner', 'Academy coach CV template'],
  elite: ['Pre-season fitness planner', 'Football salaries report 2026', 'Match analysis report template'],
  unlimited: ['Pre-season fitness planner', 'Members’ 20% off performance kit', 'Football salaries report 2026'],
};

const DAY = 86_400_000;
// Early November 2026, so every demo moment (uploads, downloads, reveals) is in the past.
const BASE = Date.UTC(2026, 10, 2, 9, 0, 0);

async function userIds(trx: Knex.Transaction, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows: { id: number; username: string }[] = await trx('users').whereIn('username', usernames).select('id', 'username');
  return new Map(rows.map((row) => [row.username, row.id]));
}

export async function seedPartnerDownloads(trx: Knex.Transaction, options: { storeFile?: StoreFile }): Promise<void> {
  const users = await userIds(trx, ['admin', 'subscriber', 'elite', 'unlimited']);
  const admin = users.get('admin') ?? null;

  // Resources need their files: without storage the demo lists none (as the candidate's CVs).
  if (options.storeFile) {
    const ids = new Map<string, number>();
    for (const [index, resource] of RESOURCES.entries()) {
      const bytes = makeSamplePdf([resource.title, `From our partner ${resource.partner}`, '', resource.description, '', 'Football Jobs members’ resource (demo file).']);
      const key = `seed/partner-downloads/resource-${index + 1}`;
      await options.storeFile(key, bytes, 'application/pdf');
      const at = new Date(BASE + index * DAY);
      const [row] = await trx('partner_downloads')
        .insert({
          ...resource,
          mime: 'application/pdf',
          size: bytes.length,
          checksum_sha256: createHash('sha256').update(bytes).digest('hex'),
          storage_key: key,
          uploaded_by: admin,
          created_at: at,
          updated_at: at,
        })
        .returning(['id']);
      ids.set(resource.title, (row as { id: number }).id);
    }
    for (const [username, titles] of Object.entries(DOWNLOADS)) {
      const userId = users.get(username);
      if (userId === undefined) continue;
      for (const [index, title] of titles.entries()) {
        const at = new Date(BASE + (8 + index) * DAY);
        await trx('partner_download_counts').insert({ download_id: ids.get(title), user_id: userId, count: index === 0 ? 2 : 1, first_downloaded_at: at, last_downloaded_at: at });
      }
    }
  }

  const [first] = await trx('community_links')
    .insert({ url: 'https://chat.whatsapp.com/FjDemoLaunch2026Squad', set_by: admin, created_at: new Date(BASE), retired_at: new Date(BASE + 5 * DAY) })
    .returning(['id']);
  const [current] = await trx('community_links').insert({ url: 'https://chat.whatsapp.com/FjMembersTouchline26', set_by: admin, created_at: new Date(BASE + 5 * DAY) }).returning(['id']);
  const unlimited = users.get('unlimited');
  if (unlimited !== undefined) {
    await trx('community_link_reveals').insert([
      { link_id: (first as { id: number }).id, user_id: unlimited, revealed_at: new Date(BASE + 2 * DAY) },
      { link_id: (current as { id: number }).id, user_id: unlimited, revealed_at: new Date(BASE + 6 * DAY) },
      { link_id: (current as { id: number }).id, user_id: unlimited, revealed_at: new Date(BASE + 9 * DAY) },
    ]);
  }
}
