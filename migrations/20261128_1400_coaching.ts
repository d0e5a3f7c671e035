import type { Knex } from 'knex';

/**
 * The Employability Hub (issue 23, docs/coaching.md):
 * - coaching_courses: a coach's course; a paid one points at the shop product it is sold as (product_id), so the
 *   cart, checkout, receipts and member discounts apply unchanged. Published courses are listed newest first.
 * - coaching_modules and coaching_lessons in order (position); a lesson carries course_id as well so access checks
 *   are one lookup. A lesson's quiz is at most one (coaching_quizzes.lesson_id unique); questions and options in order.
 * - coaching_lesson_attachments: media rows (owned by the author) a lesson offers to its learners.
 * - coaching_enrollments: one per learner and course; order_id when a paid order created it; last_lesson_id is where
 *   "continue" goes; completed_at once every required lesson is complete and every quiz passed.
 * - coaching_lesson_completions, coaching_quiz_attempts (answers as given, marked on the server).
 * - coaching_certificates: one per completed enrollment, an unguessable code, and the names as they were when issued
 *   (a renamed course or learner does not change a certificate already handed to an employer).
 * - coaching_reviews: enrolled learners only, one each (unique course + user).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coaching_courses', (t) => {
    t.increments('id').primary();
    t.string('slug', 160).notNullable().unique();
    t.string('title', 160).notNullable();
    t.string('summary', 400).notNullable().defaultTo('');
    t.text('description').notNullable().defaultTo('');
    t.string('cover_image_url', 500).notNullable().defaultTo('');
    t.string('category', 40).notNullable();
    t.string('level', 20).notNullable();
    t.string('language', 2).notNullable().defaultTo('en');
    t.integer('coach_user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
    t.integer('product_id').nullable().unique().references('id').inTable('products').onDelete('SET NULL');
    t.boolean('published').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE coaching_courses
    ADD CONSTRAINT coaching_courses_level CHECK (level IN ('beginner', 'intermediate', 'advanced')),
    ADD CONSTRAINT coaching_courses_language CHECK (language IN ('en', 'ar'))`);
  await knex.raw('CREATE INDEX coaching_courses_catalogue ON coaching_courses (published_at DESC, id DESC) WHERE published');
  await knex.raw('CREATE INDEX coaching_courses_coach ON coaching_courses (coach_user_id, updated_at DESC)');
  await knex.raw('CREATE INDEX coaching_courses_title_trgm ON coaching_courses USING gin (lower(title) gin_trgm_ops)');

  await knex.schema.createTable('coaching_modules', (t) => {
    t.increments('id').primary();
    t.integer('course_id').notNullable().references('id').inTable('coaching_courses').onDelete('CASCADE');
    t.string('title', 160).notNullable();
    t.integer('position').notNullable();
  });
  await knex.raw('CREATE INDEX coaching_modules_course ON coaching_modules (course_id, position, id)');

  await knex.schema.createTable('coaching_lessons', (t) => {
    t.increments('id').primary();
    t.integer('module_id').notNullable().references('id').inTable('coaching_modules').onDelete('CASCADE');
    t.integer('course_id').notNullable().references('id').inTable('coaching_courses').onDelete('CASCADE');
    t.string('title', 160).notNullable();
    t.text('body_html').notNullable().defaultTo('');
    t.string('video_url', 500).nullable();
    t.integer('duration_minutes').nullable();
    t.boolean('is_preview').notNullable().defaultTo(false);
    t.boolean('is_required').notNullable().defaultTo(true);
    t.integer('position').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE coaching_lessons ADD CONSTRAINT coaching_lessons_duration CHECK (duration_minutes IS NULL OR duration_minutes BETWEEN 1 AND 600)');
  await knex.raw('CREATE INDEX coaching_lessons_module ON coaching_lessons (module_id, position, id)');
  await knex.raw('CREATE INDEX coaching_lessons_course ON coaching_lessons (course_id)');

  await knex.schema.createTable('coaching_lesson_attachments', (t) => {
    t.integer('lesson_id').notNullable().references('id').inTable('coaching_lessons').onDelete('CASCADE');
    t.integer('media_id').notNullable().references('id').inTable('media').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['lesson_id', 'media_id']);
  });
  await knex.raw('CREATE INDEX coaching_lesson_attachments_media ON coaching_lesson_attachments (media_id)');

  await knex.schema.createTable('coaching_quizzes', (t) => {
    t.increments('id').primary();
    t.integer('lesson_id').notNullable().unique().references('id').inTable('coaching_lessons').onDelete('CASCADE');
    t.string('title', 160).notNullable();
    t.integer('pass_mark_percent').notNullable();
    t.integer('attempts_allowed').nullable();
  });
  await knex.raw(`ALTER TABLE coaching_quizzes
    ADD CONSTRAINT coaching_quizzes_pass_mark CHECK (pass_mark_percent BETWEEN 1 AND 100),
    ADD CONSTRAINT coaching_quizzes_attempts CHECK (attempts_allowed IS NULL OR attempts_allowed BETWEEN 1 AND 100)`);

  await knex.schema.createTable('coaching_quiz_questions', (t) => {
    t.increments('id').primary();
    t.integer('quiz_id').notNullable().references('id').inTable('coaching_quizzes').onDelete('CASCADE');
    t.text('prompt').notNullable();
    t.string('kind', 10).notNullable();
    t.integer('position').notNullable();
  });
  await knex.raw(`ALTER TABLE coaching_quiz_questions ADD CONSTRAINT coaching_quiz_questions_kind CHECK (kind IN ('single', 'multiple'))`);
  await knex.raw('CREATE INDEX coaching_quiz_questions_quiz ON coaching_quiz_questions (quiz_id, position, id)');

  await knex.schema.createTable('coaching_quiz_options', (t) => {
    t.increments('id').primary();
    t.integer('question_id').notNullable().references('id').inTable('coaching_quiz_questions').onDelete('CASCADE');
    t.string('label', 400).notNullable();
    t.boolean('is_correct').notNullable().defaultTo(false);
    t.integer('position').notNullable();
  });
  await knex.raw('CREATE INDEX coaching_quiz_options_question ON coaching_quiz_options (question_id, position, id)');

  await knex.schema.createTable('coaching_enrollments', (t) => {
    t.increments('id').primary();
    t.integer('course_id').notNullable().references('id').inTable('coaching_courses').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('source', 10).notNullable();
    t.integer('order_id').nullable().references('id').inTable('orders').onDelete('SET NULL');
    t.integer('last_lesson_id').nullable().references('id').inTable('coaching_lessons').onDelete('SET NULL');
    t.timestamp('enrolled_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_activity_at', { useTz: true }).nullable();
    t.timestamp('completed_at', { useTz: true }).nullable();
    t.unique(['course_id', 'user_id']);
  });
  await knex.raw(`ALTER TABLE coaching_enrollments ADD CONSTRAINT coaching_enrollments_source CHECK (source IN ('free', 'order', 'admin'))`);
  await knex.raw('CREATE INDEX coaching_enrollments_mine ON coaching_enrollments (user_id, enrolled_at DESC, id DESC)');

  await knex.schema.createTable('coaching_lesson_completions', (t) => {
    t.integer('enrollment_id').notNullable().references('id').inTable('coaching_enrollments').onDelete('CASCADE');
    t.integer('lesson_id').notNullable().references('id').inTable('coaching_lessons').onDelete('CASCADE');
    t.timestamp('completed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['enrollment_id', 'lesson_id']);
  });
  await knex.raw('CREATE INDEX coaching_lesson_completions_lesson ON coaching_lesson_completions (lesson_id)');

  await knex.schema.createTable('coaching_quiz_attempts', (t) => {
    t.increments('id').primary();
    t.integer('enrollment_id').notNullable().references('id').inTable('coaching_enrollments').onDelete('CASCADE');
    t.integer('quiz_id').notNullable().references('id').inTable('coaching_quizzes').onDelete('CASCADE');
    t.jsonb('answers').notNullable();
    t.integer('score_percent').notNullable();
    t.boolean('passed').notNullable();
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE coaching_quiz_attempts ADD CONSTRAINT coaching_quiz_attempts_score CHECK (score_percent BETWEEN 0 AND 100)');
  await knex.raw('CREATE INDEX coaching_quiz_attempts_enrollment ON coaching_quiz_attempts (enrollment_id, quiz_id, submitted_at)');
  await knex.raw('CREATE INDEX coaching_quiz_attempts_quiz ON coaching_quiz_attempts (quiz_id)');

  await knex.schema.createTable('coaching_certificates', (t) => {
    t.increments('id').primary();
    t.integer('enrollment_id').notNullable().unique().references('id').inTable('coaching_enrollments').onDelete('CASCADE');
    t.string('code', 40).notNullable().unique();
    t.string('learner_name', 200).notNullable();
    t.string('course_title', 160).notNullable();
    t.string('course_slug', 160).notNullable();
    t.string('coach_name', 200).notNullable();
    t.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('coaching_reviews', (t) => {
    t.increments('id').primary();
    t.integer('course_id').notNullable().references('id').inTable('coaching_courses').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('rating').notNullable();
    t.text('body').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['course_id', 'user_id']);
  });
  await knex.raw('ALTER TABLE coaching_reviews ADD CONSTRAINT coaching_reviews_rating CHECK (rating BETWEEN 1 AND 5)');
  await knex.raw('CREATE INDEX coaching_reviews_course ON coaching_reviews (course_id, created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'coaching_reviews',
    'coaching_certificates',
    'coaching_quiz_attempts',
    'coaching_lesson_completions',
    'coaching_enrollments',
    'coaching_quiz_options',
    'coaching_quiz_questions',
    'coaching_quizzes',
    'coaching_lesson_attachments',
    'coaching_lessons',
    'coaching_modules',
    'coaching_courses',
  ]) {
    await knex.schema.dropTable(table);
  }
}
