import { JOB_CATEGORIES, ROUTES, categoryHref, signupStepHref, type MenuItem } from '@fj/shared';

const jobsInCategory = (category: string) => `${ROUTES.jobs}?category=${encodeURIComponent(category)}`;

/**
 * The header menu is product structure, not editable content: it is data in code so every link points at a
 * route the SPA really has (ROUTES), and changes go through review. `col` is the mega-menu column count.
 */
export const HEADER_MENU: readonly MenuItem[] = [
  {
    label: 'Jobs',
    link: ROUTES.jobs,
    col: 3,
    subMenu: JOB_CATEGORIES.map((category) => ({ label: category.label, link: jobsInCategory(String(category.value)) })),
  },
  {
    label: 'Candidates',
    link: ROUTES.candidatePricing,
    subMenu: [
      { label: 'Membership Plans', link: ROUTES.candidatePricing },
      { label: 'Football CV Writing', link: ROUTES.cvWriteProduct },
      { label: 'Featured Members', link: ROUTES.featuredMembers },
      { label: 'Success Stories', link: ROUTES.successStories },
      { label: 'Join Our Network', link: signupStepHref(1) },
    ],
  },
  {
    label: 'Employers',
    link: ROUTES.employersDirectory,
    subMenu: [
      { label: 'Football Recruiter Directory', link: ROUTES.employersDirectory },
      { label: 'Employer Packages', link: ROUTES.employerPackages },
      { label: 'Post a Job', link: ROUTES.employerSubmitJob },
    ],
  },
  {
    label: 'Database4Football',
    link: ROUTES.database4football,
    subMenu: [
      { label: 'Search Players', link: ROUTES.searchPlayer },
      { label: 'Create a Player Profile', link: ROUTES.registerPlayerProfile },
    ],
  },
  {
    label: 'News',
    link: ROUTES.blog,
    subMenu: [
      { label: 'Latest News', link: ROUTES.blog },
      { label: 'Success Stories', link: categoryHref('success-stories') },
      { label: 'Testimonials', link: ROUTES.testimonials },
    ],
  },
  { label: 'Shop', link: ROUTES.shop, hideSubMenu: true },
  { label: 'Contact', link: ROUTES.contactUs },
];
