import type { Knex } from 'knex';

/**
 * Content (docs/content.md): posts with categories, authors and slug history, testimonials, advertisements,
 * administrator-featured members, static pages, contact messages and the newsletter (subscribers, issues and one
 * delivery row per issue and subscriber, so a restarted send never mails an address twice).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_categories', (t) => {
    t.increments('id').primary();
    t.string('slug', 80).notNullable().unique();
    t.string('name', 120).notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });
  // The fixed categories (shared POST_CATEGORIES); testimonials have their own table.
  await knex('post_categories').insert([
    { slug: 'news', name: 'News', sort_order: 1 },
    { slug: 'success-stories', name: 'Success Stories', sort_order: 2 },
    { slug: 'career-advice', name: 'Career Advice', sort_order: 3 },
    { slug: 'transfers', name: 'Transfers', sort_order: 4 },
  ]);
  // An author is an account (an administrator or a content editor) with a public name, photo and bio.
  await knex.schema.createTable('content_authors', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('display_name', 120).notNullable();
    t.string('bio', 1000).notNullable().defaultTo('');
    t.integer('photo_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
  });
  await knex.schema.createTable('posts', (t) => {
    t.increments('id').primary();
    t.string('slug', 160).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('excerpt', 500).notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.string('seo_description', 300).notNullable().defaultTo('');
    t.integer('category_id').notNullable().references('id').inTable('post_categories');
    t.integer('author_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('cover_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.string('status', 12).notNullable().defaultTo('draft');
    t.timestamp('publish_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE posts ADD CONSTRAINT posts_status CHECK (status IN ('draft', 'scheduled', 'published')),
    ADD CONSTRAINT posts_live_has_date CHECK (status = 'draft' OR publish_at IS NOT NULL)`);
  await knex.raw(`CREATE INDEX posts_live ON posts (publish_at DESC, id DESC) WHERE status <> 'draft'`);
  await knex.raw(`CREATE INDEX posts_live_category ON posts (category_id, publish_at DESC, id DESC) WHERE status <> 'draft'`);
  await knex.raw('CREATE INDEX posts_author ON posts (author_user_id, publish_at DESC)');
  await knex.schema.createTable('post_slug_history', (t) => {
    t.string('old_slug', 160).primary();
    t.integer('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE');
  });

  await knex.schema.createTable('testimonials', (t) => {
    t.increments('id').primary();
    t.text('quote').notNullable();
    t.string('name', 120).notNullable();
    t.string('club', 120).notNullable().defaultTo('');
    t.string('designation', 120).notNullable().defaultTo('');
    t.integer('photo_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.boolean('published').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('advertisements', (t) => {
    t.increments('id').primary();
    t.string('title', 120).notNullable();
    t.string('message', 300).notNullable().defaultTo('');
    t.string('link', 2048).notNullable().defaultTo('');
    t.string('button_label', 40).notNullable().defaultTo('');
    t.integer('image_media_id').nullable().references('id').inTable('media').onDelete('SET NULL');
    t.string('placement', 20).notNullable().defaultTo('strip');
    t.timestamp('starts_at', { useTz: true }).nullable();
    t.timestamp('ends_at', { useTz: true }).nullable();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE advertisements ADD CONSTRAINT advertisements_placement CHECK (placement IN ('strip', 'job', 'player', 'blog'))`);

  await knex.schema.createTable('featured_members', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('featured_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('static_pages', (t) => {
    t.string('slug', 80).primary();
    t.string('title', 200).notNullable();
    t.text('body').notNullable().defaultTo('');
    t.string('seo_description', 300).notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.string('name', 120).notNullable();
    t.string('email', 254).notNullable();
    t.string('subject', 200).notNullable();
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX contact_messages_created ON contact_messages (created_at DESC, id DESC)');

  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.increments('id').primary();
    // Lower-cased on write, so the unique index is case-insensitive.
    t.string('email', 254).notNullable().unique();
    t.string('status', 14).notNullable().defaultTo('pending');
    t.string('consent_source', 60).notNullable().defaultTo('');
    t.timestamp('consent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.timestamp('unsubscribed_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE newsletter_subscribers ADD CONSTRAINT newsletter_subscribers_status CHECK (status IN ('pending', 'confirmed', 'unsubscribed'))`);

  await knex.schema.createTable('newsletter_issues', (t) => {
    t.increments('id').primary();
    t.string('subject', 200).notNullable();
    t.text('body').notNullable();
    t.string('status', 14).notNullable().defaultTo('draft');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('send_started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
  });
  await knex.raw(`ALTER TABLE newsletter_issues ADD CONSTRAINT newsletter_issues_status CHECK (status IN ('draft', 'sending', 'sent', 'partly_sent'))`);

  await knex.schema.createTable('newsletter_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.integer('issue_id').notNullable().references('id').inTable('newsletter_issues').onDelete('CASCADE');
    t.integer('subscriber_id').notNullable().references('id').inTable('newsletter_subscribers').onDelete('CASCADE');
    t.string('status', 10).notNullable().defaultTo('pending');
    t.string('error', 500).nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('claimed_at', { useTz: true }).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    // The guarantee: one row per address and issue, whatever restarts.
    t.unique(['issue_id', 'subscriber_id']);
  });
  await knex.raw(`ALTER TABLE newsletter_deliveries ADD CONSTRAINT newsletter_deliveries_status CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'unknown'))`);
  await knex.raw('CREATE INDEX newsletter_deliveries_issue_status ON newsletter_deliveries (issue_id, status)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'newsletter_deliveries',
    'newsletter_issues',
    'newsletter_subscribers',
    'contact_messages',
    'static_pages',
    'featured_members',
    'advertisements',
    'testimonials',
    'post_slug_history',
    'posts',
    'content_authors',
    'post_categories',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
