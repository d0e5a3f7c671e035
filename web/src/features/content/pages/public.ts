/** The content screens other than the homepage: their own lazy chunk, so the home route does not carry them. */
export { BlogPage, SuccessStoriesPage } from './BlogPage';
export { BlogPostPage } from './BlogPostPage';
export { BlogAuthorPage } from './BlogAuthorPage';
export { TestimonialsPage } from './TestimonialsPage';
export { FeaturedMembersPage } from './FeaturedMembersPage';
export { TermsPage, PrivacyPage } from './StaticContentPage';
export { ContactPage } from './ContactPage';
export { NewsletterConfirmPage, NewsletterUnsubscribePage } from './NewsletterLinkPage';
