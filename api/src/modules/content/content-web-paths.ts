/** SPA pages the content mails link to (the web app routes them; see web/src/app/route-table.tsx). */
export const CONTENT_WEB = {
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;
