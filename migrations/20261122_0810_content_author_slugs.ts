import type { Knex } from 'knex';

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150) || 'author';

/**
 * Author pages (`/blog/author/{slug}`, docs/content.md) need a stable public slug per author; featuring a member by
 * hand may now end on a date (`until`, null = until unfeatured).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('content_authors', (t) => {
    t.string('slug', 160).nullable().unique();
  });
  const taken = new Set<string>();
  for (const author of await knex('content_authors').orderBy('user_id').select('user_id', 'display_name')) {
    const root = slugOf(author.display_name as string);
    let slug = root;
    for (let n = 2; taken.has(slug); n += 1) slug = `${root}-${n}`;
    taken.add(slug);
    await knex('content_authors').where({ user_id: author.user_id }).update({ slug });
  }
  await knex.schema.alterTable('content_authors', (t) => {
    t.string('slug', 160).notNullable().alter();
  });
  await knex.schema.alterTable('featured_members', (t) => {
    t.timestamp('until', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('featured_members', (t) => t.dropColumn('until'));
  await knex.schema.alterTable('content_authors', (t) => t.dropColumn('slug'));
}
