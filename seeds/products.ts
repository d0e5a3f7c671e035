import type { Knex } from 'knex';

/**
 * The shop's career services (docs/payments.md: products are content, written here). Prices are GBP minor units;
 * descriptions are plain text, blank lines parting paragraphs (the product page shows them so); images are static
 * SVGs the SPA serves from web/public/images/shop/. The first product is the one §2 links to.
 */
export interface DemoProduct {
  slug: string;
  title: string;
  summary: string;
  description: string;
  price_minor: number;
  /** §6: Elite and Unlimited members pay 25% less (mentoring, LinkedIn and CV services). */
  member_discount_eligible?: boolean;
}

export const CV_PRODUCT_SLUG = 'football-specific-cv-write-design';

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: CV_PRODUCT_SLUG,
    title: 'Football-specific CV write & design',
    summary: 'A two-page CV written and designed by a football recruiter, built around the roles you are applying for.',
    description:
      'Clubs read hundreds of CVs for every coaching, analysis or operations role. We rewrite yours so the first half page answers the questions a head of recruitment actually asks: your licences, your level, your results and the players or staff you developed.\n\n' +
      '• A 45-minute video call with a football recruiter to draw out your achievements\n' +
      '• A rewritten, two-page CV in a clean design that survives applicant tracking systems\n' +
      '• Editable Word and PDF versions, plus one round of changes within 14 days\n\n' +
      'Delivered within five working days of the call.',
    price_minor: 8900,
    member_discount_eligible: true,
  },
  {
    slug: 'linkedin-profile-makeover',
    title: 'LinkedIn profile makeover',
    summary: 'Headline, about section and experience rewritten so clubs and agencies find you in recruiter searches.',
    description:
      'Most football recruiters search LinkedIn before they open an application. We rewrite your profile around the keywords they use for your role and level.\n\n' +
      '• A new headline and About section in your voice\n• Experience entries rewritten with results, not duties\n' +
      '• Skills, licences and featured content set up in the right order\n• A short guide to posting about your work\n\n' +
      'Delivered within five working days.',
    price_minor: 5900,
    member_discount_eligible: true,
  },
  {
    slug: 'interview-coaching-session',
    title: 'Interview coaching session',
    summary: 'A one-hour mock interview for your next club role, with honest feedback and a written action plan.',
    description:
      'Practise with a coach who has sat on football interview panels. We tailor the session to the job you are going for, from academy coach to head of performance.\n\n' +
      '• 60 minutes on video, including a full mock interview\n• Competency and scenario questions clubs really ask\n' +
      '• How to present a session plan or an analysis piece\n• A written action plan the same day',
    price_minor: 7500,
  },
  {
    slug: 'cover-letter-writing',
    title: 'Cover letter writing',
    summary: 'A persuasive, one-page cover letter for a specific vacancy, written from your CV and the job advert.',
    description:
      'Send us the advert and your CV; we write a one-page letter that links your experience to what the club asked for, in plain and confident language.\n\n' +
      '• Written for one named vacancy\n• Two rounds of changes\n• A reusable version you can adapt for similar roles\n\n' +
      'Delivered within three working days.',
    price_minor: 3900,
  },
  {
    slug: 'video-cv-edit',
    title: 'Video CV edit',
    summary: 'Your coaching or playing footage cut into a sharp two-minute video CV with titles and captions.',
    description:
      'Send us your clips and a short voice note; our editors turn them into a two-minute video that shows how you coach, analyse or play.\n\n' +
      '• Up to 30 minutes of source footage\n• Titles, captions and your contact card\n' +
      '• Landscape and vertical versions for applications and social media\n• One round of changes\n\n' +
      'Delivered within seven working days.',
    price_minor: 9900,
    member_discount_eligible: true,
  },
  {
    slug: 'contract-advice-call',
    title: 'Contract advice call',
    summary: 'Thirty minutes with a sports employment adviser to go through an offer or contract before you sign.',
    description:
      'Understand what you are signing. An adviser experienced in football employment contracts reads your offer beforehand and talks it through with you.\n\n' +
      '• A 30-minute call, booked within three working days\n• Salary, bonuses, notice periods, image rights and restrictive clauses explained\n' +
      '• Points worth negotiating and how to raise them\n\n' +
      'General guidance, not legal representation.',
    price_minor: 6500,
  },
  {
    slug: 'mentoring-session',
    title: 'Mentoring session',
    summary: 'An hour with an experienced football professional in your field to plan your next career move.',
    description:
      'Talk to someone who has done the job you want. We match you with a mentor from coaching, analysis, scouting, medicine or club operations.\n\n' +
      '• A 60-minute video session\n• Career plan, qualifications and networking advice\n• A follow-up email with the resources discussed',
    price_minor: 5500,
    member_discount_eligible: true,
  },
  {
    slug: 'scouting-report-template-pack',
    title: 'Scouting report template pack',
    summary: 'Twelve editable scouting and opposition-analysis templates used by professional recruitment teams.',
    description:
      'Present your work like a professional recruitment department. The pack includes templates for player reports, opposition analysis and match summaries.\n\n' +
      '• 12 templates in Word, Google Docs and PDF\n• Position-specific player report criteria\n' +
      '• Example reports filled in for a full-back and a centre-forward\n\n' +
      'Instant download after payment.',
    price_minor: 1900,
  },
];

export const productImagePath = (slug: string): string => `/images/shop/${slug}.svg`;

/** Inserts the shop products (active, in this order) and answers their ids by slug. */
export async function seedProducts(trx: Knex.Transaction): Promise<Map<string, { id: number; title: string; price_minor: number }>> {
  const rows: { id: number; slug: string; title: string; price_minor: number }[] = await trx('products')
    .insert(
      DEMO_PRODUCTS.map((product, index) => ({
        ...product,
        image_url: productImagePath(product.slug),
        member_discount_eligible: product.member_discount_eligible ?? false,
        currency: 'GBP',
        active: true,
        sort: index + 1,
      })),
    )
    .returning(['id', 'slug', 'title', 'price_minor']);
  return new Map(rows.map((row) => [row.slug, { id: row.id, title: row.title, price_minor: row.price_minor }]));
}
