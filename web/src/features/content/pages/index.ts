export { HomePage } from './HomePage';
export { CatchAllPage } from './CatchAllPage';
export { BlogPage, SuccessStoriesPage } from './BlogPage';
export { BlogPostPage } from './BlogPostPage';
export { TestimonialsPage } from './TestimonialsPage';
export { FeaturedMembersPage } from './FeaturedMembersPage';
export { TermsPage, PrivacyPage } from './StaticContentPage';
export { ContactPage } from './ContactPage';
export { NewsletterConfirmPage, NewsletterUnsubscribePage } from './NewsletterLinkPage';
