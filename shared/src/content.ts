/**
 * Content (docs/content.md): designed calls beside §7's `/get-blogs/`, `/get-blog-detail`, `/get-advertisements`
 * and `/get-featured-members/`, the post categories and the editable static pages.
 */
export const CONTENT_API = {
  staticPage: '/get-page',
  homeFigures: '/get-home-figures',
  contact: '/contact',
  newsletterSubscribe: '/newsletter/subscribe',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  newsRss: '/news/rss.xml',
  adminPosts: '/admin/content/posts',
  adminPost: '/admin/content/posts/:id',
  adminPages: '/admin/content/pages',
  adminPage: '/admin/content/pages/:slug',
  adminTestimonials: '/admin/content/testimonials',
  adminTestimonial: '/admin/content/testimonials/:id',
  adminAdverts: '/admin/content/adverts',
  adminAdvert: '/admin/content/adverts/:id',
  adminContactMessages: '/admin/content/contact-messages',
  adminSubscribers: '/admin/content/newsletter/subscribers',
  adminSubscribersCsv: '/admin/content/newsletter/subscribers.csv',
  adminIssues: '/admin/content/newsletter/issues',
  adminIssueSend: '/admin/content/newsletter/issues/:id/send',
  adminFeatured: '/admin/content/featured-members/:userId',
  /** Designed: an author page's data (`?slug`, paging). */
  blogAuthor: '/get-blog-author',
  /** Who may be named as a post's author: administrators and content editors. */
  adminAuthors: '/admin/content/authors',
  /** Members featured now (by membership or by an administrator). */
  adminFeaturedList: '/admin/content/featured-members',
  /** Public candidate profiles to feature, by name or headline. */
  adminFeaturedCandidates: '/admin/content/featured-candidates',
} as const;

export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const ADVERT_PLACEMENTS = ['strip', 'job', 'player', 'blog'] as const;
export type AdvertPlacement = (typeof ADVERT_PLACEMENTS)[number];

/** Post categories with a fixed meaning; administrators' posts use these slugs. */
export const POST_CATEGORIES = [
  { slug: 'news', name: 'News' },
  { slug: 'success-stories', name: 'Success Stories' },
  { slug: 'career-advice', name: 'Career Advice' },
  { slug: 'transfers', name: 'Transfers' },
] as const;

/** Editable static pages; `recruit-with-…` and `about-…` are the product landing pages (§2). */
export const STATIC_PAGE_SLUGS = ['about', 'contact', 'terms', 'privacy', 'recruit-with-football-jobs', 'about-football-jobs'] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

/** §9 and issue 14: how many of each the homepage shows. */
export const HOME_CONTENT = { testimonials: 3, successStories: 4, news: 5, logos: 12 } as const;

export interface BlogTile {
  id: number;
  slug: string;
  title: string;
  category: string;
  categorySlug: string;
  img: string | null;
  author: string;
  authorLink: string;
  link: string;
  postDate: string;
  /** Reading time in minutes. */
  time: number;
  excerpt: string;
}

export interface BlogAuthorPost {
  img: string | null;
  link: string;
  title: string;
  excerpt: string;
}

export interface BlogPost extends BlogTile {
  post_content: string;
  seoDescription: string;
  authorImg: string | null;
  authorBio: string;
  authorPosts: BlogAuthorPost[];
  related: BlogTile[];
}

/** `/get-blogs/?category=testimonials`: a tile (title = the person's name) plus the §3 testimonial fields. */
export interface TestimonialTile extends BlogTile {
  post_content: string;
  testimonial_club: string;
  testimonial_designation: string;
}

export interface AdvertisementStrip {
  id: number;
  show: boolean;
  img: string | null;
  title: string;
  message: string;
  link: string;
  buttonLabel: string;
  /** Arabic text; '' = not translated (an Arabic reader sees the English). */
  titleAr: string;
  messageAr: string;
  buttonLabelAr: string;
  placement: AdvertPlacement;
}

export interface FeaturedMember {
  id: number;
  name: string;
  headline: string;
  location: string;
  profilePic: string | null;
  link: string;
  reason: 'UNLIMITED' | 'ELITE' | 'admin';
}

/** `GET /get-blog-author?slug`: the author page (docs/content.md). */
export interface BlogAuthorPage {
  name: string;
  slug: string;
  img: string | null;
  bio: string;
  link: string;
  posts: BlogTile[];
  total: number;
}

/** A candidate in the admin featuring screen: featured now or not, and why. */
export interface FeaturedCandidate {
  id: number;
  name: string;
  headline: string;
  profilePic: string | null;
  link: string;
  /** The membership features them now (§6), or null. */
  byMembership: 'UNLIMITED' | 'ELITE' | null;
  /** An administrator features them now (whatever the membership). */
  adminFeatured: boolean;
  /** The administrator's end date, if any. */
  until: string | null;
}

export interface StaticPage {
  slug: string;
  title: string;
  body: string;
  seoDescription: string;
  updatedAt: string;
}
