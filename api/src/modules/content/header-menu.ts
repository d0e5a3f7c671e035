import { JOB_CATEGORIES, ROUTES, categoryHref, enumLabelKey, signupStepHref, type MenuItem } from '@fj/shared';

const jobsInCategory = (category: string) => `${ROUTES.jobs}?category=${encodeURIComponent(category)}`;

/**
 * The header menu is product structure, not editable content: it is data in code so every link points at a
 * route the SPA really has (ROUTES), and changes go through review. `col` is the mega-menu column count.
 * `label` is the English text third parties read (§7 shape); `labelKey` is the i18n key the SPA shows instead.
 */
export const HEADER_MENU: readonly MenuItem[] = [
  {
    label: 'Jobs',
    labelKey: 'header.menu.jobs',
    link: ROUTES.jobs,
    col: 3,
    subMenu: JOB_CATEGORIES.map((category) => ({
      label: category.label,
      labelKey: enumLabelKey('category', category.value),
      link: jobsInCategory(String(category.value)),
    })),
  },
  {
    label: 'Candidates',
    labelKey: 'header.menu.candidates',
    link: ROUTES.candidatePricing,
    subMenu: [
      { label: 'Membership Plans', labelKey: 'header.menu.membershipPlans', link: ROUTES.candidatePricing },
      { label: 'Football CV Writing', labelKey: 'header.menu.cvWriting', link: ROUTES.cvWriteProduct },
      { label: 'Featured Members', labelKey: 'header.menu.featuredMembers', link: ROUTES.featuredMembers },
      { label: 'Success Stories', labelKey: 'header.menu.successStories', link: ROUTES.successStories },
      { label: 'Join Our Network', labelKey: 'header.menu.joinNetwork', link: signupStepHref(1) },
    ],
  },
  {
    label: 'Employers',
    labelKey: 'header.menu.employers',
    link: ROUTES.employersDirectory,
    subMenu: [
      { label: 'Football Recruiter Directory', labelKey: 'header.menu.recruiterDirectory', link: ROUTES.employersDirectory },
      { label: 'Employer Packages', labelKey: 'header.menu.employerPackages', link: ROUTES.employerPackages },
      { label: 'Post a Job', labelKey: 'header.menu.postJob', link: ROUTES.employerSubmitJob },
    ],
  },
  {
    label: 'Database4Football',
    labelKey: 'header.menu.database4football',
    link: ROUTES.database4football,
    subMenu: [
      { label: 'Search Players', labelKey: 'header.menu.searchPlayers', link: ROUTES.searchPlayer },
      { label: 'Create a Player Profile', labelKey: 'header.menu.createPlayerProfile', link: ROUTES.registerPlayerProfile },
    ],
  },
  {
    label: 'News',
    labelKey: 'header.menu.news',
    link: ROUTES.blog,
    subMenu: [
      { label: 'Latest News', labelKey: 'header.menu.latestNews', link: ROUTES.blog },
      { label: 'Success Stories', labelKey: 'header.menu.successStories', link: categoryHref('success-stories') },
      { label: 'Testimonials', labelKey: 'header.menu.testimonials', link: ROUTES.testimonials },
    ],
  },
  { label: 'Shop', labelKey: 'header.menu.shop', link: ROUTES.shop, hideSubMenu: true },
  { label: 'Contact', labelKey: 'header.menu.contact', link: ROUTES.contactUs },
];
