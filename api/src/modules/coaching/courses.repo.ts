import type { Knex } from 'knex';
import type { CoachingCategory, CoachingLanguage, CoachingLevel } from '@fj/shared';
import { likePattern } from '../../lib/like-pattern';
import { runPrepared } from '../../lib/prepared-query';

/** A course as a catalogue card shows it: the coach, the product it is sold as, and its figures. */
export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover_image_url: string;
  category: CoachingCategory;
  level: CoachingLevel;
  language: CoachingLanguage;
  published: boolean;
  coach_user_id: number;
  coach_name: string;
  coach_slug: string | null;
  coach_pic_media_id: number | null;
  product_id: number | null;
  product_slug: string | null;
  product_title: string | null;
  price_minor: number | null;
  currency: string | null;
  product_active: boolean | null;
  member_discount_eligible: boolean | null;
  lesson_count: number;
  duration_minutes: number;
  rating_average: number | null;
  rating_count: number;
}

/** A course as its own page shows it: the card and the description. */
export interface CourseView extends CourseCard {
  description: string;
}

export interface CatalogueFilters {
  offset: number;
  limit: number;
  category?: CoachingCategory;
  level?: CoachingLevel;
  language?: CoachingLanguage;
  search?: string;
}

// The coach's photo and slug only when their profile is public, as everywhere else people are shown.
const CARD_COLUMNS = `
  c.id, c.slug, c.title, c.summary, c.cover_image_url, c.category, c.level, c.language, c.published,
  c.coach_user_id, u.display_name AS coach_name,
  CASE WHEN cp.cand_profile = 'pub' THEN u.profile_slug END AS coach_slug,
  CASE WHEN cp.cand_profile = 'pub' THEN cp.profile_pic_media_id END AS coach_pic_media_id,
  p.id AS product_id, p.slug AS product_slug, p.title AS product_title, p.price_minor, p.currency,
  p.active AS product_active, p.member_discount_eligible,
  c.lesson_count, c.lesson_minutes AS duration_minutes,
  CASE WHEN c.rating_count > 0 THEN round(c.rating_total::numeric / c.rating_count, 1)::float8 END AS rating_average, c.rating_count`;
// The description (long rich text) only where one course is shown: a catalogue page would carry twenty for nothing.
const COURSE_COLUMNS = `${CARD_COLUMNS}, c.description`;

// The figures (lessons, minutes, rating) are kept on the course row by triggers (20261128_1600_coaching_course_summary).
const COURSE_JOINS = `
  JOIN users u ON u.id = c.coach_user_id
  LEFT JOIN candidate_profiles cp ON cp.user_id = u.id
  LEFT JOIN products p ON p.id = c.product_id`;

const toView = <T extends CourseCard>(row: Record<string, unknown>): T =>
  ({
    ...row,
    id: Number(row.id),
    coach_user_id: Number(row.coach_user_id),
    coach_pic_media_id: row.coach_pic_media_id === null ? null : Number(row.coach_pic_media_id),
    product_id: row.product_id === null ? null : Number(row.product_id),
    price_minor: row.price_minor === null ? null : Number(row.price_minor),
    lesson_count: Number(row.lesson_count),
    duration_minutes: Number(row.duration_minutes),
    rating_average: row.rating_average === null ? null : Number(row.rating_average),
    rating_count: Number(row.rating_count),
  }) as unknown as T;

export function createCoursesRepo(db: Knex) {
  return {
    /** Published courses, newest first, narrowed by the filters; and how many match. */
    async catalogue(filters: CatalogueFilters): Promise<{ rows: CourseCard[]; total: number }> {
      const where: string[] = ['c.published'];
      const bindings: string[] = [];
      const narrow = (sql: string, value: string) => {
        where.push(sql);
        bindings.push(value);
      };
      if (filters.category) narrow('c.category = ?', filters.category);
      if (filters.level) narrow('c.level = ?', filters.level);
      if (filters.language) narrow('c.language = ?', filters.language);
      const search = filters.search?.trim();
      // lower(title) LIKE uses the trigram index (coaching_courses_title_trgm); the order is the catalogue index (coaching_courses_catalogue).
      if (search) narrow(`lower(c.title) LIKE lower(?) ESCAPE '\\'`, likePattern(search));
      const condition = where.join(' AND ');
      // One statement for the page and its count, prepared once per connection for each shape of filters: planning
      // the page's joins had cost more than running them, and a second round trip as much again. The count reads
      // the partial indexes on published courses (coaching_courses_catalogue, coaching_courses_published_facets).
      // An empty page is one row with the count and no course (id null).
      const rows = await runPrepared<Record<string, unknown>>(
        db,
        'coaching-catalogue',
        db.raw(
          `WITH matched AS (SELECT count(*)::int AS total FROM coaching_courses c WHERE ${condition})
           SELECT matched.total, page.* FROM matched
             LEFT JOIN LATERAL (
               SELECT ${CARD_COLUMNS} FROM coaching_courses c ${COURSE_JOINS} WHERE ${condition} ORDER BY c.published_at DESC, c.id DESC OFFSET ? LIMIT ?
             ) page ON true`,
          [...bindings, ...bindings, filters.offset, filters.limit],
        ),
      );
      const total = Number(rows[0]?.total ?? 0);
      return { rows: rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => toView<CourseCard>(row)), total };
    },

    async bySlug(slug: string, trx?: Knex.Transaction): Promise<CourseView | undefined> {
      const result = await (trx ?? db).raw(`SELECT ${COURSE_COLUMNS} FROM coaching_courses c ${COURSE_JOINS} WHERE c.slug = ?`, [slug]);
      const row = result.rows[0] as Record<string, unknown> | undefined;
      return row && toView<CourseView>(row);
    },

    async byId(id: number, trx?: Knex.Transaction): Promise<CourseView | undefined> {
      const result = await (trx ?? db).raw(`SELECT ${COURSE_COLUMNS} FROM coaching_courses c ${COURSE_JOINS} WHERE c.id = ?`, [id]);
      const row = result.rows[0] as Record<string, unknown> | undefined;
      return row && toView<CourseView>(row);
    },
  };
}

export type CoursesRepo = ReturnType<typeof createCoursesRepo>;
