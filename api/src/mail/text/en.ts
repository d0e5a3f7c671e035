/**
 * Every sentence of the emails the platform writes, in English. `{name}` placeholders are filled by `fill` (mail/text);
 * values are data (names, titles, links) and stay as written. Arabic: ar.ts, same keys (mail-text.test.ts).
 * Employer templates (rejections) and newsletter issues are written by people and sent as written.
 */
export const MAIL_TEXT_EN = {
  common: {
    hello: 'Hello {name},',
    helloNoName: 'Hello,',
    signature: 'Football Jobs',
  },
  passwordReset: {
    subject: 'Reset your Football Jobs password',
    asked: 'Someone asked to reset the password of your Football Jobs account.',
    openLink: 'Open this link within {minutes} minutes to choose a new password (it works once):',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  paymentFailed: {
    subject: 'Your Football Jobs payment failed',
    couldNotTake: 'We could not take the renewal payment for your Football Jobs {membership} membership.',
    providerSaid: 'The payment provider said: {reason}',
    staysActive: 'Your membership stays active for now. Pay with this link to keep it:',
    deadline: 'If the payment is not made within 14 days, your account goes back to the {free} membership.',
  },
  receipt: {
    subject: 'Your Football Jobs receipt {number}',
    thanks: 'Thank you for your payment. Receipt {number}',
    paidOn: 'Paid on {date}.',
    payments: 'Your payments and PDF receipts',
  },
  alert: {
    subjectOne: '{alert}: 1 new job in {category}',
    subjectOther: '{alert}: {count} new jobs in {category}',
    intro: 'New jobs in {category} for your alert “{alert}”:',
    premium: 'Premium',
    applyBy: 'apply by {date}',
    manage: 'Manage your job alerts',
    unsubscribe: 'Unsubscribe from this alert',
  },
  application: {
    subject: 'New application: {job} — {candidate}',
    applied: '{candidate} ({email}) applied for {job}.',
    cv: 'CV: “{cv}” — open it with the application in {area}.',
    area: 'your employer area',
    coverNote: 'Cover note',
    screening: 'Screening questions',
    noAnswer: '(no answer)',
  },
  newsletter: {
    confirmSubject: 'Please confirm your Football Jobs newsletter subscription',
    confirmAsked: 'Someone (we hope you) asked to receive the Football Jobs newsletter at this address.',
    confirmLink: 'Confirm my subscription',
    confirmIgnore: 'If it was not you, ignore this email: nothing will be sent.',
    issueWhy: 'You receive this because you subscribed to the Football Jobs newsletter.',
    unsubscribe: 'Unsubscribe',
  },
  contact: {
    adminSubject: 'Contact form: {subject}',
    adminFrom: 'From: {name} ({email})',
    adminSubjectLine: 'Subject: {subject}',
    receivedSubject: 'We received your message — Football Jobs',
    receivedBody: 'Thank you for contacting Football Jobs. We received your message “{subject}” and will reply by email.',
  },
} as const;

/** The shape every language's catalogue has: the same groups and keys, each a string. */
export type MailText = { readonly [Group in keyof typeof MAIL_TEXT_EN]: { readonly [Key in keyof (typeof MAIL_TEXT_EN)[Group]]: string } };
