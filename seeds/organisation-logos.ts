import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { StoreFile } from './candidates';

/** Turns an SVG document into PNG bytes (the API passes sharp); the seed itself needs no image library. */
export type RenderPng = (svg: string, size: number) => Promise<Buffer>;

export const LOGO_SIZE_PX = 256;

/** Club colours (field, charge): dark enough that a white emblem reads on them, different enough to tell apart. */
const COLOURS: readonly (readonly [string, string])[] = [
  ['#0b6e4f', '#f2c14e'],
  ['#1d3557', '#e63946'],
  ['#6a1b9a', '#ffd54f'],
  ['#b71c1c', '#ffffff'],
  ['#0d47a1', '#90caf9'],
  ['#263238', '#ff7043'],
  ['#004d40', '#ffffff'],
  ['#4e342e', '#ffcc80'],
  ['#1a237e', '#ef5350'],
  ['#33691e', '#c5e1a5'],
];

/** Heraldic divisions of the shield, drawn in the charge colour inside the shield's clip path. */
const DIVISIONS: readonly ((charge: string) => string)[] = [
  (c) => [0, 1, 2].map((i) => `<rect x="${68 + i * 48}" y="0" width="24" height="256" fill="${c}"/>`).join(''), // pales (stripes)
  (c) => `<rect x="128" y="0" width="128" height="256" fill="${c}"/>`, // per pale (halves)
  (c) => `<path d="M0 170 L128 90 L256 170 L256 210 L128 130 L0 210 Z" fill="${c}"/>`, // chevron
  (c) => [0, 1, 2].map((i) => `<rect x="0" y="${60 + i * 56}" width="256" height="26" fill="${c}"/>`).join(''), // hoops
  (c) => `<path d="M0 40 L40 0 L256 216 L216 256 Z" fill="${c}"/>`, // bend (sash)
  (c) => `<rect x="128" y="0" width="128" height="128" fill="${c}"/><rect x="0" y="128" width="128" height="128" fill="${c}"/>`, // quarterly
];

/** White emblems on a dark roundel in the upper shield: a ball, a star, a crown. */
const EMBLEMS: readonly string[] = [
  '<circle cx="128" cy="104" r="34" fill="#fff"/><path d="M128 84 L147 98 L140 120 L116 120 L109 98 Z" fill="#222"/>',
  '<path d="M128 70 L137 95 L164 95 L142 111 L150 137 L128 121 L106 137 L114 111 L92 95 L119 95 Z" fill="#fff"/>',
  '<path d="M94 126 L94 86 L111 104 L128 78 L145 104 L162 86 L162 126 Z" fill="#fff"/><rect x="94" y="128" width="68" height="10" fill="#fff"/>',
];

const SHIELD = 'M128 12 L232 44 L232 132 C232 190 188 226 128 246 C68 226 24 190 24 132 L24 44 Z';

/**
 * A shield crest as SVG, fully determined by `index` (the organisation's place in the seed: colours and division,
 * so the first ten organisations never share colours) and `seed` (its slug: the emblem).
 */
export function crestSvg(seed: string, index: number): string {
  const digest = createHash('sha256').update(seed).digest();
  const [field, charge] = COLOURS[index % COLOURS.length]!;
  const division = DIVISIONS[index % DIVISIONS.length]!;
  const emblem = EMBLEMS[digest[0]! % EMBLEMS.length]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE_PX}" height="${LOGO_SIZE_PX}" viewBox="0 0 256 256">`,
    `<defs><clipPath id="shield"><path d="${SHIELD}"/></clipPath></defs>`,
    `<g clip-path="url(#shield)"><rect width="256" height="256" fill="${field}"/>${division(charge)}</g>`,
    `<path d="${SHIELD}" fill="none" stroke="#111" stroke-width="8" stroke-linejoin="round"/>`,
    `<circle cx="128" cy="104" r="46" fill="${field}" stroke="#fff" stroke-width="6"/>`,
    emblem,
    '</svg>',
  ].join('');
}

/**
 * Gives every demo organisation without a logo its own generated crest: a PNG stored through the app's storage,
 * a media row owned by the organisation's owner, and the organisation's logo_media_id (run after the employer
 * area seed, in the same transaction).
 */
export async function seedOrganisationLogos(trx: Knex.Transaction, options: { storeFile: StoreFile; renderPng: RenderPng }): Promise<void> {
  const employers: { id: number; slug: string; name: string; owner_user_id: number }[] = await trx('employers')
    .whereNull('logo_media_id')
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id', 'slug', 'name', 'owner_user_id');
  for (const [index, employer] of employers.entries()) {
    const bytes = await options.renderPng(crestSvg(employer.slug, index), LOGO_SIZE_PX);
    const key = `seed/organisations/${employer.slug}-crest`;
    await options.storeFile(key, bytes, 'image/png');
    const [media] = await trx('media')
      .insert({
        owner_user_id: employer.owner_user_id,
        kind: 'image',
        title: `${employer.name} crest`,
        attachment_type: '',
        mime: 'image/png',
        size: bytes.length,
        checksum_sha256: createHash('sha256').update(bytes).digest('hex'),
        storage_key: key,
      })
      .returning(['id']);
    await trx('employers').where({ id: employer.id }).update({ logo_media_id: media.id });
  }
}
